// Marks notifications as read (some ids, or all when none are given): refreshes the generated
// notifications queries, resets the header's badge, and tells the user.
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getGetNotificationsQueryKey, useMarkNotificationsRead } from '@/api/generated/endpoints/notifications/notifications';
import { notifyError, notifySuccess } from '@/lib/notify';
import { notificationBadge } from '@/lib/websocket/notification-badge';
import { notificationsMessages as m } from '../messages';

export function useMarkRead() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMarkNotificationsRead({
    mutation: {
      onSuccess: async ({ updated }) => {
        notificationBadge.reset();
        notifySuccess(intl.formatMessage(m.markedRead, { count: updated }));
        // Without params the generated key is the prefix of every filter's key.
        await queryClient.invalidateQueries({ queryKey: getGetNotificationsQueryKey() });
      },
      onError: (error) => {
        notifyError(error);
      },
    },
  });
}
