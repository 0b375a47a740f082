import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { StatisticsView } from '@/features/statistics/components/statistics-view';
import { statisticsMessages as m } from '@/features/statistics/messages';

export function StatisticsRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <StatisticsView />
    </Stack>
  );
}
