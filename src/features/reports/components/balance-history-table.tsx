// Credits and debits of the main and sub-affiliate balances in the period, server-paged; the
// wallet filter, page and sort in the URL (the list block).
import { NativeSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetBalanceHistory } from '@/api/generated/endpoints/reports/reports';
import type { BalanceHistoryEntry } from '@/api/generated/model/balanceHistoryEntry';
import type { Wallet } from '@/api/generated/model/wallet';
import { getBalanceHistoryQueryParams } from '@/api/generated/zod/reports/reports.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import type { DateRange } from '@/components/date-range/presets';
import { formatDateTime } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { PAGE_SIZES, reportTableProps } from './table-props';

const typeLabels = {
  commission: m.typeCommission,
  sub_commission: m.typeSubCommission,
  payment: m.typePayment,
  payment_reversal: m.typePaymentReversal,
  adjustment: m.typeAdjustment,
} as const;

export function BalanceHistoryTable({ range }: { range: DateRange }) {
  const intl = useIntl();
  const money = useMoney();
  // The period is the page's picker's.
  const list = useListParams(getBalanceHistoryQueryParams, { pageSizes: PAGE_SIZES, omit: ['since', 'until'] });
  const query = useGetBalanceHistory({ ...range, ...list.params }, keepPage);
  const walletLabel = (w: Wallet) => intl.formatMessage(w === 'main' ? m.balWalletMain : m.balWalletSub);
  const columns: ListColumn<BalanceHistoryEntry>[] = [
    { id: 'CreatedAt', title: intl.formatMessage(m.balCreatedAt), sortable: true, render: (r) => formatDateTime(r.CreatedAt) },
    { id: 'Type', title: intl.formatMessage(m.balType), render: (r) => intl.formatMessage(typeLabels[r.Type]) },
    { id: 'Wallet', title: intl.formatMessage(m.balWallet), render: (r) => walletLabel(r.Wallet) },
    {
      id: 'Amount',
      title: intl.formatMessage(m.balAmount),
      sortable: true,
      align: 'right',
      render: (r) => (
        <Text span c={r.Amount < 0 ? 'red' : 'teal'} inherit>
          {money(r.Amount)}
        </Text>
      ),
    },
    { id: 'BalanceAfter', title: intl.formatMessage(m.balAfter), align: 'right', render: (r) => money(r.BalanceAfter) },
    { id: 'Description', title: intl.formatMessage(m.balDescription) },
    { id: 'PaymentID', title: intl.formatMessage(m.balPayment), render: (r) => (r.PaymentID === null ? '—' : `#${r.PaymentID}`) },
  ];
  return (
    <Stack>
      <NativeSelect
        label={intl.formatMessage(m.balWallet)}
        value={list.params.wallet ?? 'all'}
        onChange={(event) => {
          const v = event.currentTarget.value;
          list.set({ wallet: v === 'all' ? undefined : v });
        }}
        data={[
          { value: 'all', label: intl.formatMessage(m.balWalletAll) },
          { value: 'main', label: walletLabel('main') },
          { value: 'sub', label: walletLabel('sub') },
        ]}
        maw={260}
      />
      <ServerTable
        {...reportTableProps(intl)}
        label={intl.formatMessage(m.balLabel)}
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => r.ID}
      />
    </Stack>
  );
}
