// /dashboard/scheduled-reports (issue 20): scheduled reports by e-mail and their past sends.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ReportSends } from '@/features/scheduled-reports/components/report-sends';
import { ScheduleForm } from '@/features/scheduled-reports/components/schedule-form';
import { ScheduleList } from '@/features/scheduled-reports/components/schedule-list';
import { scheduledMessages as m } from '@/features/scheduled-reports/messages';
import { useSession } from '@/lib/session';

export function ReportSchedulesRoute() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <ScheduleList />
      <ScheduleForm email={user?.Email ?? ''} />
      <ReportSends />
    </Stack>
  );
}
