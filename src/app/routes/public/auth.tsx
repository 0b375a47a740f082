import { Center, Paper, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { SignInForm } from '../../../features/auth/components/sign-in-form';
import { authMessages } from '../../../features/auth/messages';
import { LanguageSwitch } from '../../../components/layout/language-switch';
import { useSession } from '../../../lib/session';

export function AuthRoute() {
  const intl = useIntl();
  const session = useSession();
  const navigate = useNavigate();
  if (session.status === 'authorised') return <Navigate to={paths.dashboard} replace />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={420}>
        <Stack>
          <LanguageSwitch />
          <Title order={1} size="h3">
            {intl.formatMessage(authMessages.title)}
          </Title>
          <SignInForm
            onSignedIn={(record) => {
              session.signIn(record);
              navigate(paths.dashboard, { replace: true });
            }}
          />
        </Stack>
      </Paper>
    </Center>
  );
}
