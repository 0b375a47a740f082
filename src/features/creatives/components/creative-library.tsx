// The creatives library (issue 18): published creatives filtered (type, language, market, campaign
// type, banner size, words), sorted and paged on the server (getCreatives), the query kept in the
// URL. Each card shows the banner scaled down (or the text) and opens the creative-copy modal,
// where it is previewed at real size and copied for a campaign.
import { useEffect, useRef, useState } from 'react';
import { Anchor, Badge, Button, Group, Pagination, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useGetCreatives } from '@/api/generated/endpoints/creatives/creatives';
import { BannerSize } from '@/api/generated/model/bannerSize';
import type { LibraryCreative } from '@/api/generated/model/libraryCreative';
import { getCreativesQueryQMax } from '@/api/generated/zod/creatives/creatives.zod';
import { CreativeBanner } from '@/components/creative/creative-banner';
import {
  bannerSizeMessages,
  campaignTypeMessages,
  countryMessages,
  creativeMessages,
  kindMessages,
  languageMessages,
} from '@/components/creative/messages';
import { filterChoices, SelectFilter } from '@/components/data/list-filters';
import { QueryState } from '@/components/data/query-state';
import { pageControlLabels } from '@/components/data/table-texts';
import { Page } from '@/components/layout/page';
import { paths, withModal } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { libraryMessages as m } from '../messages';
import { PAGE_SIZE, useLibraryParams, type LibrarySort } from './use-library-params';

function CreativeCard({ creative }: { creative: LibraryCreative }) {
  const intl = useIntl();
  const [, setSearch] = useSearchParams();
  const size = creative.Size;
  return (
    <Paper withBorder p="md" component="article" data-testid="creative-card" miw={0}>
      <Stack gap="xs" h="100%">
        {creative.Kind === 'banner' && creative.Width && creative.Height ? (
          <CreativeBanner creativeId={creative.ID} width={creative.Width} height={creative.Height} alt={creative.Text} maxHeight={150} />
        ) : (
          <Text
            size="sm"
            lineClamp={5}
            p="sm"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere', minHeight: 150 }}
          >
            {creative.Text}
          </Text>
        )}
        <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
          {creative.Name}
        </Title>
        <Group gap={4}>
          <Badge variant="light">{intl.formatMessage(kindMessages[creative.Kind])}</Badge>
          {size && (
            <Badge variant="light" color="gray">
              {intl.formatMessage(m.sizeLabel, {
                name: intl.formatMessage(bannerSizeMessages[size]),
                size: intl.formatMessage(creativeMessages.size, { width: creative.Width, height: creative.Height }),
              })}
            </Badge>
          )}
          <Badge variant="light" color="grape">
            {intl.formatMessage(languageMessages[creative.Language])}
          </Badge>
          <Badge variant="light" color="teal">
            {intl.formatMessage(creativeMessages.market, {
              country: intl.formatMessage(countryMessages[creative.Country]),
              currency: creative.Currency,
            })}
          </Badge>
          <Badge variant="light" color="orange">
            {intl.formatMessage(campaignTypeMessages[creative.CampaignType])}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed" mt="auto">
          {intl.formatMessage(m.published, { date: formatDate(creative.PublishedAt) })}
        </Text>
        <Button
          variant="light"
          onClick={() => setSearch((p) => withModal(p, 'creative-copy', { creativeId: creative.ID }))}
          aria-label={intl.formatMessage(m.useLabel, { name: creative.Name })}
        >
          {intl.formatMessage(m.use)}
        </Button>
      </Stack>
    </Paper>
  );
}

export function CreativeLibrary() {
  const intl = useIntl();
  const { params, filters, q, sortKey, filtered, update } = useLibraryParams();
  const [text, setText] = useState(q);
  // The debounced call runs after later renders: it must use the latest update (see businesses-list).
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const pushQuery = useDebouncedCallback((value: string) => latestUpdate.current({ q: value.trim() }), 350);
  const query = useGetCreatives(params, { query: { placeholderData: keepPreviousData } });

  const options = (messages: Record<string, MessageDescriptor>) => filterChoices(intl, m.any, messages);
  const sizes = [
    { value: '', label: intl.formatMessage(m.any) },
    ...Object.values(BannerSize).map((value) => {
      const [width, height] = value.split('x');
      return {
        value,
        label: intl.formatMessage(m.sizeLabel, {
          name: intl.formatMessage(bannerSizeMessages[value]),
          size: intl.formatMessage(creativeMessages.size, { width, height }),
        }),
      };
    }),
  ];
  const filter = (name: keyof typeof filters, label: string, data: { value: string; label: string }[]) => (
    <SelectFilter
      label={label}
      data={data}
      value={filters[name]}
      onChange={(value) => update({ [name]: value })}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: '1 1 160px' }}
    />
  );

  return (
    <Page
      title={m.title}
      intro={m.intro}
      header="toolbar"
      actions={
        <Anchor component={Link} to={paths.creatives.check}>
          {intl.formatMessage(m.checkLink)}
        </Anchor>
      }
    >
      <Group align="flex-end" wrap="wrap" gap="sm">
        {filter('kind', intl.formatMessage(m.filterKind), options(kindMessages))}
        {filter('language', intl.formatMessage(m.filterLanguage), options(languageMessages))}
        {filter('country', intl.formatMessage(m.filterCountry), options(countryMessages))}
        {filter('campaignType', intl.formatMessage(m.filterCampaignType), options(campaignTypeMessages))}
        {filter('size', intl.formatMessage(m.filterSize), sizes)}
      </Group>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          label={intl.formatMessage(m.search)}
          placeholder={intl.formatMessage(m.searchHint)}
          type="search"
          maxLength={getCreativesQueryQMax}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushQuery(e.currentTarget.value);
          }}
          style={{ flex: '2 1 220px' }}
        />
        <Select
          label={intl.formatMessage(m.sort)}
          data={[
            { value: 'newest', label: intl.formatMessage(m.sortNewest) },
            { value: 'oldest', label: intl.formatMessage(m.sortOldest) },
            { value: 'name', label: intl.formatMessage(m.sortName) },
          ]}
          value={sortKey}
          onChange={(value) => update({ sort: (value as LibrarySort) === 'newest' ? null : value })}
          allowDeselect={false}
          style={{ flex: '1 1 160px' }}
        />
      </Group>
      <QueryState
        query={query}
        isEmpty={(d) => d.total === 0}
        empty={
          <Stack align="center" gap="xs" component="span">
            <span>{intl.formatMessage(m.empty)}</span>
            {filtered && (
              <Button
                variant="subtle"
                size="xs"
                onClick={() => {
                  setText('');
                  update({ kind: null, language: null, country: null, campaignType: null, size: null, q: null });
                }}
              >
                {intl.formatMessage(m.clear)}
              </Button>
            )}
          </Stack>
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
              {data.items.map((c) => (
                <CreativeCard key={c.ID} creative={c} />
              ))}
            </SimpleGrid>
            {data.total > PAGE_SIZE && (
              <Group justify="center">
                <Pagination
                  total={Math.ceil(data.total / PAGE_SIZE)}
                  value={params.page ?? 1}
                  onChange={(page) => update({ page })}
                  {...pageControlLabels(intl)}
                />
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
