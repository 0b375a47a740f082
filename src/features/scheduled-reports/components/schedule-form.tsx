// Scheduling a report: which report (the kinds the contract lists) and how often; the format is
// CSV to the account's e-mail. The choice is checked with the generated body schema; the API's
// refusals (already scheduled, five at most) are said above the button, the choice kept.
import { useState } from 'react';
import { Alert, Button, Group, Radio, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { ReportFrequency } from '@/api/generated/model/reportFrequency';
import { ScheduledReportKind } from '@/api/generated/model/scheduledReportKind';
import { createReportScheduleBody } from '@/api/generated/zod/scheduled-reports/scheduled-reports.zod';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCreateSchedule } from '../api/use-schedules';
import { scheduledMessages as m } from '../messages';
import { frequencyLabels, reportLabels } from './labels';

export function ScheduleForm({ email }: { email: string }) {
  const intl = useIntl();
  const create = useCreateSchedule();
  const [report, setReport] = useState<ScheduledReportKind>('statistics');
  const [frequency, setFrequency] = useState<ReportFrequency>('weekly');
  const [refusal, setRefusal] = useState<'exists' | 'limit' | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = createReportScheduleBody.parse({ report, frequency, format: 'csv' });
    create.mutate(
      { data: body },
      {
        onSuccess: (made) => notifySuccess(intl.formatMessage(m.created, { date: formatDateTime(made.NextSendAt) })),
        onError: (error) => {
          if (isApiError(error) && error.status === 409) setRefusal(error.reason === 'schedule_limit' ? 'limit' : 'exists');
          else notifyError(error);
        },
      },
    );
  };

  return (
    <Section id="scheduled-create-title" title={intl.formatMessage(m.createTitle)} onSubmit={submit}>
      <Radio.Group label={intl.formatMessage(m.report)} value={report} onChange={(v) => setReport(v as ScheduledReportKind)}>
        <Group mt="xs">
          {Object.values(ScheduledReportKind).map((k) => (
            <Radio key={k} value={k} label={intl.formatMessage(reportLabels[k])} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group label={intl.formatMessage(m.frequency)} value={frequency} onChange={(v) => setFrequency(v as ReportFrequency)}>
        <Group mt="xs">
          {Object.values(ReportFrequency).map((f) => (
            <Radio key={f} value={f} label={intl.formatMessage(frequencyLabels[f])} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(m.format, { email })}
      </Text>
      {refusal && (
        <Alert color="red" role="alert" data-testid="scheduled-refusal">
          {intl.formatMessage(refusal === 'limit' ? m.limit : m.exists)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={create.isPending}>
          {intl.formatMessage(m.create)}
        </Button>
      </Group>
    </Section>
  );
}
