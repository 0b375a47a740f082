// 404: redirect to /dashboard after 2 s (spec §2). The animated sonar comes with the shell issue.
import { useEffect } from 'react';
import { Center, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';

const messages = defineMessages({
  title: { id: 'not-found.title', defaultMessage: 'Page not found' },
  body: { id: 'not-found.body', defaultMessage: 'Taking you to your dashboard…' },
});

export function NotFoundRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(paths.dashboard, { replace: true }), 2000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Center mih="100dvh" component="main">
      <Stack align="center">
        <Title order={1}>{intl.formatMessage(messages.title)}</Title>
        <Text>{intl.formatMessage(messages.body)}</Text>
      </Stack>
    </Center>
  );
}
