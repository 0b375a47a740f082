// The period's totals of the four indicators (key-sum), each with its change against the
// compared period (date-range/comparison) when there is one. Clicking one charts it.
import { SimpleGrid, Text, UnstyledButton, Paper } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetReportsKeySum } from '@/api/generated/endpoints/reports/reports';
import { percentChange, type DateRange } from '@/components/date-range/presets';
import { QueryError } from '@/components/data/query-state';
import { useMoney } from '@/components/data/money';
import { statisticsMessages as m } from '../messages';
import { KPIS, kpiFormatter, type Kpi } from './kpi';

interface KpiTotalsProps {
  range: DateRange;
  previous: DateRange | null;
  selected: Kpi;
  onSelect: (kpi: Kpi) => void;
}

export function KpiTotals({ range, previous, selected, onSelect }: KpiTotalsProps) {
  const intl = useIntl();
  const money = useMoney();
  const current = useGetReportsKeySum(range);
  const before = useGetReportsKeySum(previous ?? undefined, { query: { enabled: previous !== null } });
  if (current.isError) return <QueryError error={current.error} onRetry={() => void current.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" aria-label={intl.formatMessage(m.totals)} role="list">
      {KPIS.map((kpi) => {
        const fmt = kpiFormatter(kpi, intl, money);
        const value = current.data?.[kpi];
        const prev = previous ? before.data?.[kpi] : undefined;
        const change = value !== undefined && prev !== undefined ? percentChange(value, prev) : undefined;
        return (
          <Paper key={kpi} withBorder p={0} role="listitem" data-kpi={kpi}>
            <UnstyledButton
              onClick={() => onSelect(kpi)}
              aria-pressed={selected === kpi}
              p="sm"
              w="100%"
              style={{ borderRadius: 'inherit', outline: selected === kpi ? '2px solid var(--mantine-primary-color-filled)' : undefined }}
            >
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m[kpi])}
              </Text>
              {/* Two cards a row at 375 px: "R$ 657.574,09" fits on one line at the smaller size. */}
              <Text fw={700} fz={{ base: 'md', xs: 'xl' }} style={{ overflowWrap: 'anywhere' }} data-testid={`kpi-total-${kpi}`}>
                {value === undefined ? '…' : fmt(value)}
              </Text>
              {previous && change !== undefined && (
                <Text
                  size="xs"
                  c={change === null || change > 0 ? 'teal' : change < 0 ? 'red' : 'dimmed'}
                  data-testid={`kpi-change-${kpi}`}
                >
                  {change === null
                    ? intl.formatMessage(m.changeNew)
                    : intl.formatMessage(m.change, {
                        change: intl.formatNumber(change, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
                      })}
                </Text>
              )}
              {previous && prev !== undefined && (
                <Text size="xs" c="dimmed">
                  {intl.formatMessage(m.previousValue, { value: fmt(prev) })}
                </Text>
              )}
            </UnstyledButton>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
