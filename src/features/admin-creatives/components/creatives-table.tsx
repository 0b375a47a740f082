// The admin creatives list (issue 18): every creative with its state and its compliance check now,
// filtered (state, compliance, type, language, market, campaign type, words), sorted and paged on
// the server (adminListCreatives), the query kept in the URL. A name opens the creative's page.
import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAdminListCreatives } from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import { adminListCreativesQueryQMax } from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import {
  campaignTypeMessages,
  countryMessages,
  creativeMessages,
  kindMessages,
  languageMessages,
  statusMessages,
} from '@/components/creative/messages';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { adminCreativePath, paths } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { listMessages as m } from '../messages';
import { PAGE_SIZE, useCreativeListParams } from './use-list-params';

type Options = Record<string, { id: string; defaultMessage: string }>;
export const STATUS_COLOR = { draft: 'gray', published: 'teal', retired: 'dark' } as const;

export function StatusBadge({ creative }: { creative: Pick<AdminCreative, 'Status' | 'Override'> }) {
  const intl = useIntl();
  return (
    <Group gap={4}>
      <Badge color={STATUS_COLOR[creative.Status]} variant="light">
        {intl.formatMessage(statusMessages[creative.Status])}
      </Badge>
      {creative.Override && (
        <Badge color="orange" variant="light">
          {intl.formatMessage(m.override)}
        </Badge>
      )}
    </Group>
  );
}

export function CreativesTable() {
  const intl = useIntl();
  const { user } = useSession();
  const { params, filters, q, update } = useCreativeListParams();
  const [text, setText] = useState(q);
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const pushQuery = useDebouncedCallback((value: string) => latestUpdate.current({ q: value.trim() }), 350);
  const query = useAdminListCreatives(params, { query: { placeholderData: keepPreviousData } });

  const options = (messages: Options) => [
    { value: '', label: intl.formatMessage(m.all) },
    ...Object.entries(messages).map(([value, label]) => ({ value, label: intl.formatMessage(label) })),
  ];
  const filter = (name: keyof typeof filters, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={data}
      value={filters[name] ?? ''}
      onChange={(value) => update({ [name]: value })}
      allowDeselect={false}
      style={{ flex: '1 1 150px' }}
    />
  );

  return (
    <Stack component="section">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 320px' }}>
          <Title order={1} size="h2">
            {intl.formatMessage(m.title)}
          </Title>
          <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={paths.creatives.rules} size="sm">
            {intl.formatMessage(m.rules)}
          </Anchor>
          {can(user, 'admin:creatives:update') && (
            <Button component={Link} to={paths.creatives.adminNew}>
              {intl.formatMessage(m.create)}
            </Button>
          )}
        </Group>
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        {filter('status', intl.formatMessage(m.filterStatus), options(statusMessages))}
        {filter('compliance', intl.formatMessage(m.filterCompliance), options({ pass: m.passes, fail: m.fails }))}
        {filter('kind', intl.formatMessage(m.filterKind), options(kindMessages))}
        {filter('language', intl.formatMessage(m.filterLanguage), options(languageMessages))}
        {filter('country', intl.formatMessage(m.filterCountry), options(countryMessages))}
        {filter('campaignType', intl.formatMessage(m.filterCampaignType), options(campaignTypeMessages))}
        <TextInput
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          type="search"
          maxLength={adminListCreativesQueryQMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushQuery(e.currentTarget.value);
          }}
          style={{ flex: '2 1 220px' }}
        />
      </Group>
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <DataTable<AdminCreative>
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
              sortStatus={{ columnAccessor: params.sort ?? 'UpdatedAt', direction: params.order ?? 'desc' }}
              onSortStatusChange={(next) => update({ sort: String(next.columnAccessor), order: next.direction })}
              columns={[
                {
                  accessor: 'Name',
                  title: intl.formatMessage(m.colName),
                  sortable: true,
                  render: (c) => (
                    <Anchor component={Link} to={adminCreativePath(c.ID)} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {c.Name}
                    </Anchor>
                  ),
                },
                {
                  accessor: 'Kind',
                  title: intl.formatMessage(m.colKind),
                  noWrap: true,
                  render: (c) =>
                    c.Image
                      ? `${intl.formatMessage(kindMessages.banner)} ${intl.formatMessage(creativeMessages.size, { width: c.Image.Width, height: c.Image.Height })}`
                      : intl.formatMessage(kindMessages[c.Kind]),
                },
                {
                  accessor: 'Language',
                  title: intl.formatMessage(m.colLanguage),
                  render: (c) => intl.formatMessage(languageMessages[c.Language]),
                },
                {
                  accessor: 'Country',
                  title: intl.formatMessage(m.colMarket),
                  noWrap: true,
                  render: (c) =>
                    intl.formatMessage(creativeMessages.market, {
                      country: intl.formatMessage(countryMessages[c.Country]),
                      currency: c.Currency,
                    }),
                },
                { accessor: 'Status', title: intl.formatMessage(m.colStatus), sortable: true, render: (c) => <StatusBadge creative={c} /> },
                {
                  accessor: 'Compliance',
                  title: intl.formatMessage(m.colCompliance),
                  render: (c) => (
                    <Badge color={c.Compliance.passed ? 'teal' : 'red'} variant="light">
                      {c.Compliance.passed
                        ? intl.formatMessage(m.passes)
                        : intl.formatMessage(creativeMessages.failed, {
                            count: c.Compliance.items.filter((i) => i.outcome === 'fail').length,
                          })}
                    </Badge>
                  ),
                },
                {
                  accessor: 'UpdatedAt',
                  title: intl.formatMessage(m.colUpdated),
                  sortable: true,
                  noWrap: true,
                  render: (c) => formatDateTime(c.UpdatedAt),
                },
              ]}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
