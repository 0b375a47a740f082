// The admin payments list: filters, total, export and the server-paged table, all driven by the
// query in the URL. Previous data stays on screen while the next page loads.
import { Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAdminListPayments } from '../../../api/generated/endpoints/admin-payments/admin-payments';
import { QueryState } from '../../../components/data/query-state';
import { adminPaymentsMessages as m } from '../messages';
import { PaymentFilters } from './payment-filters';
import { PaymentsExport } from './payments-export';
import { PaymentsTable } from './payments-table';
import type { usePaymentQuery } from './use-payment-query';

export function AdminPaymentsList({ query: q }: { query: ReturnType<typeof usePaymentQuery> }) {
  const intl = useIntl();
  const list = useAdminListPayments(q.params, { query: { placeholderData: keepPreviousData } });
  const { page: _page, pageSize: _size, ...exportParams } = q.params;
  return (
    <Stack gap="sm">
      <PaymentFilters filters={q.filters} onChange={q.setFilters} onClear={q.clearFilters} />
      <QueryState query={list}>
        {(data) => (
          <Stack gap="sm">
            <Group justify="space-between" align="flex-start">
              <Text fw={600} data-testid="payments-total" data-total={data.total} aria-live="polite">
                {intl.formatMessage(m.total, { count: data.total })}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.expandHint)}
              </Text>
            </Group>
            <PaymentsExport params={exportParams} total={data.total} />
            <PaymentsTable
              data={data}
              fetching={list.isFetching}
              page={q.page}
              pageSize={q.pageSize}
              sort={q.sort}
              order={q.order}
              onPageChange={q.setPage}
              onPageSizeChange={q.setPageSize}
              onSortChange={q.setSort}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
