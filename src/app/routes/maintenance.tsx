// The API status check (spec §4): unknown → ok on 200, down on anything else or no answer. Down
// shows the maintenance screen instead of the app; the check repeats so the app comes back by
// itself when the API does.
import { useRef, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetStatus } from '../../api/generated/endpoints/system/system';
import { defineMessages } from '../../i18n/define-messages';
import { safeExternalUrl } from '../../lib/safe-url';
import { BootShellRelease } from '../boot-shell';

// Fixed by the spec; shown as written whatever the language.
export const MAINTENANCE_TEXT = 'Em maintenance';
/** Re-check while up, and (sooner) while down. */
export const STATUS_CHECK_MS = { up: 30_000, down: 10_000 } as const;
/** Where the support button leads: VITE_SUPPORT_URL at build time (an https or mailto address), else an e-mail. */
export const supportHref: string =
  safeExternalUrl(import.meta.env.VITE_SUPPORT_URL, { protocols: ['https:', 'mailto:'] }) ?? 'mailto:suporte@parceiros.brand.bet.br';

const messages = defineMessages({
  support: { id: 'shell.maintenance.support', defaultMessage: 'Contact support' },
  checking: { id: 'shell.maintenance.checking', defaultMessage: 'Checking the service…' },
});

export type ApiStatus = 'unknown' | 'ok' | 'down';

export function useApiStatus(): ApiStatus {
  const query = useGetStatus({
    query: {
      retry: false,
      staleTime: 0,
      gcTime: Infinity,
      refetchOnWindowFocus: true,
      refetchInterval: (q) => (q.state.status === 'error' ? STATUS_CHECK_MS.down : STATUS_CHECK_MS.up),
    },
  });
  // After a cache clear (sign-out) the query starts over; keep the last answer meanwhile.
  const last = useRef<ApiStatus>('unknown');
  if (query.isError) last.current = 'down';
  else if (query.isSuccess) last.current = 'ok';
  return last.current;
}

export function MaintenanceScreen() {
  const intl = useIntl();
  return (
    <Center mih="100dvh" p="md" component="main">
      <BootShellRelease />
      <Stack align="center">
        <Title order={1} ta="center">
          {MAINTENANCE_TEXT}
        </Title>
        <Button component="a" href={supportHref} target={supportHref.startsWith('http') ? '_blank' : undefined} rel="noopener">
          {intl.formatMessage(messages.support)}
        </Button>
      </Stack>
    </Center>
  );
}

export function MaintenanceGate({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const status = useApiStatus();
  if (status === 'down') return <MaintenanceScreen />;
  if (status === 'unknown')
    return (
      <Center mih="100dvh" role="status">
        <Loader role="img" aria-label={intl.formatMessage(messages.checking)} />
      </Center>
    );
  return children;
}
