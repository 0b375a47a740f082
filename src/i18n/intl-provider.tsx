// react-intl with the persisted language; dayjs follows it. Catalogues load lazily.
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
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

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initialLocale);
  const [messages, setMessages] = useState<Record<string, string> | null>(null);

  useEffect(() => {
    let live = true;
    loadMessages(locale).then((m) => live && setMessages(m), () => live && setMessages({}));
    dayjs.locale(locale === 'pt-br' ? 'pt-br' : 'en');
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
