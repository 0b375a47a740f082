// The partner's sub-affiliates: searched, paged and sorted on the server, with their figures; the
// query in the URL (the list block).
import { Badge, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetSubAffiliates } from '@/api/generated/endpoints/affiliated/affiliated';
import type { AccountStatus } from '@/api/generated/model/accountStatus';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import { getSubAffiliatesQueryParams, getSubAffiliatesQueryQMax } from '@/api/generated/zod/affiliated/affiliated.zod';
import { useListParams } from '@/components/data/list-params';
import { useMoney } from '@/components/data/money';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { SearchFilter } from '@/components/data/search-filter';
import { formatDate } from '@/lib/dates';
import { affiliatedMessages as m } from '../messages';

const PAGE_SIZE = 10;
const statusLook: Record<AccountStatus, { color: string; label: (typeof m)[keyof typeof m] }> = {
  active: { color: 'teal', label: m.statusActive },
  under_review: { color: 'yellow', label: m.statusUnderReview },
  not_approved: { color: 'gray', label: m.statusNotApproved },
  banned: { color: 'red', label: m.statusBanned },
};

export function SubAffiliatesTable() {
  const intl = useIntl();
  const money = useMoney();
  const list = useListParams(getSubAffiliatesQueryParams, { pageSizes: [PAGE_SIZE] });
  const query = useGetSubAffiliates(list.params, keepPage);
  const number = (n: number) => intl.formatNumber(n);
  const columns: ListColumn<SubAffiliate>[] = [
    { id: 'Username', title: intl.formatMessage(m.colUser), sortable: true },
    { id: 'name', title: intl.formatMessage(m.colName), noWrap: true, render: (r) => `${r.FirstName} ${r.LastName}` },
    {
      id: 'Status',
      title: intl.formatMessage(m.colStatus),
      noWrap: true,
      width: 130,
      render: (r) => (
        <Badge variant="light" color={statusLook[r.Status].color}>
          {intl.formatMessage(statusLook[r.Status].label)}
        </Badge>
      ),
    },
    { id: 'CreatedAt', title: intl.formatMessage(m.colSince), sortable: true, render: (r) => formatDate(r.CreatedAt) },
    { id: 'Registrations', title: intl.formatMessage(m.colRegistrations), align: 'right', render: (r) => number(r.Registrations) },
    { id: 'FTD', title: intl.formatMessage(m.colFtd), sortable: true, align: 'right', render: (r) => number(r.FTD) },
    { id: 'QFTD', title: intl.formatMessage(m.colQftd), sortable: true, align: 'right', render: (r) => number(r.QFTD) },
    { id: 'Commission', title: intl.formatMessage(m.colCommission), sortable: true, align: 'right', render: (r) => money(r.Commission) },
  ];
  return (
    <Stack gap="sm">
      <SearchFilter
        label={intl.formatMessage(m.search)}
        type="text"
        value={list.params.q}
        onSearch={(q) => list.set({ q })}
        maxLength={getSubAffiliatesQueryQMax}
        style={{ maxWidth: 360 }}
      />
      <ServerTable label={m.listTitle} query={query} list={list} columns={columns} empty={m.empty} />
    </Stack>
  );
}
