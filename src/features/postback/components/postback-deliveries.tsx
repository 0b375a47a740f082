// The deliveries (issue 20: getPostbackDeliveries), newest first, paged by the server, filtered by
// event, status and date with the filters in the URL. Each shows its state and retry schedule, and
// its attempts on request; finished ones can be chosen and replayed together. While one is
// retrying the list asks again every 15 s, so a retry shows without a reload. A table from 48em,
// a card per delivery below (nothing scrolls sideways on a phone). A plain Mantine table, as the
// log before it: the page's first visit stays small.
import { Fragment, useState } from 'react';
import { Button, Card, Checkbox, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetPostbackDeliveries } from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import type { GetPostbackDeliveriesParams } from '@/api/generated/model/getPostbackDeliveriesParams';
import type { PostbackDelivery } from '@/api/generated/model/postbackDelivery';
import { PostbackDeliveryStatus } from '@/api/generated/model/postbackDeliveryStatus';
import { PostbackEvent } from '@/api/generated/model/postbackEvent';
import { PageFooter } from '@/components/data/page-footer';
import { QueryState } from '@/components/data/query-state';
import { RefreshButton } from '@/components/data/query-controls';
import { parseIdParam } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';
import { useReplayDeliveries } from '../api/use-replay-deliveries';
import { deliveryMessages as m } from '../delivery-messages';
import { DeliveryAttempts, DeliveryEvent, DeliveryStatusBadge, LastAnswer, NextAttempt, statusLabels } from './delivery-parts';
import { eventMessages } from './postback-form';

const PAGE_SIZE = 10;
const EVENTS = Object.values(PostbackEvent) as string[];
const STATUSES = Object.values(PostbackDeliveryStatus) as string[];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function useDeliveryParams() {
  const [search, setSearch] = useSearchParams();
  const event = search.get('event');
  const status = search.get('status');
  const since = search.get('since');
  const until = search.get('until');
  const params: GetPostbackDeliveriesParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    sort: 'CreatedAt',
    order: 'desc',
    ...(event && EVENTS.includes(event) ? { event: event as PostbackEvent } : {}),
    ...(status && STATUSES.includes(status) ? { status: status as PostbackDeliveryStatus } : {}),
    ...(since && DAY.test(since) ? { since } : {}),
    ...(until && DAY.test(until) ? { until } : {}),
  };
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes), { replace: true });
  return { params, update };
}

