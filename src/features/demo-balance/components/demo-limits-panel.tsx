// The demo-balance limits (cached 5 minutes, spec §9): today's requests of the daily limit, the
// week's approved amount of the weekly maximum, what is available, and — when a request is in
// progress, or the week or the day is used up — why a new one cannot be sent yet. The notice
// takes the request button's place instead of opening a form that cannot succeed.
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useGetDemoBalanceLimits } from '@/api/generated/endpoints/demo-balance/demo-balance';
import type { DemoBalanceLimits } from '@/api/generated/model/demoBalanceLimits';
import { cacheFor } from '@/api/query-client';
import { HeadlineFigure } from '@/components/data/headline-figure';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { withModal } from '@/config/paths';
import { demoMessages as m } from '../messages';
import { demoBlock, DemoBlockNotice, usePendingDemoRequest } from './demo-block-notice';

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
        <HeadlineFigure
          framed
          testId="demo-today"
          label={intl.formatMessage(m.todayCount)}
          value={intl.formatMessage(m.todayValue, { count: limits.todayRequestsCount, limit: limits.dailyRequestLimit })}
        />
        <HeadlineFigure
          framed
          testId="demo-week"
          label={intl.formatMessage(m.weekApproved)}
          value={intl.formatMessage(m.weekValue, {
            approved: money(limits.weekApprovedAmount),
            maximum: money(limits.weeklyMaximumAmount),
          })}
        />
        <HeadlineFigure
          framed
          testId="demo-available"
          label={intl.formatMessage(m.available)}
          value={money(limits.requestAmountAvailable)}
        />
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
    <Section id="demo-limits-title" title={intl.formatMessage(m.limitsTitle)} gap="md" padding="lg" radius="md">
      <QueryState query={query}>{(limits) => <LimitsBody limits={limits} />}</QueryState>
    </Section>
  );
}
