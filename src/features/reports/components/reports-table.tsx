// The report rows of the period: server paging and sorting (in the URL, the list block), the
// user's column choice, CSV export.
import { Group, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetReports } from '@/api/generated/endpoints/reports/reports';
import type { ReportRow } from '@/api/generated/model/reportRow';
import { getReportsQueryParams } from '@/api/generated/zod/reports/reports.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import type { DateRange } from '@/components/date-range/presets';
import { formatDate } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { ColumnChooser, columnTitles, useHiddenColumns } from './report-columns';
import { CsvExport } from './csv-export';
import { PAGE_SIZES, reportTableProps } from './table-props';

export function ReportsTable({ range }: { range: DateRange }) {
  const intl = useIntl();
  const money = useMoney();
  const [hidden, setHidden] = useHiddenColumns();
  // The period is the page's picker's; the campaign filter is not offered here.
  const list = useListParams(getReportsQueryParams, { pageSizes: PAGE_SIZES, omit: ['since', 'until', 'campaignId'] });
  const query = useGetReports({ ...range, ...list.params }, keepPage);
  const num = (v: number) => intl.formatNumber(v);
  const col = (id: keyof typeof columnTitles, extra: Partial<ListColumn<ReportRow>> = {}): ListColumn<ReportRow> => ({
    id,
    title: intl.formatMessage(columnTitles[id]),
    hidden: id !== 'Date' && hidden.includes(id),
    ...extra,
  });
  const columns: ListColumn<ReportRow>[] = [
    col('Date', { sortable: true, noWrap: true, render: (r) => formatDate(`${r.Date}T12:00:00`) }),
    col('CampaignName', { noWrap: true, render: (r) => r.CampaignName ?? intl.formatMessage(m.noCampaign) }),
    col('Clicks', { align: 'right', render: (r) => num(r.Clicks) }),
    col('Registrations', { sortable: true, align: 'right', render: (r) => num(r.Registrations) }),
    col('FTD', { sortable: true, align: 'right', render: (r) => num(r.FTD) }),
    col('QFTD', { sortable: true, align: 'right', render: (r) => num(r.QFTD) }),
    col('Deposits', { sortable: true, align: 'right', render: (r) => money(r.Deposits) }),
    col('NGR', { sortable: true, align: 'right', render: (r) => money(r.NGR) }),
    col('Commission', { sortable: true, align: 'right', render: (r) => money(r.Commission) }),
  ];
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <CsvExport filters={{ ...range, sort: list.params.sort, order: list.params.order }} />
        <ColumnChooser hidden={hidden} onChange={setHidden} />
      </Group>
      <ServerTable
        {...reportTableProps(intl)}
        label={intl.formatMessage(m.tableLabel)}
        query={query}
        list={list}
        columns={columns}
        rowKey={(r) => `${r.Date}-${r.CampaignID ?? 'none'}`}
      />
    </Stack>
  );
}
