// One creative for administrators (issue 18): its state, its preview at real size, its compliance
// checklist against the rules in force, its override when it has one, publication (publish,
// override, retire) and its history — who did what, when and why. "Edit" turns the page into the
// editor.
import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Badge, Button, Grid, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { Section } from '@/components/layout/section';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '@/api/api-error';
import { useAdminGetCreative } from '@/api/generated/endpoints/admin-creatives/admin-creatives';
import type { AdminCreative } from '@/api/generated/model/adminCreative';
import { ComplianceChecklist } from '@/components/creative/compliance-checklist';
import { CreativeBanner } from '@/components/creative/creative-banner';
import { CreativeText } from '@/components/creative/creative-text';
import {
  campaignTypeMessages,
  countryMessages,
  creativeMessages,
  kindMessages,
  languageMessages,
  ruleMessages,
} from '@/components/creative/messages';
import { QueryState } from '@/components/data/query-state';
import { paths } from '@/config/paths';
import { can } from '@/lib/can';
import { formatDateTime } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { actionMessages, editorMessages, reviewMessages as m } from '../messages';
import { StatusBadge } from './status-badge';
import { PublishPanel } from './publish-panel';

// The editor (its form, selects, upload) loads when "Edit" is pressed: most visits only review.
const CreativeForm = lazy(() => import('./creative-form').then((mod) => ({ default: mod.CreativeForm })));

function History({ creative }: { creative: AdminCreative }) {
  const intl = useIntl();
  return (
    <Section title={intl.formatMessage(m.historyTitle)} gap="xs">
      <List spacing="xs" data-testid="creative-history">
        {[...creative.History].reverse().map((h, i) => (
          <List.Item key={`${h.At}-${i}`}>
            <Text size="sm" fw={500}>
              {intl.formatMessage(actionMessages[h.Action])}
            </Text>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(m.historyLine, { date: formatDateTime(h.At), who: h.By.Username })}
            </Text>
            {h.Reason && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {intl.formatMessage(m.reasonLine, { reason: h.Reason })}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

function Review({ creative }: { creative: AdminCreative }) {
  const intl = useIntl();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const meta = [
    creative.Image
      ? `${intl.formatMessage(kindMessages.banner)} ${intl.formatMessage(creativeMessages.size, { width: creative.Image.Width, height: creative.Image.Height })}`
      : intl.formatMessage(kindMessages.text),
    intl.formatMessage(languageMessages[creative.Language]),
    intl.formatMessage(creativeMessages.market, {
      country: intl.formatMessage(countryMessages[creative.Country]),
      currency: creative.Currency,
    }),
    intl.formatMessage(campaignTypeMessages[creative.CampaignType]),
  ];
  const dates = [
    intl.formatMessage(m.created, { date: formatDateTime(creative.CreatedAt) }),
    ...(creative.PublishedAt ? [intl.formatMessage(m.published, { date: formatDateTime(creative.PublishedAt) })] : []),
    ...(creative.RetiredAt && creative.Status === 'retired'
      ? [intl.formatMessage(m.retired, { date: formatDateTime(creative.RetiredAt) })]
      : []),
  ];
  return (
    <Stack>
      <Anchor component={Link} to={paths.creatives.admin} size="sm">
        {intl.formatMessage(editorMessages.back)}
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 300px', minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {creative.Name}
            </Title>
            <StatusBadge creative={creative} />
          </Group>
          <Group gap={4}>
            {meta.map((x) => (
              <Badge key={x} variant="outline" color="gray">
                {x}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {dates.join(' · ')}
          </Text>
        </Stack>
        {!editing && can(user, 'admin:creatives:update') && (
          <Button variant="default" onClick={() => setEditing(true)}>
            {intl.formatMessage(m.edit)}
          </Button>
        )}
      </Group>
      {creative.Override && (
        <Alert color="orange" variant="light" data-testid="override-record">
          {intl.formatMessage(m.overrideActive, {
            who: creative.Override.By.Username,
            date: formatDateTime(creative.Override.At),
            reason: creative.Override.Reason,
            rules: creative.Override.FailedRules.map((r) => intl.formatMessage(ruleMessages[r])).join('; '),
          })}
        </Alert>
      )}
      {editing ? (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {intl.formatMessage(m.editTitle)}
          </Title>
          <Suspense fallback={<Loader size="sm" />}>
            <CreativeForm creative={creative} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
          </Suspense>
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {intl.formatMessage(m.preview)}
                </Text>
                {creative.Image ? (
                  <CreativeBanner
                    creativeId={creative.ID}
                    width={creative.Image.Width}
                    height={creative.Image.Height}
                    alt={creative.Text}
                    real
                    version={creative.Image.ID}
                  />
                ) : (
                  <CreativeText>{creative.Text}</CreativeText>
                )}
              </Stack>
              <PublishPanel creative={creative} />
              <History creative={creative} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ComplianceChecklist result={creative.Compliance} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}

export function CreativeReview({ creativeId }: { creativeId: number | null }) {
  const intl = useIntl();
  const query = useAdminGetCreative(creativeId ?? 0, { query: { enabled: creativeId !== null, retry: false } });
  if (creativeId === null || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return (
      <Stack>
        <Anchor component={Link} to={paths.creatives.admin} size="sm">
          {intl.formatMessage(editorMessages.back)}
        </Anchor>
        <Text>{intl.formatMessage(m.notFound)}</Text>
      </Stack>
    );
  }
  return <QueryState query={query}>{(c) => <Review creative={c} />}</QueryState>;
}
