// The whole pt-br catalogue in one module (and one chunk): the parts (src/i18n/pt-br/*.json, one
// per feature so features are translated side by side) merged at build time. Loaded on demand by
// ./locales.ts, so an en-us visitor never downloads it.
const parts = import.meta.glob<Record<string, string>>('./pt-br/*.json', { import: 'default', eager: true });

export const ptBrCatalogue: Record<string, string> = Object.assign({}, ...Object.values(parts));
