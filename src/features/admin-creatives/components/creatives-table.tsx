// The admin creatives list (issue 18): every creative with its state and its compliance check now,
// filtered (state, compliance, type, language, market, campaign type, words), sorted and paged on
// the server (adminListCreatives), the query kept in the URL. A name opens the creative's page.
import { Anchor, Badge, Button, Group } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useAdminListCreatives } from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import { adminListCreativesQueryParams, adminListCreativesQueryQMax } from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import {
  campaignTypeMessages,
  countryMessages,
  creativeMessages,
  kindMessages,
  languageMessages,
  statusMessages,
} from '@/components/creative/messages';
import { filterChoices, ListSearch, SelectFilter } from '@/components/data/list-filters';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { dateTimeColumn } from '@/components/data/table-cells';
import { Page } from '@/components/layout/page';
import { adminCreativePath, paths } from '@/config/paths';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { listMessages as m } from '../messages';
import { StatusBadge } from './status-badge';

export function CreativesTable() {
  const intl = useIntl();
  const { user } = useSession();
  const list = useListParams(adminListCreativesQueryParams);
  const { params } = list;
  const query = useAdminListCreatives(params, keepPage);

  const options = (messages: Record<string, MessageDescriptor>) => filterChoices(intl, m.all, messages);
  const filter = (
    name: 'status' | 'compliance' | 'kind' | 'language' | 'country' | 'campaignType',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <SelectFilter
      label={label}
      data={data}
      value={params[name]}
      onChange={(value) => list.set({ [name]: value })}
      style={{ flex: '1 1 150px' }}
    />
  );

  const columns: ListColumn<AdminCreative>[] = [
    {
      id: 'Name',
      title: intl.formatMessage(m.colName),
      sortable: true,
      render: (c) => (
        <Anchor component={Link} to={adminCreativePath(c.ID)} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {c.Name}
        </Anchor>
      ),
    },
    {
      id: 'Kind',
      title: intl.formatMessage(m.colKind),
      noWrap: true,
      render: (c) =>
        c.Image
          ? `${intl.formatMessage(kindMessages.banner)} ${intl.formatMessage(creativeMessages.size, { width: c.Image.Width, height: c.Image.Height })}`
          : intl.formatMessage(kindMessages[c.Kind]),
    },
    {
      id: 'Language',
      title: intl.formatMessage(m.colLanguage),
      render: (c) => intl.formatMessage(languageMessages[c.Language]),
    },
    {
      id: 'Country',
      title: intl.formatMessage(m.colMarket),
      noWrap: true,
      render: (c) =>
        intl.formatMessage(creativeMessages.market, {
          country: intl.formatMessage(countryMessages[c.Country]),
          currency: c.Currency,
        }),
    },
    { id: 'Status', title: intl.formatMessage(m.colStatus), sortable: true, render: (c) => <StatusBadge creative={c} /> },
    {
      id: 'Compliance',
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
    dateTimeColumn('UpdatedAt', intl.formatMessage(m.colUpdated), { sortable: true }),
  ];

  return (
    <Page
      title={m.title}
      intro={m.intro}
      header="toolbar"
      actions={
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
      }
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        {filter('status', intl.formatMessage(m.filterStatus), options(statusMessages))}
        {filter('compliance', intl.formatMessage(m.filterCompliance), options({ pass: m.passes, fail: m.fails }))}
        {filter('kind', intl.formatMessage(m.filterKind), options(kindMessages))}
        {filter('language', intl.formatMessage(m.filterLanguage), options(languageMessages))}
        {filter('country', intl.formatMessage(m.filterCountry), options(countryMessages))}
        {filter('campaignType', intl.formatMessage(m.filterCampaignType), options(campaignTypeMessages))}
        <ListSearch
          list={list}
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          maxLength={adminListCreativesQueryQMax}
          style={{ flex: '2 1 220px' }}
        />
      </Group>
      <ServerTable label={m.title} query={query} list={list} columns={columns} empty={m.empty} total={m.total} />
    </Page>
  );
}
