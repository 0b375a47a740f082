// The admin payments list: filters, total, export and the server-paged table, all driven by the
// query in the URL. Previous data stays on screen while the next page loads.
import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminListPayments } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { keepPage } from '@/components/data/server-table';
import { adminPaymentsMessages as m } from '../messages';
import { PaymentFilters } from './payment-filters';
import { PaymentsExport } from './payments-export';
import { PaymentsTable } from './payments-table';
import type { usePaymentQuery } from './use-payment-query';

export function AdminPaymentsList({ query: q }: { query: ReturnType<typeof usePaymentQuery> }) {
  const intl = useIntl();
  const list = useAdminListPayments(q.params, keepPage);
  const { page: _page, pageSize: _size, ...exportParams } = q.params;
  return (
    <Stack gap="sm">
      <PaymentFilters filters={q.filters} onChange={q.setFilters} onClear={q.clearFilters} />
      <PaymentsTable
        query={list}
        list={q}
        above={(data) => (
          <Stack gap="sm" mb="sm">
            <Group justify="space-between" align="flex-start">
              <Text fw={600} data-testid="payments-total" data-total={data.total} aria-live="polite">
                {intl.formatMessage(m.total, { count: data.total })}
              </Text>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.expandHint)}
              </Text>
            </Group>
            <PaymentsExport params={exportParams} total={data.total} />
          </Stack>
        )}
      />
    </Stack>
  );
}
