// /dashboard/admin/payments: the provider's status, the report for the chosen period, and the
// server-paged list with filters and CSV export. "New payment" opens the payment-create modal;
// each part shows only with its permission.
import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
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
    <Page
      title={m.title}
      intro={m.intro}
      actions={
        can(user, 'admin:payments:create') && (
          <Button onClick={() => setSearch((p) => withModal(p, 'payment-create'))}>{intl.formatMessage(m.newPayment)}</Button>
        )
      }
    >
      {can(user, 'admin:pagfast:status') && <PagfastStatus />}
      <PaymentsReport params={{ since, until, status, category }} />
      <AdminPaymentsList query={query} />
    </Page>
  );
}
