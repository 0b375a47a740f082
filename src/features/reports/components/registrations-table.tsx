// Players registered through the partner's links in the period, server-paged and sorted (in the
// URL, the list block).
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetRegistrations } from '@/api/generated/endpoints/reports/reports';
import type { Registration } from '@/api/generated/model/registration';
import { getRegistrationsQueryParams } from '@/api/generated/zod/reports/reports.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import type { DateRange } from '@/components/date-range/presets';
import { formatDateTime } from '@/lib/dates';
import { reportsMessages as m } from '../messages';
import { PAGE_SIZES, reportTableProps } from './table-props';

export function RegistrationsTable({ range }: { range: DateRange }) {
  const intl = useIntl();
  const money = useMoney();
  // The period is the page's picker's; the campaign filter is not offered here.
  const list = useListParams(getRegistrationsQueryParams, { pageSizes: PAGE_SIZES, omit: ['since', 'until', 'campaignId'] });
  const query = useGetRegistrations({ ...range, ...list.params }, keepPage);
  const yesNo = (v: boolean) => (
    <Badge variant="light" color={v ? 'teal' : 'gray'}>
      {intl.formatMessage(v ? m.yes : m.no)}
    </Badge>
  );
  const columns: ListColumn<Registration>[] = [
    { id: 'PlayerID', title: intl.formatMessage(m.regPlayer) },
    {
      id: 'CampaignName',
      title: intl.formatMessage(m.colCampaign),
      render: (r) => r.CampaignName ?? intl.formatMessage(m.noCampaign),
    },
    { id: 'Country', title: intl.formatMessage(m.regCountry) },
    {
      id: 'RegisteredAt',
      title: intl.formatMessage(m.regRegisteredAt),
      sortable: true,
      render: (r) => formatDateTime(r.RegisteredAt),
    },
    { id: 'FTD', title: intl.formatMessage(m.colFTD), render: (r) => yesNo(r.FTD) },
    { id: 'QFTD', title: intl.formatMessage(m.colQFTD), render: (r) => yesNo(r.QFTD) },
    {
      id: 'FirstDepositAt',
      title: intl.formatMessage(m.regFirstDepositAt),
      sortable: true,
      render: (r) => formatDateTime(r.FirstDepositAt),
    },
    {
      id: 'FirstDepositAmount',
      title: intl.formatMessage(m.regFirstDepositAmount),
      sortable: true,
      align: 'right',
      render: (r) => (r.FirstDepositAmount === null ? '—' : money(r.FirstDepositAmount)),
    },
  ];
  return (
    <ServerTable
      {...reportTableProps(intl)}
      label={intl.formatMessage(m.regLabel)}
      query={query}
      list={list}
      columns={columns}
      rowKey={(r) => r.ID}
    />
  );
}
