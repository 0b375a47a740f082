// Everything the screens need around them: Mantine, notifications, query cache, language, session.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import { createQueryClient } from '../api/query-client';
import { LocaleProvider } from '../i18n/intl-provider';
import { SessionProvider } from '../lib/session';
import { cssVariablesResolver, theme } from './theme';
import { TranslatedDefaults } from './translated-defaults';

// No global QueryCache/MutationCache onError toast: feature wrappers call notifyError
// (lib/notify.ts) themselves, and a global hook cannot tell whether a screen already showed the
// error (at a field, in an alert), so it would notify twice.
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <TranslatedDefaults>
            <Suspense fallback={null}>
              <Toasts />
            </Suspense>
            <SessionProvider>{children}</SessionProvider>
          </TranslatedDefaults>
        </LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
