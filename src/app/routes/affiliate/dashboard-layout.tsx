// /dashboard needs a signed-in user, otherwise /auth?step=signin (spec §2).
import { AppShell, Button, Center, Group, Loader, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/define-messages';
import { Link, Navigate, Outlet } from 'react-router';
import { paths } from '../../../config/paths';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { useSession } from '../../../lib/session';

const messages = defineMessages({
  brand: { id: 'layout.brand', defaultMessage: 'Partner portal' },
  logout: { id: 'layout.logout', defaultMessage: 'Sign out' },
  loading: { id: 'layout.loading', defaultMessage: 'Loading your account…' },
});

export function DashboardLayout() {
  const intl = useIntl();
  const session = useSession();
  if (session.status === 'signed-out') return <Navigate to={`${paths.auth}?step=signin`} replace />;
  if (session.status === 'uninitialised')
    return (
      <Center mih="100dvh" role="status" aria-live="polite">
        <Loader aria-label={intl.formatMessage(messages.loading)} />
      </Center>
    );
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Text fw={700}>{intl.formatMessage(messages.brand)}</Text>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <Button component={Link} to={paths.logout} variant="subtle" size="xs">
              {intl.formatMessage(messages.logout)}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
