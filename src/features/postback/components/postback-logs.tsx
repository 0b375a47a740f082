// The delivery log (generated getPostbackLogs), newest first, paged by the server. Addresses and
// answers come from the partner's endpoint: shown as text, never as links. A plain Mantine table
// with a pager: a read-only log needs no sorting, selection or column menus, and the data table's
// (with its popover positioning) would be most of this page's first-visit download.
import { useState } from 'react';
import { Badge, Center, Group, Loader, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useGetPostbackLogs } from '@/api/generated/endpoints/postback/postback';
import { dataMessages } from '@/components/data/messages';
import { QueryError } from '@/components/data/query-state';
import { pageControlLabels, pageRangeText } from '@/components/data/table-texts';
import { formatDateTime } from '@/lib/dates';
import { postbackMessages as m } from '../messages';
import { DeliveryStatus } from './delivery-status';
import { eventMessages } from './postback-form';

const PAGE_SIZE = 10;

export function PostbackLogs() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const query = useGetPostbackLogs(
    { page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="postback-logs-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="postback-logs-title">
          {intl.formatMessage(m.logsTitle)}
        </Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Center mih={160} role="status">
            <Loader role="img" aria-label={intl.formatMessage(dataMessages.loading)} />
          </Center>
        ) : items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {intl.formatMessage(m.logsEmpty)}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer
              minWidth={860}
              scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': intl.formatMessage(m.logsTitle) } }}
            >
              <Table
                verticalSpacing="xs"
                highlightOnHover
                aria-busy={query.isFetching}
                style={{ opacity: query.isFetching && query.isPlaceholderData ? 0.6 : 1 }}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{intl.formatMessage(m.colDate)}</Table.Th>
                    <Table.Th w={150}>{intl.formatMessage(m.colEvent)}</Table.Th>
                    <Table.Th>{intl.formatMessage(m.colStatus)}</Table.Th>
                    <Table.Th ta="right">{intl.formatMessage(m.colDuration)}</Table.Th>
                    <Table.Th w={320}>{intl.formatMessage(m.colUrl)}</Table.Th>
                    <Table.Th w={160}>{intl.formatMessage(m.colBody)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((l) => (
                    <Table.Tr key={l.ID}>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.CreatedAt)}</Table.Td>
                      <Table.Td>
                        <Stack gap={2} align="flex-start">
                          <Text size="sm">{intl.formatMessage(eventMessages[l.Event])}</Text>
                          <Badge variant="outline" size="xs" tt="none">
                            {l.Method}
                          </Badge>
                        </Stack>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <DeliveryStatus log={l} />
                      </Table.Td>
                      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {intl.formatMessage(m.durationMs, { ms: l.DurationMs })}
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                          {l.Url}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="xs" style={{ wordBreak: 'break-word' }}>
                          {l.ResponseBody ?? '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                {pageRangeText(intl, { from: (page - 1) * PAGE_SIZE + 1, to: (page - 1) * PAGE_SIZE + items.length, totalRecords: total })}
              </Text>
              {total > PAGE_SIZE && (
                <Pagination {...pageControlLabels(intl)} size="sm" value={page} onChange={setPage} total={Math.ceil(total / PAGE_SIZE)} />
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
