// The partner's risk figures carried by a payment (Affiliate.AffiliateData): the three ratios and
// their three alerts. Each alert is a badge with its own words ("Alert"/"OK" beside the name), so
// the state never rests on colour alone.
import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AffiliateData } from '@/api/generated/model/affiliateData';
import { manageMessages as m } from './manage-messages';

function Figure({ label, value }: { label: MessageDescriptor; value: string }) {
  const intl = useIntl();
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(label)}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

function Flag({ on, label }: { on: boolean; label: MessageDescriptor }) {
  const intl = useIntl();
  const state = intl.formatMessage(on ? m.flagAlert : m.flagOk);
  return (
    <Badge
      color={on ? 'red' : 'gray'}
      variant={on ? 'filled' : 'outline'}
      leftSection={<span aria-hidden="true">{on ? '!' : '✓'}</span>}
      data-testid="risk-flag"
      data-on={on}
    >
      {`${intl.formatMessage(label)}: ${state}`}
    </Badge>
  );
}

export function PaymentRisk({ data }: { data: AffiliateData }) {
  const intl = useIntl();
  const ratio = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  // QftdFtdRatio is already a percentage (0–100).
  const percent = intl.formatNumber(data.QftdFtdRatio / 100, { style: 'percent', maximumFractionDigits: 1 });
  return (
    <Stack gap="xs" component="section" aria-labelledby="payment-risk-title">
      <Title order={3} size="h5" id="payment-risk-title">
        {intl.formatMessage(m.analysis)}
      </Title>
      <Text size="xs" c="dimmed">
        {intl.formatMessage(m.analysisHint)}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="risk-figures">
        <Figure label={m.ngr} value={ratio(data.NGRCommissionRatio)} />
        <Figure label={m.qftd} value={percent} />
        <Figure label={m.deposits} value={ratio(data.DepositFirstDepositRatio)} />
      </SimpleGrid>
      <Group gap="xs">
        <Flag on={data.HighCommission} label={m.flagHighCommission} />
        <Flag on={data.LowQFTDConversion} label={m.flagLowQftd} />
        <Flag on={data.LowInitialDeposits} label={m.flagLowDeposits} />
      </Group>
    </Stack>
  );
}
