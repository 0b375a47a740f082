// The admin demo-balance queue: status and partner filters, paged and sorted on the server
// (adminListDemoBalance) through the list block, the query kept in the URL. Approve and decline show only to a user
// with admin:partner:demo-balance:approve / …:reject, and only on a pending request.
import { lazy, Suspense, useState } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminListDemoBalance } from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import {
  adminListDemoBalanceQueryParams,
  adminListDemoBalanceQueryPartnerMax,
} from '@/api/generated/zod/admin-demo-balance/admin-demo-balance.zod';
import { filterChoices, ListSearch, SegmentedFilter } from '@/components/data/list-filters';
import { LookBadge } from '@/components/data/look-badge';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { dateTimeColumn, RowButton } from '@/components/data/table-cells';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import type { DemoDecision } from '../api/demo-decision';
import { adminDemoMessages as m } from '../messages';

// The decision form (react-hook-form, zod, the modal) loads when an admin first decides, not with the queue.
const DemoDecisionModal = lazy(() => import('./demo-decision-modal').then((mod) => ({ default: mod.DemoDecisionModal })));

const looks = {
  pending: { color: 'yellow', label: m.statusPending },
  approved: { color: 'teal', label: m.statusApproved },
  declined: { color: 'red', label: m.statusDeclined },
} as const;
// A badge never clips its label (issue 15.2: "APPR…", "PEND…", "DECL…"): see LookBadge.
/** Free text cut to its column, the whole text on hover. */
const cut = (text: string | null) => (text ? <span title={text}>{text}</span> : '—');

export function DemoQueue() {
  const intl = useIntl();
  const money = useMoney();
  const { user } = useSession();
  const mayApprove = can(user, 'admin:partner:demo-balance:approve');
  const mayDecline = can(user, 'admin:partner:demo-balance:reject');
  const list = useListParams(adminListDemoBalanceQueryParams);
  const { params } = list;
  const [deciding, setDeciding] = useState<{ request: DemoBalanceRequest; action: DemoDecision } | null>(null);
  const [notPending, setNotPending] = useState(false);
  const query = useAdminListDemoBalance(params, keepPage);

  const columns: ListColumn<DemoBalanceRequest>[] = [
    dateTimeColumn('CreatedAt', intl.formatMessage(m.colDate), { sortable: true }),
    { id: 'Username', title: intl.formatMessage(m.colPartner) },
    {
      id: 'Amount',
      title: intl.formatMessage(m.colAmount),
      sortable: true,
      align: 'right',
      render: (r) => money(r.Amount),
    },
    // Fixed widths for the free texts, so the row fits 1440 px with every badge and button whole.
    { id: 'Reason', title: intl.formatMessage(m.colReason), ellipsis: true, width: 160, render: (r) => cut(r.Reason) },
    {
      id: 'ProductIdentifier',
      title: intl.formatMessage(m.colIdentifier),
      ellipsis: true,
      width: 130,
      render: (r) => cut(r.ProductIdentifier),
    },
    {
      id: 'Status',
      title: intl.formatMessage(m.colStatus),
      sortable: true,
      render: (r) => <LookBadge look={looks[r.Status]} />,
    },
    {
      id: 'DecisionReason',
      title: intl.formatMessage(m.colDecision),
      ellipsis: true,
      width: 130,
      render: (r) => cut(r.DecisionReason),
    },
    {
      id: 'actions',
      title: intl.formatMessage(m.colActions),
      hidden: !mayApprove && !mayDecline,
      render: (r) =>
        r.Status === 'pending' ? (
          <Group gap={4} wrap="nowrap">
            {mayApprove && (
              <RowButton color="teal" onClick={() => setDeciding({ request: r, action: 'approve' })}>
                {intl.formatMessage(m.approve)}
              </RowButton>
            )}
            {mayDecline && (
              <RowButton color="red" variant="subtle" onClick={() => setDeciding({ request: r, action: 'decline' })}>
                {intl.formatMessage(m.decline)}
              </RowButton>
            )}
          </Group>
        ) : null,
    },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <SegmentedFilter
          id="demo-status-filter"
          label={intl.formatMessage(m.filterStatus)}
          data={filterChoices(intl, m.filterAll, looks)}
          value={params.status ?? ''}
          onChange={(value) => list.set({ status: value })}
        />
        <ListSearch
          list={list}
          param="partner"
          label={intl.formatMessage(m.filterPartner)}
          placeholder={intl.formatMessage(m.filterPartnerHint)}
          maxLength={adminListDemoBalanceQueryPartnerMax}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      {notPending && (
        <Text c="red" size="sm" role="alert">
          {intl.formatMessage(m.notPending)}
        </Text>
      )}
      <ServerTable label={m.title} query={query} list={list} columns={columns} empty={m.empty} total={m.total} />
      {deciding && (
        <Suspense fallback={null}>
          <DemoDecisionModal
            request={deciding.request}
            action={deciding.action}
            onClose={() => setDeciding(null)}
            onNotPending={() => setNotPending(true)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
