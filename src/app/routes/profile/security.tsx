// /dashboard/profile/security: the password change and the activity log of the account.
import { Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Page } from '@/components/layout/page';
import { ActivityLogTable } from '@/features/profile-account/components/activity-log-table';
import { PasswordChangeForm } from '@/features/profile-account/components/password-change-form';
import { securityMessages as m } from '@/features/profile-account/messages';
import { paths } from '@/config/paths';
import { useCanOpen } from '@/lib/page-access';

export function SecurityRoute() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  return (
    <Page title={m.title}>
      {canOpen(paths.profile.security) && (
        <Paper withBorder p="md" component="section" aria-labelledby="password-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="password-title">
              {intl.formatMessage(m.passwordTitle)}
            </Title>
            <PasswordChangeForm />
          </Stack>
        </Paper>
      )}
      <ActivityLogTable />
    </Page>
  );
}
