// The report rows of the period: server paging and sorting, the user's column choice, CSV export.
import 'mantine-datatable/styles.css';
import { Group, Stack } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useIntl } from 'react-intl';
import { useGetReports } from '@/api/generated/endpoints/reports/reports';
import type { GetReportsSort } from '@/api/generated/model/getReportsSort';
import type { ReportRow } from '@/api/generated/model/reportRow';
import { useMoney } from '@/components/data/money';
import { QueryError } from '@/components/data/query-state';
import type { DateRange } from '@/components/date-range/presets';
import { formatDate } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { ColumnChooser, columnTitles, useHiddenColumns } from './report-columns';
import { CsvExport } from './csv-export';
import { tableTexts } from './table-props';
import { usePagedSort } from './use-paged-sort';

export function ReportsTable({ range }: { range: DateRange }) {
  const intl = useIntl();
  const money = useMoney();
  const [hidden, setHidden] = useHiddenColumns();
  const paged = usePagedSort<ReportRow, GetReportsSort>('Date', `${range.since}/${range.until}`);
  const query = useGetReports({ ...range, ...paged.params }, { query: { placeholderData: (prev) => prev } });
  const num = (v: number) => intl.formatNumber(v);
  const col = (accessor: keyof typeof columnTitles, extra: Partial<DataTableColumn<ReportRow>> = {}): DataTableColumn<ReportRow> => ({
    accessor,
    title: intl.formatMessage(columnTitles[accessor]),
    hidden: accessor !== 'Date' && hidden.includes(accessor),
    ...extra,
  });
  const columns: DataTableColumn<ReportRow>[] = [
    col('Date', { sortable: true, noWrap: true, render: (r) => formatDate(`${r.Date}T12:00:00`) }),
    col('CampaignName', { noWrap: true, render: (r) => r.CampaignName ?? intl.formatMessage(m.noCampaign) }),
    col('Clicks', { textAlign: 'right', render: (r) => num(r.Clicks) }),
    col('Registrations', { sortable: true, textAlign: 'right', render: (r) => num(r.Registrations) }),
    col('FTD', { sortable: true, textAlign: 'right', render: (r) => num(r.FTD) }),
    col('QFTD', { sortable: true, textAlign: 'right', render: (r) => num(r.QFTD) }),
    col('Deposits', { sortable: true, textAlign: 'right', render: (r) => money(r.Deposits) }),
    col('NGR', { sortable: true, textAlign: 'right', render: (r) => money(r.NGR) }),
    col('Commission', { sortable: true, textAlign: 'right', render: (r) => money(r.Commission) }),
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <CsvExport filters={{ ...range, sort: paged.params.sort, order: paged.params.order }} />
        <ColumnChooser hidden={hidden} onChange={setHidden} />
      </Group>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<ReportRow>
          {...tableTexts(intl)}
          aria-label={intl.formatMessage(m.tableLabel)}
          idAccessor={(r) => `${r.Date}-${r.CampaignID ?? 'none'}`}
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
