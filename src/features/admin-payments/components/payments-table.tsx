// One server page of payments: sortable by ID, amount, dates and status; a row opens in place
// to show its details (loaded on the first opening), and its "Manage" link opens payment-manage (admin view) over the list.
import { lazy, Suspense, type ReactNode } from 'react';
import { Anchor, Loader, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { ApiError } from '@/api/api-error';
import type { AdminPaymentPage } from '@/api/generated/model/adminPaymentPage';
import type { Payment } from '@/api/generated/model/payment';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { ServerTable, type ListColumn, type ListControls } from '@/components/data/server-table';
import { partnerPath, withModal } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { adminPaymentsMessages as m } from '../messages';
import { manageMessages } from './manage/manage-messages';
import { categoryLabels } from './payment-enums';
import { PAGE_SIZES } from './use-payment-query';

// A row's details load when a row is first opened: most visits open none (first-visit budget, issue 13).
const PaymentRowDetails = lazy(() => import('./payment-row-details').then((mod) => ({ default: mod.PaymentRowDetails })));

interface Props {
  query: UseQueryResult<AdminPaymentPage, ApiError>;
  list: ListControls;
  above: (data: AdminPaymentPage) => ReactNode;
}

export function PaymentsTable({ query, list, above }: Props) {
  const intl = useIntl();
  const [search] = useSearchParams();
  const columns: ListColumn<Payment>[] = [
    { id: 'ID', title: intl.formatMessage(m.colId), sortable: true, width: 90 },
    { id: 'CreatedAt', title: intl.formatMessage(m.colCreated), sortable: true, render: (r) => formatDateTime(r.CreatedAt) },
    {
      id: 'partner',
      title: intl.formatMessage(m.colPartner),
      render: (r) => (
        <Anchor component={Link} to={partnerPath(r.Affiliate.ID)} data-testid="payment-partner">
          {r.Affiliate.Username}
        </Anchor>
      ),
    },
    {
      id: 'Amount',
      title: intl.formatMessage(m.colAmount),
      sortable: true,
      align: 'right',
      render: (r) => (
        <Text span size="sm" data-testid="payment-amount" data-amount={r.Amount}>
          <Money value={r.Amount} />
        </Text>
      ),
    },
    { id: 'Status', title: intl.formatMessage(m.colStatus), sortable: true, render: (r) => <PaymentStatusBadge status={r.Status} /> },
    { id: 'Category', title: intl.formatMessage(m.colCategory), render: (r) => intl.formatMessage(categoryLabels[r.Category]) },
    {
      id: 'UpdatedAt',
      title: intl.formatMessage(m.colUpdated),
      sortable: true,
      visibleFrom: 'md',
      render: (r) => formatDateTime(r.UpdatedAt),
    },
    {
      id: 'manage',
      title: <VisuallyHidden>{intl.formatMessage(manageMessages.actions)}</VisuallyHidden>,
      align: 'right',
      render: (r) => (
        <Anchor
          component={Link}
          to={{ search: withModal(search, 'payment-manage', { paymentId: r.ID }).toString() }}
          size="sm"
          aria-label={intl.formatMessage(manageMessages.openLabel, { id: r.ID })}
          data-testid="payment-manage-link"
        >
          {intl.formatMessage(manageMessages.open)}
        </Anchor>
      ),
    },
  ];
  return (
    <ServerTable
      label={intl.formatMessage(m.listTitle)}
      data-testid="admin-payments-table"
      query={query}
      list={list}
      columns={columns}
      rowKey={(r) => r.ID}
      pageSizes={PAGE_SIZES}
      empty={intl.formatMessage(m.empty)}
      above={above}
      expansion={{
        content: (record) => (
          <Suspense fallback={<Loader size="sm" m="sm" role="img" aria-label={intl.formatMessage(m.loadingDetails)} />}>
            <PaymentRowDetails payment={record} />
          </Suspense>
        ),
      }}
    />
  );
}
