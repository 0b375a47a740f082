// /dashboard/profile/settings: the affiliate's configuration values (10 changes a day).
import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SettingsPanel } from '@/features/profile-account/components/settings-panel';
import { settingsMessages as m } from '@/features/profile-account/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';

export function SettingsRoute() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <SettingsPanel canEdit={canOpen(paths.profile.settings)} />
    </Stack>
  );
}
