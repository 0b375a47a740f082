// The partner's payments (generated getPayments), newest first, paged by the server: status with
// the spec's labels and colours, the latest provider answer (its state translated), and per row
// the whole provider timeline (expand) and the details modal (payment-manage).
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetPayments } from '@/api/generated/endpoints/payments/payments';
import type { Payment } from '@/api/generated/model/payment';
import { tableTexts } from '@/components/data/table-texts';
import { useMoney } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { QueryError } from '@/components/data/query-state';
import { withModal } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { pagfastCauseExplanation } from '@/lib/pagfast-causes';
import { categoryMessages, walletMessages as m } from '../messages';
import { providerStateLabel } from '../provider-states';
import { PagfastResponses } from './pagfast-responses';

const PAGE_SIZE = 10;

export function PaymentsHistory() {
  const intl = useIntl();
  const money = useMoney();
  const [, setSearchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<number[]>([]);
  const query = useGetPayments(
    { page, pageSize: PAGE_SIZE, sort: 'CreatedAt', order: 'desc' },
    { query: { placeholderData: keepPreviousData } },
  );
  const toggle = (id: number) => setExpanded((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="wallet-history-title">
          {intl.formatMessage(m.historyTitle)}
        </Title>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <DataTable<Payment>
            {...tableTexts(intl)}
            idAccessor="ID"
            minHeight={query.data?.items.length ? undefined : 160}
            records={query.data?.items ?? []}
            fetching={query.isFetching}
            noRecordsText={intl.formatMessage(m.historyEmpty)}
            totalRecords={query.data?.total ?? 0}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            highlightOnHover
            rowExpansion={{
              trigger: 'never',
              allowMultiple: true,
              expanded: { recordIds: expanded, onRecordIdsChange: (ids: unknown[]) => setExpanded(ids as number[]) },
              content: ({ record }) => (
                <Stack p="sm">
                  <PagfastResponses responses={record.PagfastResponses} />
                </Stack>
              ),
            }}
            columns={[
              { accessor: 'ID', title: intl.formatMessage(m.colId), render: (p) => `#${p.ID}` },
              { accessor: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (p) => formatDateTime(p.CreatedAt) },
              {
                accessor: 'Amount',
                title: intl.formatMessage(m.colAmount),
                textAlign: 'right',
                noWrap: true,
                render: (p) => money(p.Amount),
              },
              {
                accessor: 'Category',
                title: intl.formatMessage(m.colCategory),
                render: (p) => intl.formatMessage(categoryMessages[p.Category]),
              },
              {
                accessor: 'Status',
                title: intl.formatMessage(m.colStatus),
                noWrap: true,
                render: (p) => <PaymentStatusBadge status={p.Status} />,
              },
              {
                accessor: 'PagfastResponses',
                title: intl.formatMessage(m.colProvider),
                render: (p) => <LatestResponse payment={p} expanded={expanded.includes(p.ID)} onToggle={() => toggle(p.ID)} />,
              },
              {
                accessor: 'actions',
                title: '',
                textAlign: 'right',
                render: (p) => (
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={intl.formatMessage(m.detailsOf, { id: p.ID })}
                    onClick={() => setSearchParams((prev) => withModal(prev, 'payment-manage', { paymentId: p.ID }))}
                  >
                    {intl.formatMessage(m.details)}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** The last provider answer in one line, and the button that shows them all. */
function LatestResponse({ payment, expanded, onToggle }: { payment: Payment; expanded: boolean; onToggle: () => void }) {
  const intl = useIntl();
  const responses = payment.PagfastResponses;
  const last = responses.at(-1);
  if (!last)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const cause = last.stateErrorCause;
  const label = intl.formatMessage(m.showResponses, { id: payment.ID });
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={label}>
        <ActionIcon variant="subtle" size="sm" aria-label={label} aria-expanded={expanded} onClick={onToggle}>
          <span aria-hidden>{expanded ? '▾' : '▸'}</span>
        </ActionIcon>
      </Tooltip>
      <Stack gap={0}>
        <Text size="sm" data-testid="provider-state">
          {providerStateLabel(intl, last)}
        </Text>
        {cause ? (
          <Text size="xs" c="red" lineClamp={2} lang={pagfastCauseExplanation(cause) ? 'pt-BR' : undefined}>
            {pagfastCauseExplanation(cause) ?? cause}
          </Text>
        ) : (
          <Text size="xs" c="dimmed">
            {intl.formatMessage(m.responseCount, { count: responses.length })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
