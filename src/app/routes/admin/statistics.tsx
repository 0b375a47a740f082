// /dashboard/admin/statistics: the programme's figures over a period and its top partners.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { AdminStatisticsView } from '@/features/admin-statistics/components/admin-statistics-view';
import { adminStatisticsMessages as m } from '@/features/admin-statistics/messages';

export function AdminStatisticsRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {intl.formatMessage(m.title)}
        </Title>
        <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      </Stack>
      <AdminStatisticsView />
    </Stack>
  );
}
