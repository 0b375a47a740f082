// react-intl with the persisted language; dates follow it (lib/date-locale: dayjs loads with the
// first screen that shows a date). Catalogues load lazily: pt-br and es-419 render once theirs is in.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { storageKeys } from '../config/storage-keys';
import { setDateLocale } from './date-locale';
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

// One function for the provider's whole life: IntlProvider rebuilds its intl object (createIntl,
// which asks the browser's Intl for every formatter's locale support) whenever a prop changes,
// and an inline function is a new prop on every render.
function reportIntlError(err: { code: string }): void {
  // Missing pt-br or es-419 keys fall back to the en-us default; the i18n check catches them in CI.
  if (err.code !== 'MISSING_TRANSLATION') console.error(err);
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
  // download. pt-br waits for its catalogue (dayjs' pt-br locale comes with dayjs), es-419 for
  // its catalogue and dayjs' Spanish locale.
  const [messages, setMessages] = useState<Record<string, string> | null>(() =>
    locale === defaultLocale ? DEFAULT_MESSAGES : (preloaded?.messages ?? null),
  );

  useEffect(() => {
    let live = true;
    loadMessages(locale).then(
      (m) => {
        if (!live) return;
        // Only now: dayjs' Spanish locale comes with the Spanish catalogue.
        setDateLocale(locale);
        setMessages(locale === defaultLocale ? DEFAULT_MESSAGES : m);
      },
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

  const contextValue = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  if (!messages) return null;
  return (
    <LocaleContext.Provider value={contextValue}>
      <IntlProvider
        locale={localeInfo[locale].intl}
        defaultLocale={localeInfo[defaultLocale].intl}
        messages={messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
}
