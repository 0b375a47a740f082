// The API status check (spec §4): unknown → ok on 200, down on anything else or no answer. Down
// shows the maintenance screen; the check repeats so the app comes back by itself when the API
// does. Down is confirmed first (issue 14.11): a failed check is tried once more after a short
// delay, so one lost answer never takes the app away. Once the app has been on screen, down
// covers it instead of replacing it: it stays mounted, hidden (<Activity>), so whatever the user
// had typed, in any form, is still there when it comes back. Nothing is written to storage
// (no drafts, so no password either).
import { Activity, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Center, Loader, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetStatus } from '@/api/generated/endpoints/system/system';
import { defineMessages } from '@/i18n/define-messages';
import { FIXED_TEXT_LANG, FixedTextSense } from '@/i18n/fixed-text';
import { safeExternalUrl } from '@/lib/safe-url';
import { BootShellRelease } from '../boot-shell';

// Fixed by the spec; shown as written whatever the language.
export const MAINTENANCE_TEXT = 'Em maintenance';
/** Re-check while up, and (sooner) while down; a failed check while up (or at first) is confirmed after `confirm`. */
export const STATUS_CHECK_MS = { up: 30_000, down: 10_000, confirm: 2_000 } as const;
/** Where the support button leads: VITE_SUPPORT_URL at build time (an https or mailto address), else an e-mail. */
export const supportHref: string =
  safeExternalUrl(import.meta.env.VITE_SUPPORT_URL, { protocols: ['https:', 'mailto:'] }) ?? 'mailto:suporte@parceiros.brand.bet.br';

const messages = defineMessages({
  support: { id: 'shell.maintenance.support', defaultMessage: 'Contact support' },
  checking: { id: 'shell.maintenance.checking', defaultMessage: 'Checking the service…' },
});

export type ApiStatus = 'unknown' | 'ok' | 'down';

export function useApiStatus(): ApiStatus {
  // After a cache clear (sign-out) the query starts over; keep the last answer meanwhile.
  const last = useRef<ApiStatus>('unknown');
  const query = useGetStatus({
    query: {
      // The confirmation: the query stays as it was (ok, or still unknown) until the second try
      // fails too. While down, one failure is enough to stay down.
      retry: (failures) => failures < 1 && last.current !== 'down',
      retryDelay: STATUS_CHECK_MS.confirm,
      staleTime: 0,
      gcTime: Infinity,
      refetchOnWindowFocus: true,
      refetchInterval: (q) => (q.state.status === 'error' ? STATUS_CHECK_MS.down : STATUS_CHECK_MS.up),
    },
  });
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
        <Title order={1} ta="center" lang={FIXED_TEXT_LANG}>
          {MAINTENANCE_TEXT}
        </Title>
        <FixedTextSense of="maintenance" />
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
  const down = status === 'down';
  // Whether the app has been on screen: from then on it is only ever hidden, never unmounted.
  const [shown, setShown] = useState(false);
  if (status === 'ok' && !shown) setShown(true);
  const lastFocus = useRef<EventTarget | null>(null);
  useEffect(() => {
    if (down) return;
    // Hiding the app took the focus from the field being typed in: it goes back there.
    const el = lastFocus.current;
    if (el instanceof HTMLElement && el.isConnected && (document.activeElement === null || document.activeElement === document.body))
      el.focus({ preventScroll: true });
    const remember = (event: FocusEvent) => (lastFocus.current = event.target);
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [down]);
  if (!shown) {
    if (down) return <MaintenanceScreen />;
    return (
      <Center mih="100dvh" role="status">
        <Loader role="img" aria-label={intl.formatMessage(messages.checking)} />
      </Center>
    );
  }
  return (
    <>
      {down && <MaintenanceScreen />}
      <Activity mode={down ? 'hidden' : 'visible'}>{children}</Activity>
    </>
  );
}
