// /dashboard/demo-balance: the limits panel with the request button, and the requests list
// (edit or cancel a pending one). The form itself is the `demo-balance-request` modal.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DemoLimitsPanel } from '@/features/demo-balance/components/demo-limits-panel';
import { DemoRequestsList } from '@/features/demo-balance/components/demo-requests-list';
import { demoMessages as m } from '@/features/demo-balance/messages';

export function DemoBalanceRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <DemoLimitsPanel />
      <Title order={2} size="h4">
        {intl.formatMessage(m.listTitle)}
      </Title>
      <DemoRequestsList />
    </Stack>
  );
}
