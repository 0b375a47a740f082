// The signing secret (issue 20): which one signs (its last four characters), the previous one
// while its grace period runs, and creating or rotating it. The new secret is shown once, here,
// from the mutation's answer (never cached, never in the URL): once dismissed or the page left,
// only its last four characters remain.
import { useState } from 'react';
import { Alert, Button, Code, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { isApiError } from '@/api/api-error';
import { useGetPostbackSigningSecret } from '@/api/generated/endpoints/postback-delivery/postback-delivery';
import { QueryError } from '@/components/data/query-state';
import { ShownOnceSecret } from '@/components/data/shown-once-secret';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useRotateSecret } from '../api/use-rotate-secret';
import { deliveryMessages as m } from '../delivery-messages';

const GRACE = [
  { hours: 0, label: m.graceNone },
  { hours: 1, label: m.graceHour },
  { hours: 24, label: m.graceDay },
  { hours: 168, label: m.graceWeek },
] as const;

export function SigningSecretCard({ canEdit }: { canEdit: boolean }) {
  const intl = useIntl();
  const query = useGetPostbackSigningSecret({ query: { retry: false } });
  const rotate = useRotateSecret();
  const [asking, setAsking] = useState(false);
  const [grace, setGrace] = useState('24');
  const [shown, setShown] = useState<string | null>(null);
  const missing = query.isError && isApiError(query.error) && query.error.status === 404;
  const state = missing ? undefined : query.data;

  const make = () =>
    rotate.mutate(
      { data: { graceHours: state ? Number(grace) : 0 } },
      {
        onSuccess: (saved) => {
          setShown(saved.Secret);
          setAsking(false);
        },
        onError: (error) => notifyError(error),
      },
    );

  return (
    <Section
      id="postback-secret-title"
      title={intl.formatMessage(m.secretTitle)}
      intro={intl.formatMessage(m.secretIntro, {
        signature: <Code key="s">X-Postback-Signature</Code>,
        timestamp: <Code key="t">X-Postback-Timestamp</Code>,
      })}
    >
      {query.isError && !missing ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending ? null : state ? (
        <Stack gap={4} data-testid="postback-secret-state">
          <Text size="sm">{intl.formatMessage(m.secretCurrent, { hint: state.Hint, date: formatDateTime(state.CreatedAt) })}</Text>
          {state.PreviousHint && state.PreviousExpiresAt && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage(m.secretPrevious, { hint: state.PreviousHint, date: formatDateTime(state.PreviousExpiresAt) })}
            </Text>
          )}
        </Stack>
      ) : (
        <Alert color="yellow">{intl.formatMessage(m.secretNone)}</Alert>
      )}
      {shown && (
        <ShownOnceSecret
          title={intl.formatMessage(m.secretShownOnce)}
          secret={shown}
          labels={{ copy: intl.formatMessage(m.copy), copied: intl.formatMessage(m.copied), done: intl.formatMessage(m.secretDone) }}
          onDone={() => setShown(null)}
          data-testid="postback-secret-shown"
        />
      )}
      {canEdit && !query.isPending && !asking && (
        <Group>
          <Button variant="light" onClick={() => (state ? setAsking(true) : make())} loading={rotate.isPending}>
            {intl.formatMessage(state ? m.secretRotate : m.secretCreate)}
          </Button>
        </Group>
      )}
      {canEdit && asking && (
        <Group align="flex-end" wrap="wrap" gap="sm">
          <NativeSelect
            label={intl.formatMessage(m.secretGrace)}
            value={grace}
            onChange={(e) => setGrace(e.currentTarget.value)}
            data={GRACE.map((g) => ({ value: String(g.hours), label: intl.formatMessage(g.label) }))}
            style={{ flex: '1 1 220px' }}
          />
          <Group gap="xs">
            <Button onClick={make} loading={rotate.isPending}>
              {intl.formatMessage(m.secretConfirm)}
            </Button>
            <Button variant="subtle" onClick={() => setAsking(false)}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Group>
        </Group>
      )}
    </Section>
  );
}
