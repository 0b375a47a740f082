// Payments created over the period: the period is cut into at most ~18 sub-periods and each is
// asked from the payments report (computed on the server over every payment), then drawn as the
// amount (bars) and the number of payments (line, right axis).
import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { getAdminGetPaymentsReportQueryOptions } from '@/api/generated/endpoints/admin-payments/admin-payments';
import type { AdminPaymentsReport } from '@/api/generated/model/adminPaymentsReport';
import { EChart } from '@/components/chart/echart';
import { axisDateLabel, compactMoney, noon, type Granularity } from '@/components/chart/time-axis';
import { useMoney } from '@/components/data/money';
import { QueryError } from '@/components/data/query-state';
import type { DateRange } from '@/components/date-range/presets';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/lib/session';
import { adminStatisticsMessages as m } from '../messages';
import { bucketsFor } from './buckets';

const UNIT = { day: m.unitDay, week: m.unitWeek, month: m.unitMonth, quarter: m.unitQuarter } as const;

export function PaymentsOverTime({ range }: { range: DateRange }) {
  const intl = useIntl();
  const { unit, buckets } = bucketsFor(range);
  const results = useQueries({ queries: buckets.map((b) => getAdminGetPaymentsReportQueryOptions(b)) });
  const failed = results.find((r) => r.isError);
  const done = results.filter((r) => r.isSuccess).length;
  const reports = results.map((r) => r.data).filter((d): d is AdminPaymentsReport => d !== undefined);
  const label = intl.formatMessage(m.seriesLabel, {
    unit: intl.formatMessage(UNIT[unit]),
    since: formatDate(noon(range.since)),
    until: formatDate(noon(range.until)),
  });
  let body;
  if (failed) body = <QueryError error={failed.error} onRetry={() => results.filter((r) => r.isError).forEach((r) => void r.refetch())} />;
  else if (done < buckets.length)
    body = (
      <Stack gap={4} role="status" aria-live="polite" py="lg">
        <Text size="sm" ta="center">
          {intl.formatMessage(m.seriesLoading, { done, total: buckets.length })}
        </Text>
        <Progress value={(done / buckets.length) * 100} size="sm" aria-hidden />
      </Stack>
    );
  else if (reports.every((r) => r.count === 0))
    body = (
      <Text c="dimmed" ta="center" py="lg" data-testid="admin-series-empty">
        {intl.formatMessage(m.seriesEmpty)}
      </Text>
    );
  else body = <SeriesChart reports={reports} unit={unit} label={label} />;
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {intl.formatMessage(m.seriesTitle)}
      </Title>
      {body}
    </Paper>
  );
}

function SeriesChart({ reports, unit, label }: { reports: AdminPaymentsReport[]; unit: Granularity; label: string }) {
  const intl = useIntl();
  const money = useMoney();
  const currency = useSession().user?.Currency ?? 'BRL';
  const count = (v: number) => intl.formatNumber(v);
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: reports.map((r) => axisDateLabel(intl, r.since, unit)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => compactMoney(v, intl.locale, currency) } },
      { type: 'value', minInterval: 1, splitLine: { show: false }, axisLabel: { formatter: count } },
    ],
    series: [
      {
        name: intl.formatMessage(m.seriesAmount),
        type: 'bar',
        data: reports.map((r) => r.amount),
        tooltip: { valueFormatter: (v: number) => money(v) },
      },
      {
        name: intl.formatMessage(m.seriesCount),
        type: 'line',
        yAxisIndex: 1,
        data: reports.map((r) => r.count),
        tooltip: { valueFormatter: count },
      },
    ],
  };
  return (
    <div data-testid="admin-series-chart" data-points={reports.length}>
      <EChart option={option} height={320} label={label} />
    </div>
  );
}
