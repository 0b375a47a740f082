// The whole es-419 catalogue in one module (and one chunk): the parts (src/i18n/es-419/*.json, one
// per feature, the same layout as src/i18n/pt-br/) merged at build time. Loaded on demand by
// ./locales.ts, so an en-us or pt-br visitor never downloads it. It brings dayjs' Spanish locale
// (es-mx, src/lib/dayjs.ts): registered before the provider renders any Spanish screen, so no date is
// written in English on one, and downloaded by nobody else (vite.config.ts keeps dayjs itself in
// one chunk with src/lib/dayjs.ts).
import 'dayjs/locale/es-mx';

const parts = import.meta.glob<Record<string, string>>('./es-419/*.json', { import: 'default', eager: true });

export const es419Catalogue: Record<string, string> = Object.assign({}, ...Object.values(parts));
