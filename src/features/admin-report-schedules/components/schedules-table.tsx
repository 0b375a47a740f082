// Every partner's report schedules (adminListReportSchedules): partner, status and frequency
// filters, paged and sorted on the server, the query in the URL. Pause (with a reason) and resume
// show only to a user with admin:report-schedules:update.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import 'mantine-datatable/styles.css';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useAdminListReportSchedules } from '@/api/generated/endpoints/admin-schedules/admin-schedules';
import type { AdminListReportSchedulesParams } from '@/api/generated/model/adminListReportSchedulesParams';
import { AdminListReportSchedulesSort } from '@/api/generated/model/adminListReportSchedulesSort';
import type { AdminReportSchedule } from '@/api/generated/model/adminReportSchedule';
import { adminListReportSchedulesQueryQMax } from '@/api/generated/zod/admin-schedules/admin-schedules.zod';
import { QueryState } from '@/components/data/query-state';
import { tableTexts } from '@/components/data/table-texts';
import { parseIdParam } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';
import { useSession } from '@/lib/session';
import { useResumeSchedule } from '../api/use-pause';
import { adminSchedulesMessages as m } from '../messages';

// The reason form (react-hook-form, zod, the modal) loads when an admin first pauses.
const PauseModal = lazy(() => import('./pause-modal').then((mod) => ({ default: mod.PauseModal })));

const PAGE_SIZE = 20;
const Q_MAX = adminListReportSchedulesQueryQMax;
const SORTS = Object.values(AdminListReportSchedulesSort) as string[];
const whole = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

function useScheduleParams() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status');
  const frequency = search.get('frequency');
  const sort = search.get('sort');
  const q = search.get('q')?.trim().slice(0, Q_MAX) ?? '';
  const params: AdminListReportSchedulesParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    sort: sort && SORTS.includes(sort) ? (sort as AdminListReportSchedulesSort) : 'NextSendAt',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    ...(status === 'active' || status === 'paused' ? { status } : {}),
    ...(frequency === 'weekly' || frequency === 'monthly' ? { frequency } : {}),
    ...(q ? { q } : {}),
  };
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes));
  return { params, update };
}

export function SchedulesTable() {
  const intl = useIntl();
  const { user } = useSession();
  const mayUpdate = can(user, 'admin:report-schedules:update');
  const { params, update } = useScheduleParams();
  const [text, setText] = useState(params.q ?? '');
  const latestUpdate = useRef(update);
  useEffect(() => {
    latestUpdate.current = update;
  });
  const pushText = useDebouncedCallback((value: string) => latestUpdate.current({ q: value.trim() }), 350);
  const [pausing, setPausing] = useState<AdminReportSchedule | null>(null);
  const resume = useResumeSchedule();
  const query = useAdminListReportSchedules(params, { query: { placeholderData: keepPreviousData } });

  const status = (s: AdminReportSchedule) => (
    <Stack gap={2} align="flex-start">
      <Badge color={s.Paused ? (s.PausedBy === 'admin' ? 'red' : 'gray') : 'teal'} variant="light" tt="none" styles={whole}>
        {intl.formatMessage(!s.Paused ? m.active : s.PausedBy === 'admin' ? m.pausedByAdmin : m.pausedByPartner)}
      </Badge>
      {s.PauseReason && (
        <Text size="xs" c="dimmed" title={s.PauseReason} lineClamp={2}>
          {s.PauseReason}
        </Text>
      )}
    </Stack>
  );

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={intl.formatMessage(m.filterPartner)}
          placeholder={intl.formatMessage(m.filterPartnerHint)}
          type="search"
          maxLength={Q_MAX}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushText(e.currentTarget.value);
          }}
          style={{ flex: '1 1 200px' }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="schedules-status-filter">
            {intl.formatMessage(m.filterStatus)}
          </Text>
          <SegmentedControl
            aria-labelledby="schedules-status-filter"
            value={params.status ?? ''}
            onChange={(value) => update({ status: value })}
            data={[
              { value: '', label: intl.formatMessage(m.all) },
              { value: 'active', label: intl.formatMessage(m.active) },
              { value: 'paused', label: intl.formatMessage(m.paused) },
            ]}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="schedules-frequency-filter">
            {intl.formatMessage(m.filterFrequency)}
          </Text>
          <SegmentedControl
            aria-labelledby="schedules-frequency-filter"
            value={params.frequency ?? ''}
            onChange={(value) => update({ frequency: value })}
            data={[
              { value: '', label: intl.formatMessage(m.all) },
              { value: 'weekly', label: intl.formatMessage(m.weekly) },
              { value: 'monthly', label: intl.formatMessage(m.monthly) },
            ]}
          />
        </Stack>
      </Group>
      <QueryState query={query} isEmpty={(d) => d.total === 0} empty={intl.formatMessage(m.empty)}>
        {(data) => (
          <Stack gap={4}>
            <Text size="sm" c="dimmed" aria-live="polite">
              {intl.formatMessage(m.total, { count: data.total })}
            </Text>
            <DataTable<AdminReportSchedule>
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
              sortStatus={{ columnAccessor: params.sort ?? 'NextSendAt', direction: params.order ?? 'asc' }}
              onSortStatusChange={(next) => update({ sort: String(next.columnAccessor), order: next.direction })}
              columns={[
                {
                  accessor: 'PartnerUsername',
                  title: intl.formatMessage(m.colPartner),
                  sortable: true,
                  render: (s) => (
                    <Stack gap={0}>
                      <Text size="sm">{s.PartnerUsername}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {s.Email}
                      </Text>
                    </Stack>
                  ),
                },
                {
                  accessor: 'Frequency',
                  title: intl.formatMessage(m.colReport),
                  render: (s) =>
                    `${intl.formatMessage(m.reportStatistics)} · ${intl.formatMessage(s.Frequency === 'weekly' ? m.weekly : m.monthly)}`,
                },
                { accessor: 'Paused', title: intl.formatMessage(m.colStatus), width: 180, render: status },
                {
                  accessor: 'NextSendAt',
                  title: intl.formatMessage(m.colNext),
                  sortable: true,
                  noWrap: true,
                  render: (s) => formatDateTime(s.NextSendAt),
                },
                { accessor: 'LastSentAt', title: intl.formatMessage(m.colLast), noWrap: true, render: (s) => formatDateTime(s.LastSentAt) },
                { accessor: 'Sends', title: intl.formatMessage(m.colSends), textAlign: 'right' },
                {
                  accessor: 'CreatedAt',
                  title: intl.formatMessage(m.colCreated),
                  sortable: true,
                  noWrap: true,
                  render: (s) => formatDateTime(s.CreatedAt),
                },
                {
                  accessor: 'actions',
                  title: intl.formatMessage(m.colActions),
                  hidden: !mayUpdate,
                  render: (s) =>
                    s.Paused ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        loading={resume.isPending && resume.variables?.scheduleId === s.ID}
                        onClick={() => resume.mutate({ scheduleId: s.ID })}
                      >
                        {intl.formatMessage(m.resume)}
                      </Button>
                    ) : (
                      <Button size="compact-xs" color="red" variant="light" onClick={() => setPausing(s)}>
                        {intl.formatMessage(m.pause)}
                      </Button>
                    ),
                },
              ]}
            />
          </Stack>
        )}
      </QueryState>
      {pausing && (
        <Suspense fallback={null}>
          <PauseModal schedule={pausing} onClose={() => setPausing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
