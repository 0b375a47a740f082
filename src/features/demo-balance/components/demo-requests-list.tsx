// The affiliate's demo-balance requests: server paging and sorting (in the URL, the list block),
// each status as a badge, and for a pending request the edit (the request modal with `requestId`)
// and cancel (confirmed) actions.
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useGetDemoBalanceRequests } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceRequest } from '@/api/generated/model/demoBalanceRequest';
import { getDemoBalanceRequestsQueryParams } from '@/api/generated/zod/demo-balance/demo-balance.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { dateTimeColumn, RowButton } from '@/components/data/table-cells';
import { ModalActions } from '@/components/form/modal-actions';
import { withModal } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCancelDemoRequest } from '../api/demo-request-actions';
import { demoMessages as m } from '../messages';
import { DemoStatusBadge } from './demo-status-badge';

const PAGE_SIZE = 10;

export function DemoRequestsList() {
  const intl = useIntl();
  const money = useMoney();
  const [, setSearchParams] = useSearchParams();
  // The list offers no status or period filter.
  const list = useListParams(getDemoBalanceRequestsQueryParams, { pageSizes: [PAGE_SIZE], omit: ['status', 'since', 'until'] });
  const [cancelling, setCancelling] = useState<DemoBalanceRequest | null>(null);
  const [notPending, setNotPending] = useState(false);
  const { cancel, isPending } = useCancelDemoRequest();
  const query = useGetDemoBalanceRequests(list.params, keepPage);

  const columns: ListColumn<DemoBalanceRequest>[] = [
    dateTimeColumn('CreatedAt', intl.formatMessage(m.colDate), { sortable: true }),
    {
      id: 'Amount',
      title: intl.formatMessage(m.colAmount),
      sortable: true,
      align: 'right',
      render: (r) => money(r.Amount),
    },
    { id: 'Reason', title: intl.formatMessage(m.colReason), ellipsis: true, width: 220 },
    { id: 'ProductIdentifier', title: intl.formatMessage(m.colIdentifier), ellipsis: true, width: 160 },
    {
      id: 'Status',
      title: intl.formatMessage(m.colStatus),
      sortable: true,
      noWrap: true,
      width: 130,
      render: (r) => <DemoStatusBadge status={r.Status} />,
    },
    {
      id: 'actions',
      title: intl.formatMessage(m.colActions),
      render: (r) =>
        r.Status === 'pending' ? (
          <Group gap={4} wrap="nowrap">
            <RowButton onClick={() => setSearchParams((p) => withModal(p, 'demo-balance-request', { requestId: r.ID }))}>
              {intl.formatMessage(m.edit)}
            </RowButton>
            <RowButton variant="subtle" color="red" onClick={() => setCancelling(r)}>
              {intl.formatMessage(m.cancel)}
            </RowButton>
          </Group>
        ) : null,
    },
  ];

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
      <ServerTable label={m.listTitle} query={query} list={list} columns={columns} empty={m.listEmpty} />
      <Modal opened={cancelling !== null} onClose={() => setCancelling(null)} title={intl.formatMessage(m.cancelTitle)} centered>
        <Stack>
          <Text>{intl.formatMessage(m.cancelBody, { amount: money(cancelling?.Amount) })}</Text>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.cancelStillCounts)}
          </Text>
          <ModalActions cancelLabel={intl.formatMessage(m.cancelKeep)} onCancel={() => setCancelling(null)}>
            <Button color="red" loading={isPending} onClick={() => void confirmCancel()}>
              {intl.formatMessage(m.cancelConfirm)}
            </Button>
          </ModalActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
