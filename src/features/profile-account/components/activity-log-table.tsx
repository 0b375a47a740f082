// The user's activity log (GET /api/me/logs), newest first, paged by the server. The activity is
// shown from its event type in the user's language (../activity-actions); IP and user agent come
// from the API and are shown as text. The page is in the URL (the list block); the order is fixed.
import { Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetActivityLogs } from '@/api/generated/endpoints/profile/profile';
import type { ActivityLog } from '@/api/generated/model/activityLog';
import { getActivityLogsQueryParams } from '@/api/generated/zod/profile/profile.zod';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { activityText } from '../activity-actions';
import { securityMessages as m } from '../messages';

const PAGE_SIZE = 10;

export function ActivityLogTable() {
  const intl = useIntl();
  // Newest first, always: the log offers no sort and no period.
  const list = useListParams(getActivityLogsQueryParams, { pageSizes: [PAGE_SIZE], omit: ['sort', 'order', 'since', 'until'] });
  const query = useGetActivityLogs({ ...list.params, sort: 'CreatedAt', order: 'desc' }, keepPage);
  const columns: ListColumn<ActivityLog>[] = [
    { id: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (r) => formatDateTime(r.CreatedAt) },
    {
      id: 'Description',
      title: intl.formatMessage(m.colAction),
      width: 220,
      render: (r) => (
        <Stack gap={0}>
          <Text size="sm">{activityText(intl, r)}</Text>
          {r.ActorUsername !== null && (
            <Text size="xs" c="orange">
              {intl.formatMessage(m.byAdmin, { username: r.ActorUsername })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'IP',
      title: intl.formatMessage(m.colIp),
      noWrap: true,
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.IP}
        </Text>
      ),
    },
    {
      id: 'UserAgent',
      title: intl.formatMessage(m.colAgent),
      width: 340,
      render: (r) => (
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
          {r.UserAgent ?? '—'}
        </Text>
      ),
    },
  ];
  return (
    <Section id="activity-log-title" title={intl.formatMessage(m.logTitle)} intro={intl.formatMessage(m.logIntro)}>
      <ServerTable
        label={intl.formatMessage(m.logTitle)}
        query={query}
        list={{ ...list, sort: 'CreatedAt', order: 'desc' }}
        columns={columns}
        rowKey={(r) => r.ID}
        empty={intl.formatMessage(m.logEmpty)}
        emptyInTable
      />
    </Section>
  );
}
