// The affiliate's demo-balance requests: server paging and sorting, each status as a badge, and
// for a pending request the edit (the request modal with `requestId`) and cancel (confirmed) actions.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useGetDemoBalanceRequests } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import type { GetDemoBalanceRequestsSort } from '@/api/generated/model/getDemoBalanceRequestsSort';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { withModal } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useCancelDemoRequest } from '../api/demo-request-actions';
import { demoMessages as m } from '../messages';
import { DemoStatusBadge } from './demo-status-badge';

const PAGE_SIZE = 10;

export function DemoRequestsList() {
  const intl = useIntl();
  const money = useMoney();
  const [, setSearchParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSortStatus<DemoBalanceRequest>>({ columnAccessor: 'CreatedAt', direction: 'desc' });
  const [cancelling, setCancelling] = useState<DemoBalanceRequest | null>(null);
  const [notPending, setNotPending] = useState(false);
  const { cancel, isPending } = useCancelDemoRequest();
  const query = useGetDemoBalanceRequests(
    { page, pageSize: PAGE_SIZE, sort: sort.columnAccessor as GetDemoBalanceRequestsSort, order: sort.direction },
    { query: { placeholderData: keepPreviousData } },
  );

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel(cancelling.ID);
      setNotPending(false);
    } catch (error) {
      if (isApiError(error) && error.status === 409) setNotPending(true);
      else notifyError(error);
    } finally {
      setCancelling(null);
    }
  };

  return (
    <Stack gap="xs">
      {notPending && (
        <Text c="red" size="sm" role="alert">
          {intl.formatMessage(m.notPending)}
        </Text>
      )}
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.listEmpty)}>
        {(data) => (
          <DataTable<DemoBalanceRequest>
            {...tableTexts(intl)}
            aria-label={intl.formatMessage(m.listTitle)}
            withTableBorder
            borderRadius="sm"
            minHeight={120}
            records={data.items}
            idAccessor="ID"
            fetching={query.isFetching}
            totalRecords={data.total}
            recordsPerPage={PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            sortStatus={sort}
            onSortStatusChange={(next) => {
              setSort(next);
              setPage(1);
            }}
            columns={[
              {
                accessor: 'CreatedAt',
                title: intl.formatMessage(m.colDate),
                sortable: true,
                noWrap: true,
                render: (r) => formatDateTime(r.CreatedAt),
              },
              {
                accessor: 'Amount',
                title: intl.formatMessage(m.colAmount),
                sortable: true,
                textAlign: 'right',
                render: (r) => money(r.Amount),
              },
              { accessor: 'Reason', title: intl.formatMessage(m.colReason), ellipsis: true, width: 220 },
              { accessor: 'ProductIdentifier', title: intl.formatMessage(m.colIdentifier), ellipsis: true, width: 160 },
              {
                accessor: 'Status',
                title: intl.formatMessage(m.colStatus),
                sortable: true,
                noWrap: true,
                width: 130,
                render: (r) => <DemoStatusBadge status={r.Status} />,
              },
              {
                accessor: 'actions',
                title: intl.formatMessage(m.colActions),
                render: (r) =>
                  r.Status === 'pending' ? (
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() => setSearchParams((p) => withModal(p, 'demo-balance-request', { requestId: r.ID }))}
                      >
                        {intl.formatMessage(m.edit)}
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => setCancelling(r)}>
                        {intl.formatMessage(m.cancel)}
                      </Button>
                    </Group>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryState>
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={intl.formatMessage(m.cancelTitle)} centered>
        <Stack>
          <Text>{intl.formatMessage(m.cancelBody, { amount: money(cancelling?.Amount) })}</Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.cancelStillCounts)}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {intl.formatMessage(m.cancelKeep)}
            </Button>
            <Button color="red" loading={isPending} onClick={() => void confirmCancel()}>
              {intl.formatMessage(m.cancelConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
