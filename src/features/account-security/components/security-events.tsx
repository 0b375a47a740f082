// The partner's security events on the Security page (issue 17 item 6): sign-ins, two-factor
// changes, bank, e-mail, password and postback changes, sessions signed out, and each time an
// administrator signed in as them with the reason they gave. The text comes from the event
// type (translated), never from the API; only the administrator's name and reason are shown
// as given, as text.
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetSecurityEvents } from '@/api/generated/endpoints/account-security/account-security';
import type { SecurityEvent } from '@/api/generated/model/securityEvent';
import { getSecurityEventsQueryPageSizeMax } from '@/api/generated/zod/account-security/account-security.zod';
import { LoadFailedAlert } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { formatDateTime } from '@/lib/dates';
import { eventMessages as m, twoFactorMessages } from '../messages';
import { deviceText, placeText } from './sessions-panel';

const PAGE = 10;

function typeMessage(type: string) {
  return Object.hasOwn(m, type) && !['title', 'intro', 'empty', 'reason', 'more'].includes(type)
    ? m[type as SecurityEvent['Type']]
    : m.unknown;
}

export function SecurityEvents() {
  const intl = useIntl();
  const [pageSize, setPageSize] = useState(PAGE);
  const events = useGetSecurityEvents({ page: 1, pageSize }, { query: { placeholderData: (previous) => previous } });
  const items = events.data?.items ?? [];
  return (
    <Section id="security-events-title" title={intl.formatMessage(m.title)} intro={intl.formatMessage(m.intro)}>
      {events.isError && (
        <LoadFailedAlert
          message={intl.formatMessage(twoFactorMessages.loadFailed)}
          retryLabel={intl.formatMessage(twoFactorMessages.retry)}
          onRetry={() => void events.refetch()}
        />
      )}
      {events.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.empty)}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((e) => (
          <Paper key={e.ID} component="li" withBorder p="sm" data-testid="security-event" data-type={e.Type}>
            <Stack gap={2}>
              <Group justify="space-between" gap="xs">
                <Text fw={500} c={e.Type === 'admin_login_as' ? 'orange' : undefined}>
                  {intl.formatMessage(typeMessage(e.Type), { name: e.Administrator ?? '—' })}
                </Text>
                <Text size="sm" c="dimmed">
                  {formatDateTime(e.CreatedAt)}
                </Text>
              </Group>
              {e.Reason && <Text size="sm">{intl.formatMessage(m.reason, { reason: e.Reason })}</Text>}
              <Text size="sm" c="dimmed">
                {deviceText(intl, e.Device)} · {placeText(intl, e.Place)} · {e.IP}
              </Text>
            </Stack>
          </Paper>
        ))}
      </Stack>
      {events.data && events.data.total > items.length && (
        <Group>
          <Button
            variant="default"
            loading={events.isFetching}
            onClick={() => setPageSize((n) => Math.min(n + PAGE, getSecurityEventsQueryPageSizeMax))}
          >
            {intl.formatMessage(m.more)}
          </Button>
        </Group>
      )}
    </Section>
  );
}
