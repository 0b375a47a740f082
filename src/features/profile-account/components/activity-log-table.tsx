// The user's activity log (GET /api/me/logs), newest first, paged by the server. The activity is
// shown from its event type in the user's language (../activity-actions); IP and user agent come
// from the API and are shown as text.
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useGetActivityLogs } from '@/api/generated/endpoints/profile/profile';
import type { ActivityLog } from '@/api/generated/model/activityLog';
import { QueryError } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { formatDateTime } from '@/lib/dates';
import { activityText } from '../activity-actions';
import { securityMessages as m } from '../messages';

const PAGE_SIZE = 10;

export function ActivityLogTable() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useGetActivityLogs(
    { page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="activity-log-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="activity-log-title">
          {intl.formatMessage(m.logTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.logIntro)}
        </Text>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<ActivityLog>
            {...tableTexts(intl)}
            idAccessor="ID"
            minHeight={query.data?.items.length ? undefined : 160}
            records={query.data?.items ?? []}
            fetching={query.isFetching}
            noRecordsText={intl.formatMessage(m.logEmpty)}
            totalRecords={query.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            columns={[
              { accessor: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (r) => formatDateTime(r.CreatedAt) },
              {
                accessor: 'Description',
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
                accessor: 'IP',
                title: intl.formatMessage(m.colIp),
                noWrap: true,
                render: (r) => (
                  <Text size="sm" ff="monospace">
                    {r.IP}
                  </Text>
                ),
              },
              {
                accessor: 'UserAgent',
                title: intl.formatMessage(m.colAgent),
                width: 340,
                render: (r) => (
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {r.UserAgent ?? '—'}
                  </Text>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
