// Whether a payout can be requested now, condition by condition (eligible/full, for the payment
// info's default category), with the date the next window opens, and the "Request payout" button
// (opens ?modal=payment-request) only when every condition is met.
import { Badge, Button, Group, List, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useGetPaymentInfo, useGetPayoutEligibilityFull } from '@/api/generated/endpoints/payments/payments';
import type { PayoutEligibilityFull } from '@/api/generated/model/payoutEligibilityFull';
import { requestPayoutLimits } from '@/api/generated/zod/contract-limits';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { withModal } from '@/config/paths';
import { formatBrazilDate } from '@/lib/dates';
import { overviewMessages as m } from '../messages';
import { readinessConditions, type Condition } from '../readiness';

function ConditionText({ condition, full }: { condition: Condition; full: PayoutEligibilityFull }) {
  const intl = useIntl();
  const money = useMoney();
  switch (condition.key) {
    case 'window':
      return full.window.open
        ? intl.formatMessage(m.windowOpen)
        : intl.formatMessage(m.windowClosed, { date: formatBrazilDate(full.window.nextOpensAt) });
    case 'amount':
      return intl.formatMessage(m.amount, { minimum: money(requestPayoutLimits.minimumAmount), amount: money(full.amount) });
    case 'qualification':
      return intl.formatMessage(m.qualification, {
        minQftd: requestPayoutLimits.minimumQftd,
        minFtd: requestPayoutLimits.minimumFtd,
        qftd: intl.formatNumber(full.qftd),
        ftd: intl.formatNumber(full.ftd),
      });
    case 'business':
      if (condition.notNeeded) return intl.formatMessage(m.businessNotNeeded);
      return intl.formatMessage(condition.missing ? m.businessMissing : m.business);
    default:
      return intl.formatMessage(m[condition.key]);
  }
}

function Readiness({ full, category }: { full: PayoutEligibilityFull; category: string }) {
  const intl = useIntl();
  const money = useMoney();
  const [, setSearchParams] = useSearchParams();
  return (
    <>
      <Text size="sm" mb="sm">
        {full.eligible ? intl.formatMessage(m.readinessReady, { amount: money(full.amount) }) : intl.formatMessage(m.readinessNotReady)}
      </Text>
      <List spacing="xs" center data-testid="payout-readiness">
        {readinessConditions(full, category).map((c) => (
          <List.Item
            key={c.key}
            data-condition={c.key}
            data-met={c.ok}
            data-needed={!c.notNeeded}
            icon={
              <ThemeIcon color={c.notNeeded ? 'gray' : c.ok ? 'teal' : 'red'} size={20} radius="xl" aria-hidden>
                {c.notNeeded ? '–' : c.ok ? '✓' : '✕'}
              </ThemeIcon>
            }
          >
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <Text size="sm">
                <ConditionText condition={c} full={full} />
              </Text>
              <Badge size="sm" variant="light" color={c.notNeeded ? 'gray' : c.ok ? 'teal' : 'red'} style={{ flexShrink: 0 }}>
                {intl.formatMessage(c.notNeeded ? m.notNeeded : c.ok ? m.met : m.unmet)}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
      {full.eligible && (
        <Button mt="md" onClick={() => setSearchParams((prev) => withModal(prev, 'payment-request'))}>
          {intl.formatMessage(m.request)}
        </Button>
      )}
    </>
  );
}

export function PayoutReadiness() {
  const intl = useIntl();
  const info = useGetPaymentInfo();
  const query = useGetPayoutEligibilityFull();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="payout-readiness-title">
      <Title id="payout-readiness-title" order={2} size="h4" mb="sm">
        {intl.formatMessage(m.readinessTitle)}
      </Title>
      <QueryState query={info}>
        {({ paymentType }) => <QueryState query={query}>{(full) => <Readiness full={full} category={paymentType} />}</QueryState>}
      </QueryState>
    </Paper>
  );
}
