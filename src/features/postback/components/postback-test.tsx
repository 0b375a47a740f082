// The test call (GET /api/me/postback/test) on a click, for the event chosen (issue 20: a signed
// sample of each event type), and the delivery it answers: status, address, duration and the
// body, all shown as plain text. Without a signing secret nothing is sent (409): it says so.
import { useState } from 'react';
import { Alert, Button, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { PostbackEvent } from '@/api/generated/model/postbackEvent';
import { Section } from '@/components/layout/section';
import { notifyError } from '@/lib/notify';
import { useTestPostback } from '../api/use-test-postback';
import { deliveryMessages } from '../delivery-messages';
import { postbackMessages as m } from '../messages';
import { DeliveryStatus } from './delivery-status';
import { eventMessages } from './postback-form';

export function PostbackTest({ configured, canTest }: { configured: boolean; canTest: boolean }) {
  const intl = useIntl();
  const test = useTestPostback();
  const [event, setEvent] = useState<PostbackEvent | ''>('');
  const [needsSecret, setNeedsSecret] = useState(false);
  const run = () => {
    setNeedsSecret(false);
    test.mutate(event || undefined, {
      onError: (error) => {
        if (isApiError(error) && error.status === 409) setNeedsSecret(true);
        else notifyError(error);
      },
    });
  };
  const result = test.data;
  return (
    <Section
      id="postback-test-title"
      title={intl.formatMessage(m.testTitle)}
      intro={configured ? intl.formatMessage(deliveryMessages.testSampleIntro) : intl.formatMessage(m.testNeedsConfig)}
    >
      {canTest && (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={intl.formatMessage(deliveryMessages.testEvent)}
            value={event}
            onChange={(e) => setEvent(e.currentTarget.value as PostbackEvent | '')}
            data={[
              { value: '', label: intl.formatMessage(deliveryMessages.testEventSample) },
              ...Object.values(PostbackEvent).map((e) => ({ value: e, label: intl.formatMessage(eventMessages[e]) })),
            ]}
            disabled={!configured}
            style={{ flex: '1 1 200px' }}
          />
          <Button variant="light" onClick={run} loading={test.isPending} disabled={!configured}>
            {intl.formatMessage(m.testButton)}
          </Button>
        </Group>
      )}
      {needsSecret && (
        <Alert color="yellow" role="alert" data-testid="postback-test-needs-secret">
          {intl.formatMessage(deliveryMessages.testNeedsSecret)}
        </Alert>
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
    </Section>
  );
}
