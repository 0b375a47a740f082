// Credits and debits of the main and sub-affiliate balances in the period, server-paged.
import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { Select, Stack, Text } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { useGetBalanceHistory } from '@/api/generated/endpoints/reports/reports';
import type { BalanceHistoryEntry } from '@/api/generated/model/balanceHistoryEntry';
import type { GetBalanceHistorySort } from '@/api/generated/model/getBalanceHistorySort';
import type { Wallet } from '@/api/generated/model/wallet';
import { useMoney } from '@/components/data/money';
import { QueryError } from '@/components/data/query-state';
import type { DateRange } from '@/components/date-range/presets';
import { formatDateTime } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { tableTexts } from './table-props';
import { usePagedSort } from './use-paged-sort';

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
  const [wallet, setWallet] = useState<Wallet | 'all'>('all');
  const paged = usePagedSort<BalanceHistoryEntry, GetBalanceHistorySort>('CreatedAt', `${range.since}/${range.until}/${wallet}`);
  const query = useGetBalanceHistory(
    { ...range, ...paged.params, ...(wallet === 'all' ? {} : { wallet }) },
    { query: { placeholderData: (prev) => prev } },
  );
  const walletLabel = (w: Wallet) => intl.formatMessage(w === 'main' ? m.balWalletMain : m.balWalletSub);
  const columns: DataTableColumn<BalanceHistoryEntry>[] = [
    { accessor: 'CreatedAt', title: intl.formatMessage(m.balCreatedAt), sortable: true, render: (r) => formatDateTime(r.CreatedAt) },
    { accessor: 'Type', title: intl.formatMessage(m.balType), render: (r) => intl.formatMessage(typeLabels[r.Type]) },
    { accessor: 'Wallet', title: intl.formatMessage(m.balWallet), render: (r) => walletLabel(r.Wallet) },
    {
      accessor: 'Amount',
      title: intl.formatMessage(m.balAmount),
      sortable: true,
      textAlign: 'right',
      render: (r) => (
        <Text span c={r.Amount < 0 ? 'red' : 'teal'} inherit>
          {money(r.Amount)}
        </Text>
      ),
    },
    { accessor: 'BalanceAfter', title: intl.formatMessage(m.balAfter), textAlign: 'right', render: (r) => money(r.BalanceAfter) },
    { accessor: 'Description', title: intl.formatMessage(m.balDescription) },
    { accessor: 'PaymentID', title: intl.formatMessage(m.balPayment), render: (r) => (r.PaymentID === null ? '—' : `#${r.PaymentID}`) },
  ];
  return (
    <Stack>
      <Select
        label={intl.formatMessage(m.balWallet)}
        value={wallet}
        allowDeselect={false}
        onChange={(v) => setWallet((v ?? 'all') as Wallet | 'all')}
        data={[
          { value: 'all', label: intl.formatMessage(m.balWalletAll) },
          { value: 'main', label: walletLabel('main') },
          { value: 'sub', label: walletLabel('sub') },
        ]}
        maw={260}
      />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<BalanceHistoryEntry>
          {...tableTexts(intl)}
          aria-label={intl.formatMessage(m.balLabel)}
          idAccessor="ID"
          columns={columns}
          records={query.data?.items ?? []}
          totalRecords={query.data?.total ?? 0}
          fetching={query.isFetching}
          page={paged.page}
          onPageChange={paged.onPageChange}
          recordsPerPage={paged.pageSize}
          onRecordsPerPageChange={paged.onRecordsPerPageChange}
          sortStatus={paged.sortStatus}
          onSortStatusChange={paged.onSortStatusChange}
        />
      )}
    </Stack>
  );
}
