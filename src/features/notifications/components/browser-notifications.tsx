// Browser notifications: says what the browser allows (unsupported, blocked, not asked, allowed),
// asks for permission, and on a grant subscribes this browser (generated subscribeNotifications)
// when a push service and the server's push key are available — otherwise it says why not.
import { useState } from 'react';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useAttempt } from '@/components/form/use-attempt';
import { useSubscribeNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { notificationsMessages as m } from '../messages';
import { createPushSubscription, hasPushService, pushPublicKey, pushState, type PushState } from '../push-support';

function Granted() {
  const intl = useIntl();
  const subscribe = useSubscribeNotifications();
  const subscription = useAttempt();
  const key = pushPublicKey();
  if (!hasPushService()) return <Text size="sm">{intl.formatMessage(m.pushNoService)}</Text>;
  if (!key)
    return (
      <Text size="sm" data-testid="push-no-key">
        {intl.formatMessage(m.pushNoKey)}
      </Text>
    );
  if (subscribe.isSuccess) return <Text size="sm">{intl.formatMessage(m.pushSubscribed)}</Text>;
  const run = () => subscription.attempt(async () => subscribe.mutateAsync({ data: await createPushSubscription(key) }));
  return (
    <Stack gap="xs" align="flex-start">
      <RefusalAlert>{subscription.failed && intl.formatMessage(m.pushFailed)}</RefusalAlert>
      <Button variant="light" loading={subscribe.isPending} onClick={() => void run()}>
        {intl.formatMessage(m.pushSubscribe)}
      </Button>
    </Stack>
  );
}

export function BrowserNotifications() {
  const intl = useIntl();
  const [state, setState] = useState<PushState>(pushState);
  const ask = async () => {
    await Notification.requestPermission();
    setState(pushState());
  };
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="browser-notifications-title"
      data-testid="browser-notifications"
      data-state={state}
    >
      <Title id="browser-notifications-title" order={2} size="h4" mb="xs">
        {intl.formatMessage(m.pushTitle)}
      </Title>
      {state === 'unsupported' && <Text size="sm">{intl.formatMessage(m.pushUnsupported)}</Text>}
      {state === 'denied' && <Text size="sm">{intl.formatMessage(m.pushDenied)}</Text>}
      {state === 'default' && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{intl.formatMessage(m.pushAsk)}</Text>
          <Button variant="light" onClick={() => void ask()}>
            {intl.formatMessage(m.pushEnable)}
          </Button>
        </Stack>
      )}
      {state === 'granted' && <Granted />}
    </Paper>
  );
}
