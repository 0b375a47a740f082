// The affiliate's schedules: report, frequency, where it goes, the next and last sends, and its
// state — active, paused by the partner, or paused by the programme team with their reason (which
// only they can undo). Pause, resume and delete (asked first).
import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetReportSchedules } from '@/api/generated/endpoints/scheduled-reports/scheduled-reports';
import type { ReportSchedule } from '@/api/generated/model/reportSchedule';
import { wholeBadge } from '@/components/data/look-badge';
import { SectionList } from '@/components/data/section-list';
import { InlineConfirm } from '@/components/form/inline-confirm';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useDeleteSchedule, useUpdateSchedule } from '../api/use-schedules';
import { scheduledMessages as m } from '../messages';
import { frequencyLabels, reportLabels } from './labels';

function ScheduleRow({ s }: { s: ReportSchedule }) {
  const intl = useIntl();
  const update = useUpdateSchedule();
  const remove = useDeleteSchedule();
  const [asking, setAsking] = useState(false);
  const [byAdmin, setByAdmin] = useState(false);
  const setPaused = (paused: boolean) =>
    update.mutate(
      { scheduleId: s.ID, data: { paused } },
      {
        onError: (error) => {
          if (isApiError(error) && error.reason === 'paused_by_admin') setByAdmin(true);
          else notifyError(error);
        },
      },
    );
  const adminPaused = s.Paused && s.PausedBy === 'admin';
  return (
    <Paper withBorder p="sm" data-testid="report-schedule" data-schedule-id={s.ID}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{intl.formatMessage(reportLabels[s.Report])}</Text>
            <Badge variant="outline" tt="none" styles={wholeBadge}>
              {intl.formatMessage(frequencyLabels[s.Frequency])}
            </Badge>
            <Badge color={s.Paused ? 'gray' : 'teal'} variant="light" tt="none" styles={wholeBadge}>
              {intl.formatMessage(s.Paused ? m.pausedByYou : m.active)}
            </Badge>
          </Group>
          <Group gap={4}>
            {!adminPaused && (
              <Button size="compact-sm" variant="light" loading={update.isPending} onClick={() => setPaused(!s.Paused)}>
                {intl.formatMessage(s.Paused ? m.resume : m.pause)}
              </Button>
            )}
            {!asking && (
              <Button size="compact-sm" variant="subtle" color="red" onClick={() => setAsking(true)}>
                {intl.formatMessage(m.remove)}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {intl.formatMessage(m.to, { email: s.Email })}
        </Text>
        <Text size="xs" c="dimmed">
          {[
            s.NextSendAt ? intl.formatMessage(m.next, { date: formatDateTime(s.NextSendAt) }) : null,
            s.LastSentAt ? intl.formatMessage(m.last, { date: formatDateTime(s.LastSentAt) }) : intl.formatMessage(m.neverSent),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {adminPaused && (
          <Alert color="yellow" data-testid="schedule-paused-by-admin">
            {intl.formatMessage(m.pausedByAdmin, { reason: s.PauseReason ?? '—' })}
          </Alert>
        )}
        {byAdmin && !adminPaused && <Alert color="yellow">{intl.formatMessage(m.pausedByAdminError)}</Alert>}
        {asking && (
          <InlineConfirm
            question={intl.formatMessage(m.removeConfirm)}
            yes={intl.formatMessage(m.removeYes)}
            cancel={intl.formatMessage(m.cancel)}
            loading={remove.isPending}
            onYes={() => remove.mutate({ scheduleId: s.ID }, { onSettled: () => setAsking(false) })}
            onCancel={() => setAsking(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}

export function ScheduleList() {
  const intl = useIntl();
  const query = useGetReportSchedules();
  return (
    <SectionList id="scheduled-list-title" title={intl.formatMessage(m.listTitle)} query={query} empty={intl.formatMessage(m.listEmpty)}>
      {(s) => <ScheduleRow key={s.ID} s={s} />}
    </SectionList>
  );
}
