// The partner's payments (generated getPayments), newest first, paged by the server (the list
// block, the page in the URL): status with
// the spec's labels and colours, the latest provider answer (its state translated), and per row
// the whole provider timeline (expand) and the details modal (payment-manage).
import { ActionIcon, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetPayments } from '@/api/generated/endpoints/payments/payments';
import type { Payment } from '@/api/generated/model/payment';
import { getPaymentsQueryParams } from '@/api/generated/zod/payments/payments.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { Section } from '@/components/layout/section';
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
  // Newest first, ten a page; the history offers no filter or sort of its own.
  const list = useListParams(getPaymentsQueryParams, {
    pageSizes: [PAGE_SIZE],
    omit: ['status', 'category', 'since', 'until', 'sort', 'order'],
  });
  const query = useGetPayments({ ...list.params, sort: 'CreatedAt', order: 'desc' }, keepPage);
  const columns: ListColumn<Payment>[] = [
    { id: 'ID', title: intl.formatMessage(m.colId), render: (p) => `#${p.ID}` },
    { id: 'CreatedAt', title: intl.formatMessage(m.colDate), noWrap: true, render: (p) => formatDateTime(p.CreatedAt) },
    { id: 'Amount', title: intl.formatMessage(m.colAmount), align: 'right', noWrap: true, render: (p) => money(p.Amount) },
    { id: 'Category', title: intl.formatMessage(m.colCategory), render: (p) => intl.formatMessage(categoryMessages[p.Category]) },
    { id: 'Status', title: intl.formatMessage(m.colStatus), noWrap: true, render: (p) => <PaymentStatusBadge status={p.Status} /> },
    {
      id: 'PagfastResponses',
      title: intl.formatMessage(m.colProvider),
      render: (p, row) => <LatestResponse payment={p} expanded={row.expanded} onToggle={row.toggle} />,
    },
    {
      id: 'actions',
      title: '',
      align: 'right',
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
  ];

  return (
    <Section id="wallet-history-title" title={intl.formatMessage(m.historyTitle)}>
      <ServerTable
        label={intl.formatMessage(m.historyTitle)}
        query={query}
        list={{ ...list, pageSize: PAGE_SIZE }}
        columns={columns}
        rowKey={(p) => p.ID}
        empty={intl.formatMessage(m.historyEmpty)}
        expansion={{
          onRowClick: false,
          multiple: true,
          content: (record) => (
            <Stack p="sm">
              <PagfastResponses responses={record.PagfastResponses} />
            </Stack>
          ),
        }}
      />
    </Section>
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
