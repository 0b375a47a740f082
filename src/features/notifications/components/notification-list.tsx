// The user's notifications (newest first), all or unread only, each markable as read, plus
// "mark all as read". A link from the data becomes a link only when it is an app path.
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useGetNotifications } from '@/api/generated/endpoints/notifications/notifications';
import type { Notification } from '@/api/generated/model/notification';
import { QueryState } from '@/components/data/query-state';
import { formatDateTime } from '@/lib/dates';
import { useMarkRead } from '../api/use-mark-read';
import { notificationsMessages as m } from '../messages';
import { appPath } from '../safe-link';

const LEVEL = {
  info: [m.levelInfo, 'blue'],
  success: [m.levelSuccess, 'teal'],
  warning: [m.levelWarning, 'yellow'],
  error: [m.levelError, 'red'],
} as const;

function Item({ n, onMark, marking }: { n: Notification; onMark: () => void; marking: boolean }) {
  const intl = useIntl();
  const [label, color] = LEVEL[n.Level] ?? LEVEL.info;
  const to = appPath(n.Link);
  return (
    <Paper withBorder p="md" data-testid="notification" data-read={n.Read} bg={n.Read ? undefined : 'var(--mantine-color-blue-light)'}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs">
            <Badge size="sm" variant="light" color={color}>
              {intl.formatMessage(label)}
            </Badge>
            {!n.Read && (
              <Badge size="sm" color="blue">
                {intl.formatMessage(m.unread)}
              </Badge>
            )}
            <Text size="xs" c="dimmed">
              {formatDateTime(n.CreatedAt)}
            </Text>
          </Group>
          <Text fw={n.Read ? 500 : 700}>{n.Title}</Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {n.Message}
          </Text>
          {to && (
            <Anchor component={Link} to={to} size="sm">
              {intl.formatMessage(m.open)}
            </Anchor>
          )}
        </Stack>
        {!n.Read && (
          <Button
            size="xs"
            variant="default"
            onClick={onMark}
            loading={marking}
            aria-label={intl.formatMessage(m.markReadOf, { title: n.Title })}
          >
            {intl.formatMessage(m.markRead)}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

export function NotificationList() {
  const intl = useIntl();
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const query = useGetNotifications(filter === 'unread' ? { unread: true } : undefined);
  const mark = useMarkRead();
  const pendingId = mark.isPending ? (mark.variables?.data.ids?.[0] ?? 'all') : null;
  const hasUnread = query.data?.some((n) => !n.Read) ?? false;
  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label={intl.formatMessage(m.filterLabel)}
          value={filter}
          onChange={(v) => setFilter(v === 'unread' ? 'unread' : 'all')}
          data={[
            { value: 'all', label: intl.formatMessage(m.filterAll) },
            { value: 'unread', label: intl.formatMessage(m.filterUnread) },
          ]}
        />
        <Button variant="light" disabled={!hasUnread} loading={pendingId === 'all'} onClick={() => mark.mutate({ data: {} })}>
          {intl.formatMessage(m.markAllRead)}
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={intl.formatMessage(filter === 'unread' ? m.emptyUnread : m.empty)}
      >
        {(list) => (
          <Stack gap="sm">
            {list.map((n) => (
              <Item key={n.ID} n={n} marking={pendingId === n.ID} onMark={() => mark.mutate({ data: { ids: [n.ID] } })} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
