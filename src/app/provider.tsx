// Everything the screens need around them: Mantine, notifications, query cache, language, session.
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMediaQuery } from '@mantine/hooks';
import { QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createQueryClient } from '../api/query-client';
import { LocaleProvider } from '../i18n/intl-provider';
import { SessionProvider } from '../lib/session';
import { theme } from './theme';

// No global QueryCache/MutationCache onError toast: feature wrappers call notifyError
// (lib/notify.ts) themselves, and a global hook cannot tell whether a screen already showed the
// error (at a field, in an alert), so it would notify twice.
function Toasts() {
  // Spec §9: 5 s, at most 5 at once (1 on a small screen); Mantine fades them out (opacity).
  const small = useMediaQuery('(max-width: 767px)');
  return <Notifications autoClose={5000} limit={small ? 1 : 5} position="top-right" transitionDuration={300} />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <LocaleProvider>
          <Toasts />
          <SessionProvider>{children}</SessionProvider>
        </LocaleProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
