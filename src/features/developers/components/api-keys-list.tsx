// The affiliate's API keys (getApiKeys): name, first characters, scopes, dates and state, and a
// revoke that asks first. Never a key's value: the list does not have it. One bordered row per
// key, wrapping on a phone.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetApiKeys } from '@/api/generated/endpoints/api-keys/api-keys';
import type { ApiKey } from '@/api/generated/model/apiKey';
import { LookBadge, wholeBadge } from '@/components/data/look-badge';
import { SectionList } from '@/components/data/section-list';
import { InlineConfirm } from '@/components/form/inline-confirm';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useRevokeApiKey } from '../api/use-api-keys';
import { developersMessages as m } from '../messages';
import { scopeLabels } from './scope-labels';

const STATUS = {
  active: { color: 'teal', label: m.statusActive },
  expired: { color: 'gray', label: m.statusExpired },
  revoked: { color: 'red', label: m.statusRevoked },
} as const;

function KeyRow({ k }: { k: ApiKey }) {
  const intl = useIntl();
  const revoke = useRevokeApiKey();
  const [asking, setAsking] = useState(false);
  return (
    <Paper withBorder p="sm" data-testid="api-key" data-key-id={k.ID}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{k.Name}</Text>
            <LookBadge look={STATUS[k.Status]} tt="none" />
          </Group>
          {k.Status === 'active' && !asking && (
            <Button size="compact-sm" color="red" variant="subtle" onClick={() => setAsking(true)}>
              {intl.formatMessage(m.revoke)}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" ff="monospace">
            {intl.formatMessage(m.keyPrefix, { prefix: `${k.Prefix}…` })}
          </Text>
          {k.Scopes.map((s) => (
            <Badge key={s} variant="outline" size="sm" tt="none" styles={wholeBadge}>
              {intl.formatMessage(scopeLabels[s])}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {[
            intl.formatMessage(m.keyCreated, { date: formatDate(k.CreatedAt) }),
            k.LastUsedAt ? intl.formatMessage(m.keyLastUsed, { date: formatDateTime(k.LastUsedAt) }) : intl.formatMessage(m.keyNeverUsed),
            k.RevokedAt
              ? intl.formatMessage(m.keyRevokedOn, { date: formatDate(k.RevokedAt) })
              : k.ExpiresAt
                ? intl.formatMessage(m.keyExpires, { date: formatDate(k.ExpiresAt) })
                : intl.formatMessage(m.keyNoExpiry),
          ].join(' · ')}
        </Text>
        {asking && (
          <InlineConfirm
            question={intl.formatMessage(m.revokeConfirm, { name: k.Name })}
            yes={intl.formatMessage(m.revokeYes)}
            cancel={intl.formatMessage(m.cancel)}
            loading={revoke.isPending}
            onYes={() => revoke.mutate({ keyId: k.ID }, { onSettled: () => setAsking(false) })}
            onCancel={() => setAsking(false)}
            asGroup
          />
        )}
      </Stack>
    </Paper>
  );
}

export function ApiKeysList() {
  const intl = useIntl();
  const query = useGetApiKeys();
  return (
    <SectionList id="developers-keys-title" title={intl.formatMessage(m.keysTitle)} query={query} empty={intl.formatMessage(m.keysEmpty)}>
      {(k) => <KeyRow key={k.ID} k={k} />}
    </SectionList>
  );
}
