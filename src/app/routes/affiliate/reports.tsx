import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { ReportsView } from '@/features/reports/components/reports-view';
import { reportsMessages as m } from '@/features/reports/messages';

export function ReportsRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <ReportsView />
    </Stack>
  );
}
