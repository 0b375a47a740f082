// The one render helper for component tests: Mantine (the app's theme), react-intl with the
// en-us catalogue (`locale: 'pt-br'` or `'es-419'`: that one) loaded synchronously, a fresh query cache
// with retries off, the session, the route table's answer to "may the user open that page?"
// (useCanOpen), and a MemoryRouter at `route`. Extra `routes` let a test see where a redirect
// lands (<LocationProbe/>).
// `as: 'affiliate' | 'newbie' | 'admin' | 'analyst'` (or a seeded user's ID) signs that account in
// against the Node mock first — a session token the mock issued, as the app stores it — and
// renders `ui` once the session has its profile, as the signed-in layout does. Test files do not
// keep sign-in helpers of their own (signIn() below is the one for a test that changes user).
import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as rtlRender, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { getStore } from '@mocks/runtime';
import { RouteTablePageAccess } from '@/app/page-access-provider';
import { tokenStore } from '@/api/token-store';
import { theme } from '@/app/theme';
import enUs from '@/i18n/en-us.json';
import { LocaleContext } from '@/i18n/intl-provider';
import { localeInfo, type Locale } from '@/i18n/locales';
import { es419Catalogue } from '@/i18n/es-419-catalogue';
import { ptBrCatalogue } from '@/i18n/pt-br-catalogue';
import { SessionProvider, useSession } from '@/lib/session';

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
  /** Signed in as this demo account (or seeded user ID); `ui` renders once the profile is in. Default: signed out. */
  as?: TestAccount;
}

/** The demo accounts that sign in (README "Demo accounts"), or any seeded user's ID. */
export type TestAccount = 'affiliate' | 'newbie' | 'admin' | 'analyst' | number;

/** Signs `account` in: a token the Node mock issued, stored where the app keeps it. */
export function signIn(account: TestAccount): { id: number; token: string } {
  const id = typeof account === 'number' ? account : DEMO_IDS[account];
  const { token } = getStore().issueToken(id);
  tokenStore.set(token);
  return { id, token };
}

/** Renders its children once the session has the signed-in user's profile. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
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
const catalogues: Record<Locale, Record<string, string>> = {
  'en-us': enUs as Record<string, string>,
  'pt-br': ptBrCatalogue,
  'es-419': es419Catalogue,
};

export function render(ui: ReactElement, options: RenderOptions = {}): RenderResult & { user: UserEvent; queryClient: QueryClient } {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const user = userEvent.setup();
  const locale = options.locale ?? 'en-us';
  const messages = catalogues[locale];
  if (options.as !== undefined) signIn(options.as);
  const element = options.as !== undefined ? <SignedIn>{ui}</SignedIn> : ui;
  const result = rtlRender(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LocaleContext.Provider value={{ locale, setLocale: noop }}>
          <IntlProvider locale={localeInfo[locale].intl} defaultLocale="en-US" messages={messages} onError={noop}>
            <Notifications />
            <SessionProvider>
              <RouteTablePageAccess>
                <MemoryRouter initialEntries={[options.route ?? '/']}>
                  <Routes>
                    <Route path={options.path ?? '*'} element={element} />
                    {(options.routes ?? []).map((r) => (
                      <Route key={r.path} path={r.path} element={r.element} />
                    ))}
                  </Routes>
                </MemoryRouter>
              </RouteTablePageAccess>
            </SessionProvider>
          </IntlProvider>
        </LocaleContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, user, queryClient };
}

export { screen, waitFor, within } from '@testing-library/react';
