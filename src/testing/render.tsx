// The one render helper for component tests: Mantine (the app's theme), react-intl with the
// en-us catalogue (`locale: 'pt-br'`: the pt-br one) loaded synchronously, a fresh query cache
// with retries off, the session, and a MemoryRouter at `route`. Extra `routes` let a test see
// where a redirect lands (<LocationProbe/>).
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { theme } from '../app/theme';
import enUs from '../i18n/en-us.json';
import { LocaleContext } from '../i18n/intl-provider';
import { localeInfo, type Locale } from '../i18n/locales';
import { ptBrCatalogue } from '../i18n/pt-br-catalogue';
import { SessionProvider } from '../lib/session';

export interface RenderOptions {
  /** The URL the router starts at. Default `/`. */
  route?: string;
  /** The route pattern `ui` is mounted at. Default `*` (any URL). */
  path?: string;
  /** Other routes, to see where a navigation lands. */
  routes?: Array<{ path: string; element: ReactNode }>;
  queryClient?: QueryClient;
  /** The interface language. Default `en-us`. */
  locale?: Locale;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity }, mutations: { retry: false } },
  });
}

/** Shows the router's current path and search, for assertions on redirects. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

const noop = () => {};

export function render(ui: ReactElement, options: RenderOptions = {}): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = userEvent.setup();
  const locale = options.locale ?? 'en-us';
  const messages = locale === 'pt-br' ? ptBrCatalogue : (enUs as Record<string, string>);
  const result = rtlRender(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LocaleContext.Provider value={{ locale, setLocale: noop }}>
          <IntlProvider locale={localeInfo[locale].intl} defaultLocale="en-US" messages={messages} onError={noop}>
            <Notifications />
            <SessionProvider>
              <MemoryRouter initialEntries={[options.route ?? '/']}>
                <Routes>
                  <Route path={options.path ?? '*'} element={ui} />
                  {(options.routes ?? []).map((r) => (
                    <Route key={r.path} path={r.path} element={r.element} />
                  ))}
                </Routes>
              </MemoryRouter>
            </SessionProvider>
          </IntlProvider>
        </LocaleContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}

export { screen, waitFor, within } from '@testing-library/react';
