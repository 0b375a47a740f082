// /dashboard/profile/settings: the affiliate's configuration values (10 changes a day).
import { Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { SettingsPanel } from '@/features/profile-account/components/settings-panel';
import { settingsMessages as m } from '@/features/profile-account/messages';
import { can } from '@/lib/can';
import { pageAccess } from '@/lib/permissions';
import { useSession } from '@/lib/session';

export function SettingsRoute() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <Stack component="section">
      <Title order={1} size="h2">
        {intl.formatMessage(m.title)}
      </Title>
      <SettingsPanel canEdit={can(user, pageAccess['profile.settings'])} />
    </Stack>
  );
}
