// The admin businesses list: approval filter and free-text search, paged and sorted on the server
// (adminListBusinesses), the query kept in the URL. "Details" opens the business-manage modal,
// which is keyed by the partner (`affiliateId`, spec §2).
import { useEffect, useRef, useState } from 'react';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, useMatches } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAdminListBusinesses } from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import type { Business } from '@/api/generated/model/business';
import { adminListBusinessesQueryQMax } from '@/api/generated/zod/admin-businesses/admin-businesses.zod';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { withModal } from '@/config/paths';
import { formatCnpj } from '@/lib/br-documents';
import { formatDateTime } from '@/lib/dates';
import { businessMessages as m } from '../messages';
import { ApprovalBadge, approvalLooks } from './approval-badge';
import { PAGE_SIZE, useBusinessListParams } from './use-list-params';

export function BusinessesList() {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const { params, update } = useBusinessListParams();
  const [text, setText] = useState(params.q ?? '');
  // The debounced call runs after later renders: it must use the latest update (the router's
  // setter closes over the search params of its render, and would drop a modal opened since).
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const pushQuery = useDebouncedCallback((value: string) => latestUpdate.current({ q: value.trim() }), 350);
  const query = useAdminListBusinesses(params, { query: { placeholderData: keepPreviousData } });
  // On a phone the four options take the row's width at a smaller size: at the default size the
  // pt-br labels made the page scroll sideways at 375 px (issue 15.7).
  const narrow = useMatches({ base: true, sm: false });

  const approvalOptions = [
    { value: '', label: intl.formatMessage(m.filterAll) },
    ...Object.entries(approvalLooks).map(([value, look]) => ({ value, label: intl.formatMessage(look.label) })),
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <Stack gap={4} style={narrow ? { flex: '1 1 100%', minWidth: 0 } : undefined}>
          <Text size="sm" fw={500} id="business-approval-filter">
            {intl.formatMessage(m.filterApproval)}
          </Text>
          <SegmentedControl
            aria-labelledby="business-approval-filter"
            size={narrow ? 'xs' : 'sm'}
            fullWidth={narrow}
            data={approvalOptions}
            value={params.approval ?? ''}
            onChange={(value) => update({ approval: value })}
          />
        </Stack>
        <TextInput
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          type="search"
          maxLength={adminListBusinessesQueryQMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushQuery(e.currentTarget.value);
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <DataTable<Business>
              {...tableTexts(intl)}
              aria-label={intl.formatMessage(m.title)}
              withTableBorder
              borderRadius="sm"
              minHeight={160}
              records={data.items}
              idAccessor="ID"
              fetching={query.isFetching}
              totalRecords={data.total}
              recordsPerPage={PAGE_SIZE}
              page={params.page ?? 1}
              onPageChange={(page) => update({ page })}
              sortStatus={{ columnAccessor: params.sort ?? 'CreatedAt', direction: params.order ?? 'desc' }}
              onSortStatusChange={(next) => update({ sort: String(next.columnAccessor), order: next.direction })}
              columns={[
                { accessor: 'CNPJ', title: intl.formatMessage(m.colCnpj), sortable: true, noWrap: true, render: (b) => formatCnpj(b.CNPJ) },
                { accessor: 'Name', title: intl.formatMessage(m.colName), sortable: true, ellipsis: true, width: 240 },
                { accessor: 'partner', title: intl.formatMessage(m.colPartner), render: (b) => b.Affiliate.Username },
                {
                  accessor: 'CreatedAt',
                  title: intl.formatMessage(m.colCreated),
                  sortable: true,
                  noWrap: true,
                  render: (b) => formatDateTime(b.CreatedAt),
                },
                {
                  accessor: 'ApprovalStatus',
                  title: intl.formatMessage(m.colStatus),
                  render: (b) => <ApprovalBadge status={b.ApprovalStatus} />,
                },
                {
                  accessor: 'actions',
                  title: intl.formatMessage(m.colActions),
                  render: (b) => (
                    <Button
                      size="compact-xs"
                      variant="light"
                      aria-label={intl.formatMessage(m.openLabel, { name: b.Name })}
                      onClick={() => setSearch((p) => withModal(p, 'business-manage', { affiliateId: b.AffiliateID }))}
                    >
                      {intl.formatMessage(m.open)}
                    </Button>
                  ),
                },
              ]}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
