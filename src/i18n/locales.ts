// The interface languages: en-us (the fallback, spec §1), pt-br, and es-419 (Latin-American
// Spanish, issue 19.5) for the partners in Argentina, Chile, Costa Rica, Mexico and Peru.
// The partner's own choice persists (local storage, and the account: ../lib/language-preference);
// without one the browser's language decides. public/boot.js repeats the rule before the first paint.
import { storageKeys } from '../config/storage-keys';

export const locales = ['en-us', 'pt-br', 'es-419'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en-us';

export const localeInfo: Record<Locale, { name: string; flag: string; country: string; intl: string }> = {
  'en-us': { name: 'English', flag: '🇺🇸', country: 'US', intl: 'en-US' },
  'pt-br': { name: 'Português', flag: '🇧🇷', country: 'BR', intl: 'pt-BR' },
  // 419 is the UN M.49 code of Latin America and the Caribbean: one Spanish for the five markets.
  'es-419': { name: 'Español', flag: '🌎', country: '419', intl: 'es-419' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The interface language for a browser language tag: any Portuguese → pt-br, any Spanish → es-419, else en-us. */
export function localeForBrowser(language: string | undefined): Locale {
  const primary = String(language ?? '')
    .toLowerCase()
    .split(/[-_]/)[0];
  if (primary === 'pt') return 'pt-br';
  if (primary === 'es') return 'es-419';
  return defaultLocale;
}

export function initialLocale(): Locale {
  try {
    const saved = localStorage.getItem(storageKeys.locale);
    if (isLocale(saved)) return saved;
  } catch {
    /* storage blocked: fall back */
  }
  return localeForBrowser(typeof navigator === 'undefined' ? undefined : navigator.language);
}

/** Catalogues load on demand so the first route does not carry every language. en-us needs
 * none: src/i18n/en-us.json is extracted from the defaultMessage of every descriptor, which
 * react-intl already formats when the language is the default one (no download, no warning).
 * Spanish's brings dayjs' Spanish locale with it (./es-419-catalogue). */
export async function loadMessages(locale: Locale): Promise<Record<string, string>> {
  if (locale === 'en-us') return {};
  if (locale === 'es-419') return (await import('./es-419-catalogue')).es419Catalogue;
  return (await import('./pt-br-catalogue')).ptBrCatalogue;
}
