// Active sessions on the Security page (issue 17 item 4): device from the user agent, the
// approximate place of the IP, last activity, "this device"; sign out one, or all the others.
// A signed-out session's next call is refused (401) and that browser returns to sign-in.
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { useGetSessions } from '@/api/generated/endpoints/account-security/account-security';
import type { Device } from '@/api/generated/model/device';
import type { Place } from '@/api/generated/model/place';
import { QueryLoadFailed } from '@/components/data/query-controls';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { notifyError } from '@/lib/notify';
import { useSignOutOthers, useSignOutSession } from '../api/use-security-mutations';
import { sessionMessages as m, twoFactorMessages } from '../messages';

export function deviceText(intl: IntlShape, device: Device): string {
  if (!device.Browser && !device.OS) return intl.formatMessage(m.unknownDevice);
  if (!device.OS) return device.Browser ?? '';
  if (!device.Browser) return device.OS;
  return intl.formatMessage(m.device, { browser: device.Browser, os: device.OS });
}

export function placeText(intl: IntlShape, place: Place | null): string {
  if (!place) return intl.formatMessage(m.unknownPlace);
  const country = intl.formatDisplayName(place.Country, { type: 'region', fallback: 'code' }) ?? place.Country;
  return [place.City, place.Region, country].filter(Boolean).join(', ');
}

export function SessionsPanel({ readOnly }: { readOnly: boolean }) {
  const intl = useIntl();
  const sessions = useGetSessions();
  const one = useSignOutSession();
  const others = useSignOutOthers();
  const items = sessions.data?.items ?? [];
  const hasOthers = items.some((s) => !s.Current);

  return (
    <Section
      id="sessions-title"
      title={intl.formatMessage(m.title)}
      actions={
        !readOnly &&
        hasOthers && (
          <Button
            variant="default"
            color="red"
            loading={others.isPending}
            onClick={() => others.mutate(undefined, { onError: notifyError })}
          >
            {intl.formatMessage(m.signOutOthers)}
          </Button>
        )
      }
    >
      <QueryLoadFailed
        query={sessions}
        message={intl.formatMessage(twoFactorMessages.loadFailed)}
        retryLabel={intl.formatMessage(twoFactorMessages.retry)}
      />
      {sessions.isPending && <div role="status" aria-busy="true" style={{ minHeight: 48 }} />}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((s) => {
          const device = deviceText(intl, s.Device);
          return (
            <Paper key={s.ID} component="li" withBorder p="sm" data-testid="session-row">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={500}>{device}</Text>
                    {s.Current && <Badge color="teal">{intl.formatMessage(m.thisDevice)}</Badge>}
                  </Group>
                  {s.Administrator && (
                    <Text size="sm" c="orange">
                      {intl.formatMessage(m.administrator, { name: s.Administrator })}
                    </Text>
                  )}
                  <Text size="sm" c="dimmed">
                    {placeText(intl, s.Place)} · {s.IP}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(m.lastSeen, { date: formatDateTime(s.LastSeenAt) })}
                  </Text>
                </Stack>
                {!readOnly && !s.Current && (
                  <Button
                    variant="subtle"
                    color="red"
                    aria-label={intl.formatMessage(m.signOutLabel, { device })}
                    loading={one.isPending && one.variables?.sessionId === s.ID}
                    onClick={() => one.mutate({ sessionId: s.ID }, { onError: notifyError })}
                  >
                    {intl.formatMessage(m.signOut)}
                  </Button>
                )}
              </Group>
            </Paper>
          );
        })}
      </Stack>
      {sessions.isSuccess && !hasOthers && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.onlyThis)}
        </Text>
      )}
    </Section>
  );
}
