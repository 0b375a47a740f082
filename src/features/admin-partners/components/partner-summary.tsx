// The selected partner's summary (GET …/selected-info): this month's figures, balances, payments,
// sub-affiliates, campaigns, business approval and bank account.
import { SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminGetPartnerSelectedInfo } from '@/api/generated/endpoints/admin-partners/admin-partners';
import type { BusinessApproval } from '@/api/generated/model/businessApproval';
import type { AdminPartnerSelectedInfo } from '@/api/generated/model/adminPartnerSelectedInfo';
import { LabeledValue } from '@/components/data/labeled-value';
import { QueryState } from '@/components/data/query-state';
import { Section } from '@/components/layout/section';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { adminPartnersMessages as m } from '../messages';

const approvalLabel: Record<BusinessApproval, (typeof m)[keyof typeof m]> = {
  pending: m.approvalPending,
  approved: m.approvalApproved,
  rejected: m.approvalRejected,
};

const Figure = ({ label, value }: { label: string; value: string }) => (
  <LabeledValue label={label} fw={600}>
    {value}
  </LabeledValue>
);

export function PartnerSummary({ partnerId }: { partnerId: number }) {
  const intl = useIntl();
  const query = useAdminGetPartnerSelectedInfo(partnerId);
  return (
    <Section id="partner-summary-title" title={intl.formatMessage(m.infoTitle)}>
      <QueryState query={query}>
        {(info: AdminPartnerSelectedInfo) => {
          const money = (v: number) => formatMoney(v, intl.locale, info.currency);
          const n = (v: number) => intl.formatNumber(v);
          return (
            <>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.infoPeriod, { since: formatDate(info.since), until: formatDate(info.until) })}
              </Text>
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
                <Figure label={intl.formatMessage(m.infoCommission)} value={money(info.fastInfo.Commission)} />
                <Figure label={intl.formatMessage(m.infoRegistrations)} value={n(info.fastInfo.Registrations)} />
                <Figure label={intl.formatMessage(m.infoFtd)} value={n(info.fastInfo.FTD)} />
                <Figure label={intl.formatMessage(m.infoQftd)} value={n(info.fastInfo.QFTD)} />
                <Figure label={intl.formatMessage(m.infoBalance)} value={money(info.balance)} />
                <Figure label={intl.formatMessage(m.infoSubBalance)} value={money(info.subBalance)} />
                <Figure label={intl.formatMessage(m.infoPending)} value={money(info.pendingCommission)} />
                <Figure
                  label={intl.formatMessage(m.infoPayments)}
                  value={intl.formatMessage(m.infoPaymentsValue, { count: n(info.paymentsCount), total: money(info.paymentsTotal) })}
                />
                <Figure label={intl.formatMessage(m.infoLastPayment)} value={formatDateTime(info.lastPaymentAt)} />
                <Figure label={intl.formatMessage(m.infoSubs)} value={n(info.subAffiliatesCount)} />
                <Figure label={intl.formatMessage(m.infoCampaigns)} value={n(info.campaignsCount)} />
                <Figure
                  label={intl.formatMessage(m.infoBusiness)}
                  value={intl.formatMessage(info.businessApproval ? approvalLabel[info.businessApproval] : m.none)}
                />
                <Figure label={intl.formatMessage(m.infoBank)} value={intl.formatMessage(info.hasBankAccount ? m.yes : m.no)} />
              </SimpleGrid>
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}
