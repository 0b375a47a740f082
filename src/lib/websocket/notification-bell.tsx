// The header's bell: how many live messages arrived since the user last looked (the badge store
// of ./notification-badge). With `to` (the notifications page, when the user may open it) it is
// a link there; without, a button. Either way, using it resets the count.
import { ActionIcon, Indicator } from '@mantine/core';
import { useIntl } from 'react-intl';
import { BellIcon } from '@/components/layout/icons';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { liveMessages } from './messages';
import { useNotificationBadge } from './notification-badge';

export function NotificationBell({ to = paths.profile.notifications }: { to?: string | null }) {
  const intl = useIntl();
  const { count, reset } = useNotificationBadge();
  const label = intl.formatMessage(liveMessages.bell, { count });
  const common = { onClick: reset, variant: 'default', size: 'lg', 'aria-label': label, title: label } as const;
  return (
    <Indicator
      label={count > 99 ? '99+' : count}
      size={16}
      disabled={count === 0}
      color="red"
      offset={4}
      data-testid="notification-badge"
      data-count={count}
    >
      {to ? (
        <ActionIcon component={Link} to={to} {...common}>
          <BellIcon />
        </ActionIcon>
      ) : (
        <ActionIcon {...common}>
          <BellIcon />
        </ActionIcon>
      )}
    </Indicator>
  );
}
