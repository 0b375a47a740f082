// The header's bell: how many live messages arrived since the user last looked (the badge store
// of ./notification-badge). With `to` (the notifications page, when the user may open it) it is
// a link there; without, a button. Either way, using it resets the count.
import { ActionIcon, Indicator } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { liveMessages } from './messages';
import { useNotificationBadge } from './notification-badge';

function BellIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

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
