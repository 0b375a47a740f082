// The delivery log (generated getPostbackLogs), newest first, paged by the server. Addresses and
// answers come from the partner's endpoint: shown as text, never as links.
import { useState } from 'react';
import { Badge, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useGetPostbackLogs } from '../../../api/generated/endpoints/postback/postback';
import type { PostbackLog } from '../../../api/generated/model/postbackLog';
import { dataMessages } from '../../../components/data/messages';
import { QueryError } from '../../../components/data/query-state';
import { formatDateTime } from '../../../lib/dates';
import { postbackMessages as m } from '../messages';
import { DeliveryStatus } from './delivery-status';
import { eventMessages } from './postback-form';

const PAGE_SIZE = 10;

export function PostbackLogs() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useGetPostbackLogs({ page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'desc' }, { query: { placeholderData: keepPreviousData } });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="postback-logs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="postback-logs-title">{intl.formatMessage(m.logsTitle)}</Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<PostbackLog>
            idAccessor="ID"
            scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': intl.formatMessage(m.logsTitle) } }}
            minHeight={query.data?.items.length ? undefined : 160}
            records={query.data?.items ?? []}
            fetching={query.isFetching}
            loadingText={intl.formatMessage(dataMessages.loading)}
            noRecordsText={intl.formatMessage(m.logsEmpty)}
            totalRecords={query.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            paginationText={({ from, to, totalRecords }) => intl.formatMessage(m.records, { from, to, total: totalRecords })}
            columns={[
              { accessor: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (l) => formatDateTime(l.CreatedAt) },
              {
                accessor: 'Event',
                title: intl.formatMessage(m.colEvent),
                width: 150,
                render: (l) => (
                  <Stack gap={2} align="flex-start">
                    <Text size="sm">{intl.formatMessage(eventMessages[l.Event])}</Text>
                    <Badge variant="outline" size="xs" tt="none">{l.Method}</Badge>
                  </Stack>
                ),
              },
              { accessor: 'StatusCode', title: intl.formatMessage(m.colStatus), noWrap: true, render: (l) => <DeliveryStatus log={l} /> },
              { accessor: 'DurationMs', title: intl.formatMessage(m.colDuration), textAlign: 'right', noWrap: true, render: (l) => intl.formatMessage(m.durationMs, { ms: l.DurationMs }) },
              { accessor: 'Url', title: intl.formatMessage(m.colUrl), width: 320, render: (l) => <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>{l.Url}</Text> },
              { accessor: 'ResponseBody', title: intl.formatMessage(m.colBody), width: 160, render: (l) => <Text size="xs" style={{ wordBreak: 'break-word' }}>{l.ResponseBody ?? '—'}</Text> },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
