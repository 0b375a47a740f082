// The programme's totals: partners (all and active, as of today: the partner list has no period)
// and, for those who may read payments, the period's payments from the payments report.
import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useAdminListPartners } from '@/api/generated/endpoints/admin-partners/admin-partners';
import { useAdminGetPaymentsReport } from '@/api/generated/endpoints/admin-payments/admin-payments';
import { useMoney } from '@/components/data/money';
import { QueryError } from '@/components/data/query-state';
import type { DateRange } from '@/components/date-range/presets';
import { adminStatisticsMessages as m } from '../messages';

function Kpi({ id, label, value, note }: { id: string; label: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Paper withBorder p="sm" role="listitem" data-kpi={id}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" style={{ overflowWrap: 'anywhere' }} data-testid={`admin-kpi-${id}`}>
        {value}
      </Text>
      {note && (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </Paper>
  );
}

export function ProgrammeKpis({ range, showPayments }: { range: DateRange; showPayments: boolean }) {
  const intl = useIntl();
  const money = useMoney();
  const partners = useAdminListPartners({ pageSize: 1 });
  const active = useAdminListPartners({ pageSize: 1, status: 'active' });
  const report = useAdminGetPaymentsReport(range, { query: { enabled: showPayments } });
  const failed = [partners, active, ...(showPayments ? [report] : [])].filter((q) => q.isError);
  if (failed[0]) return <QueryError error={failed[0].error} onRetry={() => failed.forEach((q) => void q.refetch())} />;
  const n = (v: number | undefined) => (v === undefined ? '…' : intl.formatNumber(v));
  const completed = report.data?.byStatus.find((s) => s.status === 'Completed');
  const allTime = intl.formatMessage(m.allTime);
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: showPayments ? 3 : 2, xl: showPayments ? 5 : 2 }}
      spacing="sm"
      role="list"
      aria-label={intl.formatMessage(m.totals)}
    >
      <Kpi id="partners" label={intl.formatMessage(m.partners)} value={n(partners.data?.total)} note={allTime} />
      <Kpi id="active-partners" label={intl.formatMessage(m.activePartners)} value={n(active.data?.total)} note={allTime} />
      {showPayments && (
        <>
          <Kpi id="payments-count" label={intl.formatMessage(m.paymentsCount)} value={n(report.data?.count)} />
          <Kpi id="payments-amount" label={intl.formatMessage(m.paymentsAmount)} value={report.data ? money(report.data.amount) : '…'} />
          <Kpi
            id="completed-amount"
            label={intl.formatMessage(m.completedAmount)}
            value={report.data ? money(completed?.amount ?? 0) : '…'}
            note={report.data ? intl.formatMessage(m.completedCount, { count: completed?.count ?? 0 }) : undefined}
          />
        </>
      )}
    </SimpleGrid>
  );
}
