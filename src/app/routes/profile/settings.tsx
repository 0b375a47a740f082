// /dashboard/profile/settings: the affiliate's configuration values (10 changes a day).
import { Page } from '@/components/layout/page';
import { SettingsPanel } from '@/features/profile-account/components/settings-panel';
import { settingsMessages as m } from '@/features/profile-account/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';

export function SettingsRoute() {
  const canOpen = useCanOpen();
  return (
    <Page title={m.title}>
      <SettingsPanel canEdit={canOpen(paths.profile.settings)} />
    </Page>
  );
}
