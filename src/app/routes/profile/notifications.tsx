// /dashboard/profile/notifications: the list with mark-as-read, and browser notifications.
// Opening the page counts as looking at the notifications, so the header's badge resets.
import { useEffect } from 'react';
import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BrowserNotifications } from '@/features/notifications/components/browser-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { notificationsMessages as m } from '@/features/notifications/messages';
import { notificationBadge } from '@/lib/websocket/notification-badge';

export function NotificationsRoute() {
  const intl = useIntl();
  useEffect(() => notificationBadge.reset(), []);
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <BrowserNotifications />
      <NotificationList />
    </Stack>
  );
}
