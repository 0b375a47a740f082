// /dashboard/profile/security: two-factor sign-in, the sessions, the password change, the
// security events (with every "Log in as" an administrator made) and the activity log.
import { Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Page } from '@/components/layout/page';
import { SecurityEvents } from '@/features/account-security/components/security-events';
import { SessionsPanel } from '@/features/account-security/components/sessions-panel';
import { TwoFactorPanel } from '@/features/account-security/components/two-factor-panel';
import { ActivityLogTable } from '@/features/profile-account/components/activity-log-table';
import { PasswordChangeForm } from '@/features/profile-account/components/password-change-form';
import { securityMessages as m } from '@/features/profile-account/messages';
import { paths } from '@/config/paths';
import { isImpersonating } from '@/lib/impersonation';
import { useCanOpen } from '@/lib/page-access';
import { useSession } from '@/lib/session';

export function SecurityRoute() {
  const intl = useIntl();
  const canOpen = useCanOpen();
  // In an administrator's "Log in as" session the sensitive changes are hidden (the API refuses them too).
  const { user } = useSession();
  const impersonated = isImpersonating(user);
  // Until a required enrolment is done, nothing but two-factor sign-in and the sessions.
  const enrolling = user?.TwoFactorEnrolmentRequired === true;
  return (
    <Page title={m.title}>
      <TwoFactorPanel />
      <SessionsPanel readOnly={impersonated} />
      {canOpen(paths.profile.security) && !impersonated && !enrolling && (
        <Paper withBorder p="md" component="section" aria-labelledby="password-title">
          <Stack gap="sm">
            <Title order={2} size="h4" id="password-title">
              {intl.formatMessage(m.passwordTitle)}
            </Title>
            <PasswordChangeForm />
          </Stack>
        </Paper>
      )}
      <SecurityEvents />
      {!enrolling && <ActivityLogTable />}
    </Page>
  );
}