export function PostbackDeliveries({ canReplay }: { canReplay: boolean }) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 47.99em)');
  const { params, update } = useDeliveryParams();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  const replay = useReplayDeliveries();
  const query = useGetPostbackDeliveries(params, {
    query: {
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.items.some((d) => d.Status === 'retrying') ? 15_000 : false),
    },
  });
  const items = query.data?.items ?? [];
  const finished = items.filter((d) => d.Status !== 'retrying');
  const chosen = [...selected].filter((id) => finished.some((d) => d.ID === id));

  const toggle = (id: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const runReplay = () => replay.mutate({ data: { ids: chosen } }, { onSuccess: () => setSelected(new Set()) });

  const selectBox = (d: PostbackDelivery) =>
    canReplay ? (
      <Checkbox
        aria-label={intl.formatMessage(m.select, { id: d.ID })}
        checked={selected.has(d.ID)}
        disabled={d.Status === 'retrying'}
        onChange={(e) => toggle(d.ID, e.currentTarget.checked)}
      />
    ) : null;
  const attemptsButton = (d: PostbackDelivery) => (
    <Button size="compact-xs" variant="subtle" aria-expanded={open === d.ID} onClick={() => setOpen(open === d.ID ? null : d.ID)}>
      {intl.formatMessage(open === d.ID ? m.hideAttempts : m.showAttempts)}
    </Button>
  );

  // The period's two ends: each bounds the other.
  const days = [
    ['since', m.filterSince, { max: params.until }],
    ['until', m.filterUntil, { min: params.since }],
  ] as const;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="postback-deliveries-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="postback-deliveries-title">
            {intl.formatMessage(m.title)}
          </Title>
          <RefreshButton query={query} label={intl.formatMessage(m.refresh)} variant="subtle" />
        </Group>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.intro)}
        </Text>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={intl.formatMessage(m.filterEvent)}
            value={params.event ?? ''}
            onChange={(e) => update({ event: e.currentTarget.value })}
            data={[
              { value: '', label: intl.formatMessage(m.filterAll) },
              ...EVENTS.map((e) => ({ value: e, label: intl.formatMessage(eventMessages[e as PostbackEvent]) })),
            ]}
            style={{ flex: '1 1 160px' }}
          />
          <NativeSelect
            label={intl.formatMessage(m.filterStatus)}
            value={params.status ?? ''}
            onChange={(e) => update({ status: e.currentTarget.value })}
            data={[
              { value: '', label: intl.formatMessage(m.filterAll) },
              ...STATUSES.map((s) => ({ value: s, label: intl.formatMessage(statusLabels[s as PostbackDeliveryStatus].label) })),
            ]}
            style={{ flex: '1 1 140px' }}
          />
          {days.map(([name, label, bounds]) => (
            <TextInput
              key={name}
              type="date"
              label={intl.formatMessage(label)}
              value={params[name] ?? ''}
              {...bounds}
              onChange={(e) => update({ [name]: e.currentTarget.value })}
              style={{ flex: '1 1 140px' }}
            />
          ))}
        </Group>
        {canReplay && (
          <Group>
            <Button size="xs" disabled={chosen.length === 0} loading={replay.isPending} onClick={runReplay}>
              {chosen.length ? intl.formatMessage(m.replaySelected, { count: chosen.length }) : intl.formatMessage(m.replay)}
            </Button>
          </Group>
        )}
        <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
          {(data) => (
            <Stack gap="sm" aria-busy={query.isFetching}>
              {phone ? (
                <Stack gap="xs" data-testid="postback-deliveries">
                  {data.items.map((d) => (
                    <Card key={d.ID} withBorder padding="sm" data-testid="postback-delivery" data-delivery-id={d.ID}>
                      <Stack gap={6}>
                        <Group justify="space-between" wrap="nowrap" align="flex-start">
                          <Group gap="xs" wrap="nowrap" align="flex-start">
                            {selectBox(d)}
                            <Stack gap={2}>
                              <DeliveryEvent d={d} />
                              <Text size="xs" c="dimmed">
                                {formatDateTime(d.CreatedAt)}
                              </Text>
                            </Stack>
                          </Group>
                          <DeliveryStatusBadge status={d.Status} />
                        </Group>
                        <NextAttempt d={d} />
                        <Group justify="space-between" wrap="wrap" gap="xs">
                          <Text size="sm">
                            {intl.formatMessage(m.colAttempts)}: {intl.formatMessage(m.attempts, { made: d.Attempts, max: d.MaxAttempts })}
                          </Text>
                          <LastAnswer d={d} />
                        </Group>
                        <Group>{attemptsButton(d)}</Group>
                        {open === d.ID && <DeliveryAttempts id={d.ID} />}
                      </Stack>
                    </Card>
                  ))}
                </Stack>
              ) : (
                <Table verticalSpacing="xs" highlightOnHover data-testid="postback-deliveries" aria-label={intl.formatMessage(m.title)}>
                  <Table.Thead>
                    <Table.Tr>
                      {canReplay && <Table.Th w={36} aria-label={intl.formatMessage(m.selectPage)} />}
                      <Table.Th>{intl.formatMessage(m.colDate)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.colEvent)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.colStatus)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.colAttempts)}</Table.Th>
                      <Table.Th>{intl.formatMessage(m.colLast)}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((d) => (
                      <Fragment key={d.ID}>
                        <Table.Tr data-testid="postback-delivery" data-delivery-id={d.ID}>
                          {canReplay && <Table.Td>{selectBox(d)}</Table.Td>}
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(d.CreatedAt)}</Table.Td>
                          <Table.Td>
                            <DeliveryEvent d={d} />
                          </Table.Td>
                          <Table.Td>
                            <Stack gap={2} align="flex-start">
                              <DeliveryStatusBadge status={d.Status} />
                              <NextAttempt d={d} />
                            </Stack>
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            {intl.formatMessage(m.attempts, { made: d.Attempts, max: d.MaxAttempts })}
                          </Table.Td>
                          <Table.Td>
                            <LastAnswer d={d} />
                          </Table.Td>
                          <Table.Td>{attemptsButton(d)}</Table.Td>
                        </Table.Tr>
                        {open === d.ID && (
                          <Table.Tr>
                            <Table.Td colSpan={canReplay ? 7 : 6}>
                              <DeliveryAttempts id={d.ID} />
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
              <PageFooter page={params.page ?? 1} pageSize={PAGE_SIZE} data={data} onPage={(page) => update({ page })} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
