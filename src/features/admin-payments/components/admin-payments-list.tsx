// The admin payments list: filters, total, export and the server-paged table, all driven by the
// query in the URL. Previous data stays on screen while the next page loads.
import { useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useAdminListPayments } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { QueryState } from '@/components/data/query-state';
import { adminPaymentsMessages as m } from '../messages';
import { PaymentFilters } from './payment-filters';
import { PaymentsExport } from './payments-export';
import { PaymentsTable } from './payments-table';
import type { usePaymentQuery } from './use-payment-query';

export function AdminPaymentsList({ query: q }: { query: ReturnType<typeof usePaymentQuery> }) {
  const intl = useIntl();
  const list = useAdminListPayments(q.params, { query: { placeholderData: keepPreviousData } });
  const { page: _page, pageSize: _size, ...exportParams } = q.params;
  const onPageChange = useCallbackRef(q.setPage);
  const onPageSizeChange = useCallbackRef(q.setPageSize);
  const onSortChange = useCallbackRef(q.setSort);
  const { data: listData, isFetching } = list;
  // The same element while the rows, page, order and state are the same: a click re-renders the
  // table once (the navigation), not again when the query's observer settles (issue 7, list timings).
  const table = useMemo(
    () =>
      listData && (
        <PaymentsTable
          data={listData}
          fetching={isFetching}
          page={q.page}
          pageSize={q.pageSize}
          sort={q.sort}
          order={q.order}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
          onSortChange={onSortChange}
        />
      ),
    [listData, isFetching, q.page, q.pageSize, q.sort, q.order, onPageChange, onPageSizeChange, onSortChange],
  );
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
            {table}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
