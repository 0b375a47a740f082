// The admin partners list: searched, filtered, sorted and paged on the server, the query kept in
// the URL (the list block). A partner's username opens their detail page. Amounts are sorted
// within one currency (issue 15.3): the balance and pending-commission columns can be sorted once
// a currency (or a country, which has one) is chosen, and say so until then; a URL asking for an
// amount sort without one shows the default order (the API would answer 400), and leaving the
// currency drops an amount sort.
import { useMemo } from 'react';
import { Anchor, Group, Select, Stack, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import { useAdminListPartners } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { AccountStatus } from '@/api/generated/model/accountStatus';
import { AdminListPartnersCurrency } from '@/api/generated/model/adminListPartnersCurrency';
import { AdminListPartnersSort } from '@/api/generated/model/adminListPartnersSort';
import { Country } from '@/api/generated/model/country';
import type { Partner } from '@/api/generated/model/partner';
import { adminListPartnersQueryParams, adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { SearchFilter } from '@/components/data/search-filter';
import { partnerPath } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { adminPartnersMessages as m } from '../messages';
import { FROM_PARTNER_LIST, useRememberPartnerList } from './list-return';
import { PartnerStatusBadge, statusLook } from './partner-status-badge';

/** The sorts that compare amounts, and so need one currency. */
const AMOUNT_SORTS: readonly string[] = [AdminListPartnersSort.Balance, AdminListPartnersSort.PendingCommission];

/** The list's columns (built once per language, not on every render). */
function partnerColumns(intl: IntlShape, countryNames: Intl.DisplayNames, amountSortAllowed: boolean): ListColumn<Partner>[] {
  return [
    { id: 'ID', title: intl.formatMessage(m.colId), sortable: true },
    {
      id: 'Username',
      title: intl.formatMessage(m.colUser),
      sortable: true,
      render: (r) => (
        <Anchor component={Link} to={partnerPath(r.ID)} state={FROM_PARTNER_LIST}>
          {r.Username}
        </Anchor>
      ),
    },
    { id: 'name', title: intl.formatMessage(m.colName), render: (r) => `${r.FirstName} ${r.LastName}` },
    { id: 'Email', title: intl.formatMessage(m.colEmail), visibleFrom: 'xl' },
    { id: 'Country', title: intl.formatMessage(m.colCountry), render: (r) => countryNames.of(r.Country) ?? r.Country },
    { id: 'Status', title: intl.formatMessage(m.colStatus), noWrap: true, render: (r) => <PartnerStatusBadge status={r.Status} /> },
    {
      id: 'Balance',
      title: intl.formatMessage(m.colBalance),
      sortable: amountSortAllowed,
      align: 'right',
      render: (r) => formatMoney(r.Balance, intl.locale, r.Currency),
    },
    {
      id: 'PendingCommission',
      title: intl.formatMessage(m.colPending),
      sortable: amountSortAllowed,
      align: 'right',
      visibleFrom: 'lg',
      render: (r) => formatMoney(r.PendingCommission, intl.locale, r.Currency),
    },
    { id: 'CreatedAt', title: intl.formatMessage(m.colCreated), sortable: true, noWrap: true, render: (r) => formatDate(r.CreatedAt) },
  ];
}

export function PartnersTable() {
  const intl = useIntl();
  const list = useListParams(adminListPartnersQueryParams);
  useRememberPartnerList();
  const amountSortAllowed = list.params.country !== undefined || list.params.currency !== undefined;
  const params =
    amountSortAllowed || !AMOUNT_SORTS.includes(list.params.sort)
      ? list.params
      : { ...list.params, sort: AdminListPartnersSort.CreatedAt, order: 'desc' as const };
  const query = useAdminListPartners(params, keepPage);
  const any = intl.formatMessage(m.any);
  const countryNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'region' }), [intl.locale]);
  const currencyNames = useMemo(() => new Intl.DisplayNames([intl.locale], { type: 'currency' }), [intl.locale]);
  const columns = useMemo(() => partnerColumns(intl, countryNames, amountSortAllowed), [intl, countryNames, amountSortAllowed]);
  /** A filter change that leaves no currency also leaves an amount sort (the API would refuse it). */
  const setFilter = (patch: { country?: string; currency?: string }) => {
    const next = { country: params.country, currency: params.currency, ...patch };
    const dropsSort = !next.country && !next.currency && AMOUNT_SORTS.includes(params.sort);
    list.set({ ...patch, ...(dropsSort ? { sort: undefined, order: undefined } : {}) });
  };
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SearchFilter
          label={intl.formatMessage(m.search)}
          value={params.q}
          onSearch={(q) => list.set({ q })}
          maxLength={adminListPartnersQueryQMax}
          style={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <Select
          label={intl.formatMessage(m.status)}
          data={[
            { value: '', label: any },
            ...Object.values(AccountStatus).map((s) => ({ value: s, label: intl.formatMessage(statusLook[s].label) })),
          ]}
          value={params.status ?? ''}
          onChange={(v) => list.set({ status: v })}
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
      <ServerTable
        label={intl.formatMessage(m.title)}
        query={query}
        list={{ ...list, sort: params.sort, order: params.order }}
        columns={columns}
        rowKey={(r) => r.ID}
        empty={intl.formatMessage(m.empty)}
        above={(data) => (
          <Text size="sm" c="dimmed" mb="sm" data-testid="partners-total">
            {intl.formatMessage(m.total, { count: data.total })}
          </Text>
        )}
      />
    </Stack>
  );
}
