// The user's activity log (GET /api/me/logs), newest first, paged by the server. Description,
// IP and user agent come from the API and are shown as text.
import { useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useGetActivityLogs } from '../../../api/generated/endpoints/profile/profile';
import type { ActivityLog } from '../../../api/generated/model/activityLog';
import { dataMessages } from '../../../components/data/messages';
import { QueryError } from '../../../components/data/query-state';
import { formatDateTime } from '../../../lib/dates';
import { securityMessages as m } from '../messages';

const PAGE_SIZE = 10;

export function ActivityLogTable() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useGetActivityLogs({ page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'desc' }, { query: { placeholderData: keepPreviousData } });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="activity-log-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="activity-log-title">{intl.formatMessage(m.logTitle)}</Title>
        <Text size="sm" c="dimmed">{intl.formatMessage(m.logIntro)}</Text>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<ActivityLog>
            idAccessor="ID"
            minHeight={query.data?.items.length ? undefined : 160}
            records={query.data?.items ?? []}
            fetching={query.isFetching}
            loadingText={intl.formatMessage(dataMessages.loading)}
            noRecordsText={intl.formatMessage(m.logEmpty)}
            totalRecords={query.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            paginationText={({ from, to, totalRecords }) => intl.formatMessage(m.records, { from, to, total: totalRecords })}
            columns={[
              { accessor: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (r) => formatDateTime(r.CreatedAt) },
              {
                accessor: 'Description',
                title: intl.formatMessage(m.colAction),
                width: 220,
                render: (r) => (
                  <Stack gap={0}>
                    <Text size="sm">{r.Description}</Text>
                    {r.ActorUsername !== null && <Text size="xs" c="orange">{intl.formatMessage(m.byAdmin, { username: r.ActorUsername })}</Text>}
                  </Stack>
                ),
              },
              { accessor: 'IP', title: intl.formatMessage(m.colIp), noWrap: true, render: (r) => <Text size="sm" ff="monospace">{r.IP}</Text> },
              {
                accessor: 'UserAgent',
                title: intl.formatMessage(m.colAgent),
                width: 340,
                render: (r) => <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>{r.UserAgent ?? '—'}</Text>,
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
