// The pieces a delivery is shown with (issue 20), in the table and on a phone's cards alike: its
// state, the retry schedule (next attempt, attempts left), the last answer, and its attempts
// (fetched when asked for). Everything from the endpoint is shown as text.
import { Badge, Code, Group, Loader, Stack, Text } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useGetPostbackDelivery } from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import type { PostbackDelivery } from '@/api/generated/model/postbackDelivery';
import type { PostbackLog } from '@/api/generated/model/postbackLog';
import { QueryError } from '@/components/data/query-state';
import { dataMessages } from '@/components/data/messages';
import { formatDateTime } from '@/lib/dates';
import { deliveryMessages as m } from '../delivery-messages';
import { postbackMessages } from '../messages';
import { eventMessages } from './postback-form';

const STATUS: Record<PostbackDelivery['Status'], { color: string; label: MessageDescriptor }> = {
  delivered: { color: 'teal', label: m.statusDelivered },
  retrying: { color: 'yellow', label: m.statusRetrying },
  failed: { color: 'red', label: m.statusFailed },
};
export const statusLabels = STATUS;
const ERRORS: Record<NonNullable<PostbackLog['Error']>, MessageDescriptor> = {
  timeout: m.errorTimeout,
  connection: m.errorConnection,
  blocked_target: m.errorBlocked,
};
const whole = { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function DeliveryStatusBadge({ status }: { status: PostbackDelivery['Status'] }) {
  const intl = useIntl();
  return (
    <Badge color={STATUS[status].color} variant="light" tt="none" styles={whole}>
      {intl.formatMessage(STATUS[status].label)}
    </Badge>
  );
}

export function DeliveryEvent({ d }: { d: PostbackDelivery }) {
  const intl = useIntl();
  return (
    <Group gap={4} wrap="wrap">
      <Text size="sm">{intl.formatMessage(eventMessages[d.Event])}</Text>
      {d.Test && (
        <Badge size="xs" variant="outline" tt="none" styles={whole}>
          {intl.formatMessage(m.testBadge)}
        </Badge>
      )}
      {d.ReplayOf !== null && (
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.replayOf, { id: d.ReplayOf })}
        </Text>
      )}
    </Group>
  );
}

/** "Next attempt 5/11/2026 15:04 · 3 attempts left" while retrying. */
export function NextAttempt({ d }: { d: PostbackDelivery }) {
  const intl = useIntl();
  if (d.Status !== 'retrying' || !d.NextAttemptAt) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="delivery-next-attempt">
      {intl.formatMessage(m.nextAttempt, { date: formatDateTime(d.NextAttemptAt), left: d.AttemptsLeft })}
    </Text>
  );
}

function answerText(intl: ReturnType<typeof useIntl>, status: number | null, error: PostbackLog['Error'] | undefined, ms: number | null) {
  const what = status !== null ? String(status) : error ? intl.formatMessage(ERRORS[error]) : intl.formatMessage(postbackMessages.noAnswer);
  return ms === null ? what : `${what} · ${intl.formatMessage(postbackMessages.durationMs, { ms })}`;
}

export function LastAnswer({ d }: { d: PostbackDelivery }) {
  const intl = useIntl();
  if (d.Attempts === 0) return <Text size="sm">—</Text>;
  return <Text size="sm">{answerText(intl, d.LastStatusCode, d.LastError, d.LastDurationMs)}</Text>;
}

/** Every attempt of one delivery, oldest first: when, the answer, the payload and the signature. */
export function DeliveryAttempts({ id }: { id: number }) {
  const intl = useIntl();
  const query = useGetPostbackDelivery(id);
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Loader size="xs" role="img" aria-label={intl.formatMessage(dataMessages.loading)} />;
  return (
    <Stack gap="sm" component="ol" aria-label={intl.formatMessage(m.details, { id })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {query.data.attempts.map((a) => (
        <Stack key={a.ID} gap={4} component="li" data-testid="delivery-attempt">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" fw={600}>
              {intl.formatMessage(m.attemptNumber, { n: a.Attempt ?? 1 })}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(a.CreatedAt)}
            </Text>
            <Badge color={a.Success ? 'teal' : 'red'} variant="light" tt="none" styles={whole}>
              {answerText(intl, a.StatusCode, a.Error, a.DurationMs)}
            </Badge>
          </Group>
          {a.RequestBody && (
            <>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.attemptRequest)}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                {a.RequestBody}
              </Code>
            </>
          )}
          {a.ResponseBody && (
            <>
              <Text size="xs" c="dimmed">
                {intl.formatMessage(m.attemptAnswer)}
              </Text>
              <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxHeight: 160, overflow: 'auto' }}>
                {a.ResponseBody}
              </Code>
            </>
          )}
          {a.Signature && (
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {intl.formatMessage(m.attemptSignature)}: <Code>{a.Signature}</Code>
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
