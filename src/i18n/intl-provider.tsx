// react-intl with the persisted language; dayjs follows it. Catalogues and dayjs load lazily
// (the first route paints without them), and the children render once both are in.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { storageKeys } from '../config/storage-keys';
import { defaultLocale, initialLocale, loadMessages, localeInfo, type Locale } from './locales';

interface LocaleContextValue {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}
export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale outside LocaleProvider');
  return value;
}

/** dayjs (and its pt-br locale only when needed) in their own chunk; dates follow the language. */
async function setDayjsLocale(locale: Locale): Promise<void> {
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), locale === 'pt-br' ? import('dayjs/locale/pt-br') : null]);
  dayjs.locale(locale === 'pt-br' ? 'pt-br' : 'en');
}

/** en-us's "catalogue": the defaultMessage of each descriptor (one object, so re-setting it is a no-op). */
const DEFAULT_MESSAGES: Record<string, string> = {};

/** A language with its catalogue already loaded: the build-time render of /auth (src/app/prerender.tsx). */
export interface LoadedLocale {
  locale: Locale;
  messages: Record<string, string>;
}

export function LocaleProvider({ children, preloaded }: { children: ReactNode; preloaded?: LoadedLocale }) {
  const [locale, setLocaleState] = useState<Locale>(() => preloaded?.locale ?? initialLocale());
  // en-us needs no catalogue and dayjs starts in English: the first render does not wait for a
  // download. pt-br waits for its catalogue and dayjs' pt-br locale.
  const [messages, setMessages] = useState<Record<string, string> | null>(() =>
    locale === defaultLocale ? DEFAULT_MESSAGES : (preloaded?.messages ?? null),
  );

  useEffect(() => {
    let live = true;
    Promise.all([loadMessages(locale), setDayjsLocale(locale)]).then(
      ([m]) => live && setMessages(locale === defaultLocale ? DEFAULT_MESSAGES : m),
      () => live && setMessages(DEFAULT_MESSAGES),
    );
    document.documentElement.lang = locale;
    return () => {
      live = false;
    };
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(storageKeys.locale, next);
    setLocaleState(next);
  }, []);

  if (!messages) return null;
  return (
    <LocaleContext.Provider value={{ locale, setLocale }}>
      <IntlProvider
        locale={localeInfo[locale].intl}
        defaultLocale={localeInfo[defaultLocale].intl}
        messages={messages}
        onError={(err) => {
          // Missing pt-br keys fall back to the en-us default; the i18n check catches them in CI.
          if (err.code !== 'MISSING_TRANSLATION') console.error(err);
        }}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
