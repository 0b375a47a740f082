// /dashboard/profile/postback: the postback configuration, its test call and the deliveries.
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PostbackPanel } from '@/features/postback/components/postback-panel';
import { postbackMessages as m } from '@/features/postback/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';

export function PostbackRoute() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <Text c="dimmed">{intl.formatMessage(m.intro)}</Text>
      <PostbackPanel canEdit={canOpen(paths.profile.postback)} />
    </Stack>
  );
}
