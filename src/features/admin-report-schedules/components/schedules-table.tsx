// Every partner's report schedules (adminListReportSchedules): partner, status and frequency
// filters, paged and sorted on the server through the list block, the query in the URL. Pause
// (with a reason) and resume show only to a user with admin:report-schedules:update.
import { lazy, Suspense, useState } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminListReportSchedules } from '@/api/generated/endpoints/admin-schedules/admin-schedules';
import type { AdminReportSchedule } from '@/api/generated/model/adminReportSchedule';
import {
  adminListReportSchedulesQueryParams,
  adminListReportSchedulesQueryQMax,
} from '@/api/generated/zod/admin-schedules/admin-schedules.zod';
import { filterChoices, ListSearch, SegmentedFilter } from '@/components/data/list-filters';
import { useListParams } from '@/components/data/list-params';
import { keepPage, ServerTable, type ListColumn } from '@/components/data/server-table';
import { dateTimeColumn, RowButton } from '@/components/data/table-cells';
import { can } from '@/lib/can';
import { useSession } from '@/lib/session';
import { useResumeSchedule } from '../api/use-pause';
import { adminSchedulesMessages as m } from '../messages';

// The reason form (react-hook-form, zod, the modal) loads when an admin first pauses.
const PauseModal = lazy(() => import('./pause-modal').then((mod) => ({ default: mod.PauseModal })));

// The status and frequency filters: the parameter, its label, its choices besides "all".
const segments = [
  ['status', m.filterStatus, { active: m.active, paused: m.paused }],
  ['frequency', m.filterFrequency, { weekly: m.weekly, monthly: m.monthly }],
] as const;

const whole = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function SchedulesTable() {
  const intl = useIntl();
  const { user } = useSession();
  const mayUpdate = can(user, 'admin:report-schedules:update');
  const list = useListParams(adminListReportSchedulesQueryParams);
  const { params } = list;
  const [pausing, setPausing] = useState<AdminReportSchedule | null>(null);
  const resume = useResumeSchedule();
  const query = useAdminListReportSchedules(params, keepPage);

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

  const columns: ListColumn<AdminReportSchedule>[] = [
    {
      id: 'PartnerUsername',
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
      id: 'Frequency',
      title: intl.formatMessage(m.colReport),
      render: (s) => `${intl.formatMessage(m.reportStatistics)} · ${intl.formatMessage(s.Frequency === 'weekly' ? m.weekly : m.monthly)}`,
    },
    { id: 'Paused', title: intl.formatMessage(m.colStatus), width: 180, render: status },
    dateTimeColumn('NextSendAt', intl.formatMessage(m.colNext), { sortable: true }),
    dateTimeColumn('LastSentAt', intl.formatMessage(m.colLast)),
    { id: 'Sends', title: intl.formatMessage(m.colSends), align: 'right' },
    dateTimeColumn('CreatedAt', intl.formatMessage(m.colCreated), { sortable: true }),
    {
      id: 'actions',
      title: intl.formatMessage(m.colActions),
      hidden: !mayUpdate,
      render: (s) =>
        s.Paused ? (
          <RowButton
            loading={resume.isPending && resume.variables?.scheduleId === s.ID}
            onClick={() => resume.mutate({ scheduleId: s.ID })}
          >
            {intl.formatMessage(m.resume)}
          </RowButton>
        ) : (
          <RowButton color="red" onClick={() => setPausing(s)}>
            {intl.formatMessage(m.pause)}
          </RowButton>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <ListSearch
          list={list}
          label={intl.formatMessage(m.filterPartner)}
          placeholder={intl.formatMessage(m.filterPartnerHint)}
          maxLength={adminListReportSchedulesQueryQMax}
          style={{ flex: '1 1 200px' }}
        />
        {segments.map(([param, label, choices]) => (
          <SegmentedFilter
            key={param}
            id={`schedules-${param}-filter`}
            label={intl.formatMessage(label)}
            value={params[param] ?? ''}
            onChange={(value) => list.set({ [param]: value })}
            data={filterChoices(intl, m.all, choices)}
          />
        ))}
      </Group>
      <ServerTable label={m.title} query={query} list={list} columns={columns} empty={m.empty} total={m.total} />
      {pausing && (
        <Suspense fallback={null}>
          <PauseModal schedule={pausing} onClose={() => setPausing(null)} />
        </Suspense>
      )}
    </Stack>
  );
}
