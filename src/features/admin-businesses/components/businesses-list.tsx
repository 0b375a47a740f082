// The admin businesses list: approval filter and free-text search, paged and sorted on the server
// (adminListBusinesses) through the list block, the query kept in the URL. "Details" opens the business-manage modal,
// which is keyed by the partner (`affiliateId`, spec §2).
import { Group, Stack, useMatches } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAdminListBusinesses } from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import type { Business } from '@/api/generated/model/business';
import { adminListBusinessesQueryParams, adminListBusinessesQueryQMax } from '@/api/generated/zod/admin-businesses/admin-businesses.zod';
import { filterChoices, ListSearch, SegmentedFilter } from '@/components/data/list-filters';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { dateTimeColumn, RowButton } from '@/components/data/table-cells';
import { withModal } from '@/config/paths';
import { formatCnpj } from '@/lib/br-documents';
import { businessMessages as m } from '../messages';
import { ApprovalBadge, approvalLooks } from './approval-badge';

export function BusinessesList() {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const list = useListParams(adminListBusinessesQueryParams);
  const { params } = list;
  const query = useAdminListBusinesses(params, keepPage);
  const columns: ListColumn<Business>[] = [
    { id: 'CNPJ', title: intl.formatMessage(m.colCnpj), sortable: true, noWrap: true, render: (b) => formatCnpj(b.CNPJ) },
    { id: 'Name', title: intl.formatMessage(m.colName), sortable: true, ellipsis: true, width: 240 },
    { id: 'partner', title: intl.formatMessage(m.colPartner), render: (b) => b.Affiliate.Username },
    dateTimeColumn('CreatedAt', intl.formatMessage(m.colCreated), { sortable: true }),
    { id: 'ApprovalStatus', title: intl.formatMessage(m.colStatus), render: (b) => <ApprovalBadge status={b.ApprovalStatus} /> },
    {
      id: 'actions',
      title: intl.formatMessage(m.colActions),
      render: (b) => (
        <RowButton
          aria-label={intl.formatMessage(m.openLabel, { name: b.Name })}
          onClick={() => setSearch((p) => withModal(p, 'business-manage', { affiliateId: b.AffiliateID }))}
        >
          {intl.formatMessage(m.open)}
        </RowButton>
      ),
    },
  ];
  // On a phone the four options take the row's width at a smaller size: at the default size the
  // pt-br labels made the page scroll sideways at 375 px (issue 15.7).
  const narrow = useMatches({ base: true, sm: false });

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <SegmentedFilter
          id="business-approval-filter"
          label={intl.formatMessage(m.filterApproval)}
          wrapperStyle={narrow ? { flex: '1 1 100%', minWidth: 0 } : undefined}
          size={narrow ? 'xs' : 'sm'}
          fullWidth={narrow}
          data={filterChoices(intl, m.filterAll, approvalLooks)}
          value={params.approval ?? ''}
          onChange={(value) => list.set({ approval: value })}
        />
        <ListSearch
          list={list}
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          maxLength={adminListBusinessesQueryQMax}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <ServerTable label={m.title} query={query} list={list} columns={columns} empty={m.empty} total={m.total} />
    </Stack>
  );
}
