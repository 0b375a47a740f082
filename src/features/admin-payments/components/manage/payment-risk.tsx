// The partner's risk figures carried by a payment (Affiliate.AffiliateData): the three ratios and
// their three alerts. Each alert is a badge with its own words ("Alert"/"OK" beside the name), so
// the state never rests on colour alone.
import { Badge, Group, SimpleGrid } from '@mantine/core';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { AffiliateData } from '@/api/generated/model/affiliateData';
import { DetailSection } from '@/components/data/detail-section';
import { LabeledValue } from '@/components/data/labeled-value';
import { manageMessages as m } from './manage-messages';

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
    <DetailSection id="payment-risk-title" title={intl.formatMessage(m.analysis)} hint={intl.formatMessage(m.analysisHint)}>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" data-testid="risk-figures">
        <LabeledValue label={m.ngr} fw={600}>
          {ratio(data.NGRCommissionRatio)}
        </LabeledValue>
        <LabeledValue label={m.qftd} fw={600}>
          {percent}
        </LabeledValue>
        <LabeledValue label={m.deposits} fw={600}>
          {ratio(data.DepositFirstDepositRatio)}
        </LabeledValue>
      </SimpleGrid>
      <Group gap="xs">
        <Flag on={data.HighCommission} label={m.flagHighCommission} />
        <Flag on={data.LowQFTDConversion} label={m.flagLowQftd} />
        <Flag on={data.LowInitialDeposits} label={m.flagLowDeposits} />
      </Group>
    </DetailSection>
  );
}
