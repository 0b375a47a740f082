// The queue of the partners' LGPD requests (adminListPrivacyRequests): status, kind and
// overdue filters, paged and sorted on the server through the list block (the nearest deadline
// first by default), the query in the URL. An overdue request's row is tinted and its Due cell
// says "Overdue" with an icon and by how many days. The request's link opens its dialog
// (?modal=privacy-request), which shows the reply form to those who may answer.
import { Anchor, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useAdminListPrivacyRequests } from '@/api/generated/endpoints/admin-lgpd/admin-lgpd';
import type { PrivacyRequest } from '@/api/generated/model/privacyRequest';
import { adminListPrivacyRequestsQueryParams } from '@/api/generated/zod/admin-lgpd/admin-lgpd.zod';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { withModal } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { adminLgpdMessages as m } from '../messages';
import { DueText, STATUS, StatusBadge, typeText } from './request-bits';
import classes from './requests-table.module.css';

export function RequestsTable() {
  const intl = useIntl();
  const [search] = useSearchParams();
  // The list hook parses the contract's enums and numbers; `overdue` (a boolean) is read here.
  const list = useListParams(adminListPrivacyRequestsQueryParams, { omit: ['overdue'] });
  const overdueOnly = search.get('overdue') === 'true';
  const query = useAdminListPrivacyRequests({ ...list.params, ...(overdueOnly ? { overdue: true } : {}) }, keepPage);
  const { params } = list;

  // Three columns on a phone (request with its link, due, status), the received date from md up.
  const columns: ListColumn<PrivacyRequest>[] = [
    {
      id: 'ID',
      title: intl.formatMessage(m.colRequest),
      sortable: true,
      render: (r) => (
        <Stack gap={0} align="flex-start">
          <Anchor
            component={Link}
            to={{ search: withModal(search, 'privacy-request', { privacyRequestId: r.ID }).toString() }}
            size="sm"
            fw={600}
          >
            {`#${r.ID} · ${typeText(intl, r)}`}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.Username} · {intl.formatMessage(m.partnerId, { id: r.AffiliateID })}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'CreatedAt',
      title: intl.formatMessage(m.colReceived),
      sortable: true,
      noWrap: true,
      visibleFrom: 'md',
      render: (r) => formatDate(r.CreatedAt),
    },
    { id: 'DueAt', title: intl.formatMessage(m.colDue), sortable: true, render: (r) => <DueText request={r} /> },
    { id: 'Status', title: intl.formatMessage(m.colStatus), sortable: true, render: (r) => <StatusBadge status={r.Status} /> },
  ];

  const all = { value: '', label: intl.formatMessage(m.all) };
  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={intl.formatMessage(m.filterStatus)}
          value={params.status ?? ''}
          onChange={(e) => list.set({ status: e.currentTarget.value || undefined })}
          data={[
            all,
            ...(Object.keys(STATUS) as Array<keyof typeof STATUS>).map((s) => ({ value: s, label: intl.formatMessage(STATUS[s][0]) })),
          ]}
          style={{ flex: '1 1 160px' }}
        />
        <NativeSelect
          label={intl.formatMessage(m.filterType)}
          value={params.type ?? ''}
          onChange={(e) => list.set({ type: e.currentTarget.value || undefined })}
          data={[
            all,
            { value: 'correction', label: intl.formatMessage(m.typeCorrection) },
            { value: 'deletion', label: intl.formatMessage(m.typeDeletion) },
          ]}
          style={{ flex: '1 1 160px' }}
        />
        <Checkbox
          label={intl.formatMessage(m.filterOverdue)}
          checked={overdueOnly}
          onChange={(e) => list.set({ overdue: e.currentTarget.checked ? 'true' : undefined })}
          mb={8}
        />
      </Group>
      <div className={classes.queue}>
        <ServerTable
          label={m.title}
          query={query}
          list={list}
          columns={columns}
          empty={m.empty}
          rowProps={(r) => ({ 'data-overdue': r.Overdue ? 'true' : undefined })}
          total={m.total}
        />
      </div>
    </Stack>
  );
}
