// Shown while the browser is offline (TanStack Query's onlineManager, which follows the
// browser's online/offline events): queries and mutations are paused meanwhile and resume by
// themselves when the connection is back, so the page says so instead of spinning silently.
import { useSyncExternalStore } from 'react';
import { Alert } from '@mantine/core';
import { onlineManager } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/define-messages';

const messages = defineMessages({
  title: { id: 'shell.offline.title', defaultMessage: 'You are offline' },
  body: {
    id: 'shell.offline.body',
    defaultMessage: 'What you see may be out of date. Anything you send waits and goes out when the connection is back.',
  },
});

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange());
const isOnline = () => onlineManager.isOnline();

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

export function OfflineBanner() {
  const intl = useIntl();
  const online = useOnline();
  if (online) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      aria-live="polite"
      mb="md"
      title={intl.formatMessage(messages.title)}
      data-testid="offline-banner"
    >
      {intl.formatMessage(messages.body)}
    </Alert>
  );
}
