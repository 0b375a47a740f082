// The admin partners list: searched, filtered, sorted and paged on the server, the query kept in
// the URL. A partner's username opens their detail page. Amounts are sorted within one currency:
// the balance and pending-commission columns can be sorted once a currency (or a country) is
// chosen, and say so until then; leaving the currency drops an amount sort.
import { useEffect, useMemo, useState } from 'react';
import { Anchor, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useCallbackRef, useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useAdminListPartners } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { AccountStatus } from '@/api/generated/model/accountStatus';
import { AdminListPartnersCurrency } from '@/api/generated/model/adminListPartnersCurrency';
import type { AdminListPartnersSort } from '@/api/generated/model/adminListPartnersSort';
import { Country } from '@/api/generated/model/country';
import type { Partner } from '@/api/generated/model/partner';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { partnerPath } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { adminPartnersMessages as m } from '../messages';
import { FROM_PARTNER_LIST, useRememberPartnerList } from './list-return';
import { PartnerStatusBadge, statusLook } from './partner-status-badge';
import { AMOUNT_SORTS, PAGE_SIZE, usePartnerListParams } from './use-partner-list-params';

/** The list's columns (built once per language, not on every render). */
function partnerColumns(intl: IntlShape, countryNames: Intl.DisplayNames, amountSortAllowed: boolean): DataTableColumn<Partner>[] {
  return [
    { accessor: 'ID', title: intl.formatMessage(m.colId), sortable: true },
    {
      accessor: 'Username',
      title: intl.formatMessage(m.colUser),
      sortable: true,
      render: (r) => (
        <Anchor component={Link} to={partnerPath(r.ID)} state={FROM_PARTNER_LIST}>
          {r.Username}
        </Anchor>
      ),
    },
    { accessor: 'name', title: intl.formatMessage(m.colName), render: (r) => `${r.FirstName} ${r.LastName}` },
    { accessor: 'Email', title: intl.formatMessage(m.colEmail), visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.xl})` },
    { accessor: 'Country', title: intl.formatMessage(m.colCountry), render: (r) => countryNames.of(r.Country) ?? r.Country },
    { accessor: 'Status', title: intl.formatMessage(m.colStatus), noWrap: true, render: (r) => <PartnerStatusBadge status={r.Status} /> },
    {
      accessor: 'Balance',
      title: intl.formatMessage(m.colBalance),
      sortable: amountSortAllowed,
      textAlign: 'right',
      render: (r) => formatMoney(r.Balance, intl.locale, r.Currency),
    },
    {
      accessor: 'PendingCommission',
      title: intl.formatMessage(m.colPending),
      sortable: amountSortAllowed,
      textAlign: 'right',
      visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
      render: (r) => formatMoney(r.PendingCommission, intl.locale, r.Currency),
    },
    {
      accessor: 'CreatedAt',
      title: intl.formatMessage(m.colCreated),
      sortable: true,
      noWrap: true,
      render: (r) => formatDate(r.CreatedAt),
    },
  ];
}

export function PartnersTable() {
  const intl = useIntl();
  const { params, amountSortAllowed, set } = usePartnerListParams();
  useRememberPartnerList();
  const [text, setText] = useState(params.q ?? '');
  const [debounced] = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if ((params.q ?? '') !== debounced) set({ q: debounced, page: 1 });
    // Only the typed text drives this; the URL is written from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  const query = useAdminListPartners(params, { query: { placeholderData: keepPreviousData } });
  const any = intl.formatMessage(m.any);
  const countryNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale]);
  const onPageChange = useCallbackRef((page: number) => set({ page }));
  const onSortStatusChange = useCallbackRef((next: DataTableSortStatus<Partner>) =>
    set({ sort: next.columnAccessor as AdminListPartnersSort, order: next.direction, page: 1 }),
  );
  const currencyNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'currency' }), [intl.locale]);
  const columns = useMemo(
    (): DataTableColumn<Partner>[] => partnerColumns(intl, countryNames, amountSortAllowed),
    [intl, countryNames, amountSortAllowed],
  );
  /** A filter change that leaves no currency also leaves an amount sort (the API would refuse it). */
  const setFilter = (patch: { country?: string; currency?: string }) => {
    const next = { country: params.country, currency: params.currency, ...patch };
    const dropsSort = !next.country && !next.currency && AMOUNT_SORTS.includes(params.sort);
    set({ ...patch, page: 1, ...(dropsSort ? { sort: undefined, order: undefined } : {}) });
  };
  const { data: listData, isFetching } = query;
  // The same element while the rows, page, order and state are the same: a click re-renders the
  // table once (the navigation), not again when the query's observer settles (issue 7, list timings).
  const table = useMemo(
    () =>
      listData && (
        <DataTable<Partner>
          {...tableTexts(intl)}
          aria-label={intl.formatMessage(m.title)}
          withTableBorder
          borderRadius="sm"
          minHeight={listData.items.length ? undefined : 150}
          records={listData.items}
          idAccessor="ID"
          fetching={isFetching}
          totalRecords={listData.total}
          recordsPerPage={PAGE_SIZE}
          page={params.page}
          onPageChange={onPageChange}
          sortStatus={{ columnAccessor: params.sort, direction: params.order }}
          onSortStatusChange={onSortStatusChange}
          noRecordsText={intl.formatMessage(m.empty)}
          columns={columns}
        />
      ),
    [listData, isFetching, params.page, params.sort, params.order, intl, columns, onPageChange, onSortStatusChange],
  );
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.search)}
          type="search"
          value={text}
          maxLength={adminListPartnersQueryQMax}
          onChange={(e) => setText(e.currentTarget.value)}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Select
          label={intl.formatMessage(m.status)}
          data={[
            { value: '', label: any },
            ...Object.values(AccountStatus).map((s) => ({ value: s, label: intl.formatMessage(statusLook[s].label) })),
          ]}
          value={params.status ?? ''}
          onChange={(v) => set({ status: v ?? undefined, page: 1 })}
          allowDeselect={false}
          style={{ width: 180 }}
        />
        <Select
          label={intl.formatMessage(m.country)}
          data={[{ value: '', label: any }, ...Object.values(Country).map((c) => ({ value: c, label: countryNames.of(c) ?? c }))]}
          value={params.country ?? ''}
          onChange={(v) => setFilter({ country: v ?? undefined })}
          allowDeselect={false}
          style={{ width: 180 }}
        />
        <Select
          label={intl.formatMessage(m.currency)}
          data={[
            { value: '', label: any },
            ...Object.values(AdminListPartnersCurrency).map((c) => ({ value: c, label: `${c} · ${currencyNames.of(c) ?? c}` })),
          ]}
          value={params.currency ?? ''}
          onChange={(v) => setFilter({ currency: v ?? undefined })}
          allowDeselect={false}
          style={{ width: 220 }}
        />
      </Group>
      {!amountSortAllowed && (
        <Text size="xs" c="dimmed" data-testid="amount-sort-hint">
          {intl.formatMessage(m.amountSortHint)}
        </Text>
      )}
      <QueryState query={query}>
        {(data) => (
          <>
            <Text size="sm" c="dimmed" data-testid="partners-total">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            {table}
          </>
        )}
      </QueryState>
    </Stack>
  );
}
