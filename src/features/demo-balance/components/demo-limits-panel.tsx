// The demo-balance limits (cached 5 minutes, spec §9): today's requests of the daily limit, the
// week's approved amount of the weekly maximum, what is available, and — when a request is in
// progress, or the week or the day is used up — why a new one cannot be sent yet. The notice
// takes the request button's place instead of opening a form that cannot succeed.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useGetDemoBalanceLimits } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceLimits } from '@/api/generated/model/demoBalanceLimits';
import { cacheFor } from '@/api/query-client';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { withModal } from '@/config/paths';
import { demoMessages as m } from '../messages';
import { demoBlock, DemoBlockNotice, usePendingDemoRequest } from './demo-block-notice';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

function LimitsBody({ limits }: { limits: DemoBalanceLimits }) {
  const intl = useIntl();
  const money = useMoney();
  const location = useLocation();
  const pending = usePendingDemoRequest();
  const block = demoBlock(limits, pending);
  const openHref = `${location.pathname}?${withModal(new URLSearchParams(location.search), 'demo-balance-request').toString()}`;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Figure
          testId="demo-today"
          label={intl.formatMessage(m.todayCount)}
          value={intl.formatMessage(m.todayValue, { count: limits.todayRequestsCount, limit: limits.dailyRequestLimit })}
        />
        <Figure
          testId="demo-week"
          label={intl.formatMessage(m.weekApproved)}
          value={intl.formatMessage(m.weekValue, {
            approved: money(limits.weekApprovedAmount),
            maximum: money(limits.weeklyMaximumAmount),
          })}
        />
        <Figure testId="demo-available" label={intl.formatMessage(m.available)} value={money(limits.requestAmountAvailable)} />
      </SimpleGrid>
      {block ? (
        <DemoBlockNotice block={block} limits={limits} pending={pending} />
      ) : (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.weekReset)}
          </Text>
          <Button component={Link} to={openHref}>
            {intl.formatMessage(m.requestButton)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

export function DemoLimitsPanel() {
  const intl = useIntl();
  const query = useGetDemoBalanceLimits({ query: cacheFor.demoBalanceLimits });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="demo-limits-title">
      <Stack>
        <Title order={2} size="h4" id="demo-limits-title">
          {intl.formatMessage(m.limitsTitle)}
        </Title>
        <QueryState query={query}>{(limits) => <LimitsBody limits={limits} />}</QueryState>
      </Stack>
    </Card>
  );
}
