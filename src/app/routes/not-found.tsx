// 404 (spec §2): an animated sonar, then /dashboard after 2 s. Also shown, inside the layout, for a
// page the user may not open; `redirect={false}` when /dashboard would only bring them back here.
import { useEffect } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Sonar } from '@/components/layout/sonar';
import { paths } from '@/config/paths';
import { defineMessages } from '@/i18n/define-messages';

export const NOT_FOUND_REDIRECT_MS = 2000;

const messages = defineMessages({
  title: { id: 'not-found.title', defaultMessage: 'Page not found' },
  body: { id: 'not-found.body', defaultMessage: 'Taking you to your dashboard…' },
  nothing: { id: 'not-found.nothing', defaultMessage: 'There is no page for your account here yet.' },
});

export function NotFound({ redirect = true, fullScreen = true }: { redirect?: boolean; fullScreen?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirect]);
  return (
    <Center mih={fullScreen ? '100dvh' : '60dvh'} p="md" component={fullScreen ? 'main' : 'section'}>
      <Stack align="center" gap="lg">
        <Sonar />
        <Title order={1} size="h2" ta="center">
          {intl.formatMessage(messages.title)}
        </Title>
        <Text c="dimmed" ta="center" role="status">
          {intl.formatMessage(redirect ? messages.body : messages.nothing)}
        </Text>
      </Stack>
    </Center>
  );
}

export function NotFoundRoute() {
  return <NotFound />;
}
