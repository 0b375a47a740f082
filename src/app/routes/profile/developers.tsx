// /dashboard/profile/developers (issue 20): API keys, curl examples and the API reference.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { DevelopersPanel } from '@/features/developers/components/developers-panel';
import { developersMessages as m } from '@/features/developers/messages';

export function DevelopersRoute() {
  const intl = useIntl();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <DevelopersPanel />
    </Stack>
  );
}
