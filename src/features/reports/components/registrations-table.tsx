// Players registered through the partner's links in the period, server-paged and sorted.
import 'mantine-datatable/styles.css';
import { Badge } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { useGetRegistrations } from '@/api/generated/endpoints/reports/reports';
import type { GetRegistrationsSort } from '@/api/generated/model/getRegistrationsSort';
import type { Registration } from '@/api/generated/model/registration';
import { useMoney } from '@/components/data/money';
import { QueryError } from '@/components/data/query-state';
import type { DateRange } from '@/components/date-range/presets';
import { formatDateTime } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { tableTexts } from './table-props';
import { usePagedSort } from './use-paged-sort';

export function RegistrationsTable({ range }: { range: DateRange }) {
  const intl = useIntl();
  const money = useMoney();
  const paged = usePagedSort<Registration, GetRegistrationsSort>('RegisteredAt', `${range.since}/${range.until}`);
  const query = useGetRegistrations({ ...range, ...paged.params }, { query: { placeholderData: (prev) => prev } });
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const yesNo = (v: boolean) => (
    <Badge variant="light" color={v ? 'teal' : 'gray'}>
      {intl.formatMessage(v ? m.yes : m.no)}
    </Badge>
  );
  const columns: DataTableColumn<Registration>[] = [
    { accessor: 'PlayerID', title: intl.formatMessage(m.regPlayer) },
    {
      accessor: 'CampaignName',
      title: intl.formatMessage(m.colCampaign),
      render: (r) => r.CampaignName ?? intl.formatMessage(m.noCampaign),
    },
    { accessor: 'Country', title: intl.formatMessage(m.regCountry) },
    {
      accessor: 'RegisteredAt',
      title: intl.formatMessage(m.regRegisteredAt),
      sortable: true,
      render: (r) => formatDateTime(r.RegisteredAt),
    },
    { accessor: 'FTD', title: intl.formatMessage(m.colFTD), render: (r) => yesNo(r.FTD) },
    { accessor: 'QFTD', title: intl.formatMessage(m.colQFTD), render: (r) => yesNo(r.QFTD) },
    {
      accessor: 'FirstDepositAt',
      title: intl.formatMessage(m.regFirstDepositAt),
      sortable: true,
      render: (r) => formatDateTime(r.FirstDepositAt),
    },
    {
      accessor: 'FirstDepositAmount',
      title: intl.formatMessage(m.regFirstDepositAmount),
      sortable: true,
      textAlign: 'right',
      render: (r) => (r.FirstDepositAmount === null ? '—' : money(r.FirstDepositAmount)),
    },
  ];
  return (
    <DataTable<Registration>
      {...tableTexts(intl)}
      aria-label={intl.formatMessage(m.regLabel)}
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
  );
}
