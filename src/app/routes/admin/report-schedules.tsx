// /dashboard/admin/report-schedules (issue 20): every partner's scheduled reports; pause and resume.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SchedulesTable } from '@/features/admin-report-schedules/components/schedules-table';
import { adminSchedulesMessages as m } from '@/features/admin-report-schedules/messages';

export function AdminReportSchedulesRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <SchedulesTable />
    </Stack>
  );
}
