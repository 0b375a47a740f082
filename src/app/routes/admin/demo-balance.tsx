// /dashboard/admin/demo-balance: the queue of the partners' demo-balance requests.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DemoQueue } from '@/features/admin-demo-balance/components/demo-queue';
import { adminDemoMessages as m } from '@/features/admin-demo-balance/messages';

export function AdminDemoBalanceRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <DemoQueue />
    </Stack>
  );
}
