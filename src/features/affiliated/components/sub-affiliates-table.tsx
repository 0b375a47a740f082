// The partner's sub-affiliates: searched, paged and sorted on the server, with their figures.
import { useState } from 'react';
import { Badge, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useGetSubAffiliates } from '@/api/generated/endpoints/affiliated/affiliated';
import type { AccountStatus } from '@/api/generated/model/accountStatus';
import type { GetSubAffiliatesSort } from '@/api/generated/model/getSubAffiliatesSort';
import type { SubAffiliate } from '@/api/generated/model/subAffiliate';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { formatDate } from '@/lib/dates';
import { getSubAffiliatesQueryQMax } from '@/api/generated/zod/affiliated/affiliated.zod';
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
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [sort, setSort] = useState<DataTableSortStatus<SubAffiliate>>({ columnAccessor: 'CreatedAt', direction: 'desc' });
  const query = useGetSubAffiliates(
    { q: q || undefined, page, pageSize: PAGE_SIZE, sort: sort.columnAccessor as GetSubAffiliatesSort, order: sort.direction },
    { query: { placeholderData: keepPreviousData } },
  );
  const number = (n: number) => intl.formatNumber(n);
  return (
    <Stack gap="sm">
      <TextInput
        label={intl.formatMessage(m.search)}
        value={text}
        maxLength={getSubAffiliatesQueryQMax}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      <QueryState query={query} isEmpty={(d) => d.total === 0 && !q} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <DataTable<SubAffiliate>
            {...tableTexts(intl)}
            aria-label={intl.formatMessage(m.listTitle)}
            withTableBorder
            borderRadius="sm"
            minHeight={data.items.length ? undefined : 150}
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
            noRecordsText={intl.formatMessage(m.empty)}
            columns={[
              { accessor: 'Username', title: intl.formatMessage(m.colUser), sortable: true },
              { accessor: 'name', title: intl.formatMessage(m.colName), noWrap: true, render: (r) => `${r.FirstName} ${r.LastName}` },
              {
                accessor: 'Status',
                title: intl.formatMessage(m.colStatus),
                noWrap: true,
                width: 130,
                render: (r) => (
                  <Badge variant="light" color={statusLook[r.Status].color}>
                    {intl.formatMessage(statusLook[r.Status].label)}
                  </Badge>
                ),
              },
              { accessor: 'CreatedAt', title: intl.formatMessage(m.colSince), sortable: true, render: (r) => formatDate(r.CreatedAt) },
              {
                accessor: 'Registrations',
                title: intl.formatMessage(m.colRegistrations),
                textAlign: 'right',
                render: (r) => number(r.Registrations),
              },
              { accessor: 'FTD', title: intl.formatMessage(m.colFtd), sortable: true, textAlign: 'right', render: (r) => number(r.FTD) },
              { accessor: 'QFTD', title: intl.formatMessage(m.colQftd), sortable: true, textAlign: 'right', render: (r) => number(r.QFTD) },
              {
                accessor: 'Commission',
                title: intl.formatMessage(m.colCommission),
                sortable: true,
                textAlign: 'right',
                render: (r) => money(r.Commission),
              },
            ]}
          />
        )}
      </QueryState>
    </Stack>
  );
}
