// The test call (GET /api/me/postback/test) on a click, and the delivery it answers: status,
// address, duration and the body, all shown as plain text.
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { notifyError } from '@/lib/notify';
import { useTestPostback } from '../api/use-test-postback';
import { postbackMessages as m } from '../messages';
import { DeliveryStatus } from './delivery-status';

export function PostbackTest({ configured, canTest }: { configured: boolean; canTest: boolean }) {
  const intl = useIntl();
  const test = useTestPostback();
  const run = () => test.mutate(undefined, { onError: (error) => notifyError(error) });
  const result = test.data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="postback-test-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="postback-test-title">
          {intl.formatMessage(m.testTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {intl.formatMessage(configured ? m.testIntro : m.testNeedsConfig)}
        </Text>
        {canTest && (
          <Group>
            <Button variant="light" onClick={run} loading={test.isPending} disabled={!configured}>
              {intl.formatMessage(m.testButton)}
            </Button>
          </Group>
        )}
        {result && (
          <Stack gap={6} data-testid="postback-test-result" aria-live="polite">
            <Text fw={600} size="sm">
              {intl.formatMessage(m.testResult)}
            </Text>
            <Group gap="xs">
              <Text size="sm">{intl.formatMessage(m.testStatus)}:</Text>
              <DeliveryStatus log={result} />
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.durationMs, { ms: result.DurationMs })}
              </Text>
            </Group>
            <Text size="sm">{intl.formatMessage(m.testUrl)}:</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {result.Url}
            </Code>
            <Text size="sm">{intl.formatMessage(m.testBody)}:</Text>
            <Code block data-testid="postback-test-body" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {result.ResponseBody ?? intl.formatMessage(m.emptyBody)}
            </Code>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
