// The admin demo-balance queue: status and partner filters, paged and sorted on the server
// (adminListDemoBalance), the query kept in the URL. Approve and decline show only to a user
// with admin:partner:demo-balance:approve / …:reject, and only on a pending request.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAdminListDemoBalance } from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import type { AdminListDemoBalanceParams } from '@/api/generated/model/adminListDemoBalanceParams';
import { AdminListDemoBalanceSort } from '@/api/generated/model/adminListDemoBalanceSort';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import { DemoBalanceStatus } from '@/api/generated/model/demoBalanceStatus';
import { adminListDemoBalanceQueryPartnerMax } from '@/api/generated/zod/admin-demo-balance/admin-demo-balance.zod';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { parseIdParam } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import type { DemoDecision } from '../api/demo-decision';
import { adminDemoMessages as m } from '../messages';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';

// The decision form (react-hook-form, zod, the modal) loads when an admin first decides, not with the queue.
const DemoDecisionModal = lazy(() => import('./demo-decision-modal').then((mod) => ({ default: mod.DemoDecisionModal })));

const PAGE_SIZE = 20;
const SORTS = Object.values(AdminListDemoBalanceSort) as string[];
const STATUSES = Object.values(DemoBalanceStatus) as string[];
const looks = {
  pending: { color: 'yellow', label: m.statusPending },
  approved: { color: 'teal', label: m.statusApproved },
  declined: { color: 'red', label: m.statusDeclined },
} as const;
// A badge never clips its label (issue 15.2: "APPR…", "PEND…", "DECL…"): Mantine's clips with an
// ellipsis, and an overflow-hidden box gives the column no minimum width, so a crowded row
// squeezed it. Unclipped, the label's own width is the column's minimum.
const wholeBadge = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;
/** Free text cut to its column, the whole text on hover. */
const cut = (text: string | null) => (text ? <span title={text}>{text}</span> : '—');

function useQueueParams() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const sort = search.get('sort');
  const partner = search.get('partner')?.trim().slice(0, adminListDemoBalanceQueryPartnerMax) ?? '';
  const params: AdminListDemoBalanceParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    sort: sort && SORTS.includes(sort) ? (sort as AdminListDemoBalanceSort) : 'CreatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    ...(status && STATUSES.includes(status) ? { status: status as DemoBalanceStatus } : {}),
    ...(partner ? { partner } : {}),
  };
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes));
  return { params, update };
}

export function DemoQueue() {
  const intl = useIntl();
  const money = useMoney();
  const { user } = useSession();
  const mayApprove = can(user, 'admin:partner:demo-balance:approve');
  const mayDecline = can(user, 'admin:partner:demo-balance:reject');
  const { params, update } = useQueueParams();
  const [partnerText, setPartnerText] = useState(params.partner ?? '');
  // The debounced call runs after later renders: it must use the latest update (the router's
  // setter closes over the search params of its render, and would drop a modal opened since).
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const pushPartner = useDebouncedCallback((value: string) => latestUpdate.current({ partner: value.trim() }), 350);
  const [deciding, setDeciding] = useState<{ request: DemoBalanceRequest; action: DemoDecision } | null>(null);
  const [notPending, setNotPending] = useState(false);
  const query = useAdminListDemoBalance(params, { query: { placeholderData: keepPreviousData } });

  const statusOptions = [
    { value: '', label: intl.formatMessage(m.filterAll) },
    ...Object.entries(looks).map(([value, look]) => ({ value, label: intl.formatMessage(look.label) })),
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="demo-status-filter">
            {intl.formatMessage(m.filterStatus)}
          </Text>
          <SegmentedControl
            aria-labelledby="demo-status-filter"
            data={statusOptions}
            value={params.status ?? ''}
            onChange={(value) => update({ status: value })}
          />
        </Stack>
        <TextInput
          label={intl.formatMessage(m.filterPartner)}
          placeholder={intl.formatMessage(m.filterPartnerHint)}
          type="search"
          maxLength={adminListDemoBalanceQueryPartnerMax}
          value={partnerText}
          onChange={(e) => {
            setPartnerText(e.currentTarget.value);
            pushPartner(e.currentTarget.value);
          }}
          style={{ flex: '1 1 200px' }}
        />
      </Group>
      {notPending && (
        <Text c="red" size="sm" role="alert">
          {intl.formatMessage(m.notPending)}
        </Text>
      )}
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <DataTable<DemoBalanceRequest>
              {...tableTexts(intl)}
              aria-label={intl.formatMessage(m.title)}
              withTableBorder
              borderRadius="sm"
              minHeight={160}
              records={data.items}
              idAccessor="ID"
              fetching={query.isFetching}
              totalRecords={data.total}
              recordsPerPage={PAGE_SIZE}
              page={params.page ?? 1}
              onPageChange={(page) => update({ page })}
              sortStatus={{ columnAccessor: params.sort ?? 'CreatedAt', direction: params.order ?? 'desc' }}
              onSortStatusChange={(next) => update({ sort: String(next.columnAccessor), order: next.direction })}
              columns={[
                {
                  accessor: 'CreatedAt',
                  title: intl.formatMessage(m.colDate),
                  sortable: true,
                  noWrap: true,
                  render: (r) => formatDateTime(r.CreatedAt),
                },
                { accessor: 'Username', title: intl.formatMessage(m.colPartner) },
                {
                  accessor: 'Amount',
                  title: intl.formatMessage(m.colAmount),
                  sortable: true,
                  textAlign: 'right',
                  render: (r) => money(r.Amount),
                },
                // Fixed widths for the free texts, so the row fits 1440 px with every badge and button whole.
                { accessor: 'Reason', title: intl.formatMessage(m.colReason), ellipsis: true, width: 160, render: (r) => cut(r.Reason) },
                {
                  accessor: 'ProductIdentifier',
                  title: intl.formatMessage(m.colIdentifier),
                  ellipsis: true,
                  width: 130,
                  render: (r) => cut(r.ProductIdentifier),
                },
                {
                  accessor: 'Status',
                  title: intl.formatMessage(m.colStatus),
                  sortable: true,
                  render: (r) => (
                    <Badge color={looks[r.Status].color} variant="light" styles={wholeBadge}>
                      {intl.formatMessage(looks[r.Status].label)}
                    </Badge>
                  ),
                },
                {
                  accessor: 'DecisionReason',
                  title: intl.formatMessage(m.colDecision),
                  ellipsis: true,
                  width: 130,
                  render: (r) => cut(r.DecisionReason),
                },
                {
                  accessor: 'actions',
                  title: intl.formatMessage(m.colActions),
                  hidden: !mayApprove && !mayDecline,
                  render: (r) =>
                    r.Status === 'pending' ? (
                      <Group gap={4} wrap="nowrap">
                        {mayApprove && (
                          <Button
                            size="compact-xs"
                            color="teal"
                            variant="light"
                            onClick={() => setDeciding({ request: r, action: 'approve' })}
                          >
                            {intl.formatMessage(m.approve)}
                          </Button>
                        )}
                        {mayDecline && (
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="subtle"
                            onClick={() => setDeciding({ request: r, action: 'decline' })}
                          >
                            {intl.formatMessage(m.decline)}
                          </Button>
                        )}
                      </Group>
                    ) : null,
                },
              ]}
            />
          </Stack>
        )}
      </QueryState>
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
