// /dashboard/profile/notifications: the list with mark-as-read, and browser notifications.
// Opening the page counts as looking at the notifications, so the header's badge resets.
import { useEffect } from 'react';
import { Page } from '@/components/layout/page';
import { BrowserNotifications } from '@/features/notifications/components/browser-notifications';
import { NotificationList } from '@/features/notifications/components/notification-list';
import { notificationsMessages as m } from '@/features/notifications/messages';
import { notificationBadge } from '@/lib/websocket/notification-badge';

export function NotificationsRoute() {
  useEffect(() => notificationBadge.reset(), []);
  return (
    <Page title={m.title}>
      <BrowserNotifications />
      <NotificationList />
    </Page>
  );
}
