// The two interface languages (spec §1): en-us is the fallback. The choice persists.
import { storageKeys } from '../config/storage-keys';

export const locales = ['en-us', 'pt-br'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-us';

export const localeInfo: Record<Locale, { name: string; flag: string; country: string; intl: string }> = {
  'en-us': { name: 'English', flag: '🇺🇸', country: 'US', intl: 'en-US' },
  'pt-br': { name: 'Português', flag: '🇧🇷', country: 'BR', intl: 'pt-BR' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(storageKeys.locale);
    if (isLocale(saved)) return saved;
  } catch {
    /* storage blocked: fall back */
  }
  const nav = typeof navigator === 'undefined' ? '' : navigator.language.toLowerCase();
  return nav.startsWith('pt') ? 'pt-br' : defaultLocale;
}

/** Catalogues load on demand so the first route does not carry both languages. en-us needs
 * none: src/i18n/en-us.json is extracted from the defaultMessage of every descriptor, which
 * react-intl already formats when the language is the default one (no download, no warning). */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === 'en-us') return {};
  return (await import('./pt-br-catalogue')).ptBrCatalogue;
}
