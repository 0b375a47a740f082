// /dashboard/admin/payments: the provider's status, the report for the chosen period, and the
// server-paged list with filters and CSV export. "New payment" opens the payment-create modal;
// each part shows only with its permission.
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { AdminPaymentsList } from '@/features/admin-payments/components/admin-payments-list';
import { PagfastStatus } from '@/features/admin-payments/components/pagfast-status';
import { PaymentsReport } from '@/features/admin-payments/components/payments-report';
import { usePaymentQuery } from '@/features/admin-payments/components/use-payment-query';
import { adminPaymentsMessages as m } from '@/features/admin-payments/messages';
import { withModal } from '@/config/paths';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';

export function AdminPaymentsRoute() {
  const intl = useIntl();
  const { user } = useSession();
  const [, setSearch] = useSearchParams();
  const query = usePaymentQuery();
  const { since, until, status, category } = query.filters;
  return (
    <Stack component="section">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {intl.formatMessage(m.title)}
          </Title>
          <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
        </Stack>
        {can(user, 'admin:payments:create') && (
          <Button onClick={() => setSearch((p) => withModal(p, 'payment-create'))}>{intl.formatMessage(m.newPayment)}</Button>
        )}
      </Group>
      {can(user, 'admin:pagfast:status') && <PagfastStatus />}
      <PaymentsReport params={{ since, until, status, category }} />
      <AdminPaymentsList query={query} />
    </Stack>
  );
}
