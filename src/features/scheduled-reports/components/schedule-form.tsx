// Scheduling a report: which report (the kinds the contract lists) and how often; the format is
// CSV to the account's e-mail. The choice is checked with the generated body schema; the API's
// refusals (already scheduled, five at most) are said above the button, the choice kept.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { ReportFrequency } from '@/api/generated/model/reportFrequency';
import { ScheduledReportKind } from '@/api/generated/model/scheduledReportKind';
import { createReportScheduleBody } from '@/api/generated/zod/scheduled-reports/scheduled-reports.zod';
import { ChoiceGroup } from '@/components/form/choice-group';
import { SubmitRow } from '@/components/form/submit-row';
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
      <ChoiceGroup
        kind="radio"
        label={intl.formatMessage(m.report)}
        value={report}
        onChange={setReport}
        options={Object.values(ScheduledReportKind)}
        optionLabel={(k) => intl.formatMessage(reportLabels[k])}
      />
      <ChoiceGroup
        kind="radio"
        label={intl.formatMessage(m.frequency)}
        value={frequency}
        onChange={setFrequency}
        options={Object.values(ReportFrequency)}
        optionLabel={(f) => intl.formatMessage(frequencyLabels[f])}
      />
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage(m.format, { email })}
      </Text>
      <SubmitRow
        label={intl.formatMessage(m.create)}
        loading={create.isPending}
        refusal={refusal && intl.formatMessage(refusal === 'limit' ? m.limit : m.exists)}
        refusalTestId="scheduled-refusal"
      />
    </Section>
  );
}
