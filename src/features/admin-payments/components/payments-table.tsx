// One server page of payments: sortable by ID, amount, dates and status; a row opens in place
// to show its details (loaded on the first opening), and its "Manage" link opens payment-manage (admin view) over the list.
import 'mantine-datatable/styles.css';
import { lazy, Suspense } from 'react';
import { Anchor, Loader, Text, VisuallyHidden } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { AdminPaymentPage } from '@/api/generated/model/adminPaymentPage';
import type { AdminListPaymentsSort } from '@/api/generated/model/adminListPaymentsSort';
import type { Payment } from '@/api/generated/model/payment';
import { Money } from '@/components/data/money';
import { PaymentStatusBadge } from '@/components/data/payment-status';
import { perPageLabel, tableTexts } from '@/components/data/table-texts';
import { partnerPath, withModal } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { adminPaymentsMessages as m } from '../messages';
import { manageMessages } from './manage/manage-messages';
import { categoryLabels } from './payment-enums';
import { PAGE_SIZES, SORT_KEYS } from './use-payment-query';

// A row's details load when a row is first opened: most visits open none (first-visit budget, issue 13).
const PaymentRowDetails = lazy(() => import('./payment-row-details').then((mod) => ({ default: mod.PaymentRowDetails })));

interface Props {
  data: AdminPaymentPage;
  fetching: boolean;
  page: number;
  pageSize: number;
  sort: AdminListPaymentsSort;
  order: 'asc' | 'desc';
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: AdminListPaymentsSort, order: 'asc' | 'desc') => void;
}

export function PaymentsTable(props: Props) {
  const intl = useIntl();
  const { data } = props;
  const [search] = useSearchParams();
  return (
    <DataTable<Payment>
      {...tableTexts(intl)}
      aria-label={intl.formatMessage(m.listTitle)}
      data-testid="admin-payments-table"
      withTableBorder
      borderRadius="sm"
      minHeight={data.items.length ? undefined : 150}
      records={data.items}
      idAccessor="ID"
      fetching={props.fetching}
      totalRecords={data.total}
      recordsPerPage={props.pageSize}
      recordsPerPageOptions={[...PAGE_SIZES]}
      onRecordsPerPageChange={props.onPageSizeChange}
      recordsPerPageLabel={perPageLabel(intl)}
      page={props.page}
      onPageChange={props.onPageChange}
      sortStatus={{ columnAccessor: props.sort, direction: props.order }}
      onSortStatusChange={(s) => {
        const key = SORT_KEYS.find((k) => k === s.columnAccessor);
        if (key) props.onSortChange(key, s.direction);
      }}
      noRecordsText={intl.formatMessage(m.empty)}
      rowExpansion={{
        content: ({ record }) => (
          <Suspense fallback={<Loader size="sm" m="sm" role="img" aria-label={intl.formatMessage(m.loadingDetails)} />}>
            <PaymentRowDetails payment={record} />
          </Suspense>
        ),
      }}
      columns={[
        { accessor: 'ID', title: intl.formatMessage(m.colId), sortable: true, width: 90 },
        { accessor: 'CreatedAt', title: intl.formatMessage(m.colCreated), sortable: true, render: (r) => formatDateTime(r.CreatedAt) },
        {
          accessor: 'Affiliate.Username',
          title: intl.formatMessage(m.colPartner),
          render: (r) => (
            <Anchor component={Link} to={partnerPath(r.Affiliate.ID)} onClick={(e) => e.stopPropagation()} data-testid="payment-partner">
              {r.Affiliate.Username}
            </Anchor>
          ),
        },
        {
          accessor: 'Amount',
          title: intl.formatMessage(m.colAmount),
          sortable: true,
          textAlign: 'right',
          render: (r) => (
            <Text span size="sm" data-testid="payment-amount" data-amount={r.Amount}>
              <Money value={r.Amount} />
            </Text>
          ),
        },
        {
          accessor: 'Status',
          title: intl.formatMessage(m.colStatus),
          sortable: true,
          render: (r) => <PaymentStatusBadge status={r.Status} />,
        },
        { accessor: 'Category', title: intl.formatMessage(m.colCategory), render: (r) => intl.formatMessage(categoryLabels[r.Category]) },
        {
          accessor: 'UpdatedAt',
          title: intl.formatMessage(m.colUpdated),
          sortable: true,
          visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
          render: (r) => formatDateTime(r.UpdatedAt),
        },
        {
          accessor: 'manage',
          title: <VisuallyHidden>{intl.formatMessage(manageMessages.actions)}</VisuallyHidden>,
          textAlign: 'right',
          render: (r) => (
            <Anchor
              component={Link}
              to={{ search: withModal(search, 'payment-manage', { paymentId: r.ID }).toString() }}
              onClick={(e) => e.stopPropagation()}
              size="sm"
              aria-label={intl.formatMessage(manageMessages.openLabel, { id: r.ID })}
              data-testid="payment-manage-link"
            >
              {intl.formatMessage(manageMessages.open)}
            </Anchor>
          ),
        },
      ]}
    />
  );
}
