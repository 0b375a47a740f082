// Everything the screens need around them: Mantine, notifications, query cache, language, session.
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import { createQueryClient } from '../api/query-client';
import { LocaleProvider, type LoadedLocale } from '../i18n/intl-provider';
import { SessionProvider } from '../lib/session';
import { subscribeToastRequest, toastsRequested } from '../lib/toast-request';
import { cssVariablesResolver, theme } from './theme';
import { TranslatedDefaults } from './translated-defaults';

// No global QueryCache/MutationCache onError toast: feature wrappers call notifyError
// (lib/notify.ts) themselves, and a global hook cannot tell whether a screen already showed the
// error (at a field, in an alert), so it would notify twice.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

/** The toasts' container (Mantine Notifications, its transitions and CSS: about 9 KB gzip) loads
 * with the first toast, not with the first paint; the toast waits in the store meanwhile. Once
 * mounted it stays. The store itself comes with lib/notify.ts, which only pages that toast import. */
function DeferredToasts() {
  const wanted = useSyncExternalStore(subscribeToastRequest, toastsRequested, () => false);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** `locale` and `client` are for the build-time render of /auth (./prerender.tsx) and tests. */
export function AppProvider({ children, locale, client }: { children: ReactNode; locale?: LoadedLocale; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <LocaleProvider preloaded={locale}>
          <TranslatedDefaults>
            <DeferredToasts />
            <SessionProvider>{children}</SessionProvider>
          </TranslatedDefaults>
        </LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
