// The chosen indicator over the period (report graph), with the compared period
// (date-range/comparison) as a dashed second series when there is one. Points of the two periods
// are paired by position (1st day with 1st day: October 1st with September 1st); where the
// compared period is shorter (September has no 31st) its line stops rather than dropping to 0.
import { Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetReportsGraph } from '@/api/generated/endpoints/reports/reports';
import type { ReportGraphPoint } from '@/api/generated/model/reportGraphPoint';
import { EChart } from '@/components/chart/echart';
import { axisDateLabel, noon } from '@/components/chart/time-axis';
import { QueryState } from '@/components/data/query-state';
import { useMoney } from '@/components/data/money';
import { rangeDays, type DateRange } from '@/components/date-range/presets';
import { formatDate } from '@/lib/dates';
import { statisticsMessages as m } from '../messages';
import { granularityFor, kpiFormatter, type Kpi } from './kpi';

interface StatisticsChartProps {
  range: DateRange;
  previous: DateRange | null;
  kpi: Kpi;
}

export function StatisticsChart({ range, previous, kpi }: StatisticsChartProps) {
  const intl = useIntl();
  const granularity = granularityFor(rangeDays(range));
  const current = useGetReportsGraph({ ...range, columns: [kpi], granularity });
  const before = useGetReportsGraph(previous ? { ...previous, columns: [kpi], granularity } : undefined, {
    query: { enabled: previous !== null },
  });
  const unit = granularity === 'day' ? m.unitDay : granularity === 'week' ? m.unitWeek : m.unitMonth;
  return (
    <Paper withBorder p="md">
      <QueryState
        query={current}
        isEmpty={(points) => points.every((p) => !p[kpi]) && !(before.data ?? []).some((p) => p[kpi])}
        empty={
          <Text c="dimmed" ta="center" data-testid="statistics-empty">
            {intl.formatMessage(m.empty)}
          </Text>
        }
      >
        {(points) => (
          <Chart
            points={points}
            previousPoints={previous ? (before.data ?? []) : null}
            kpi={kpi}
            granularity={granularity}
            label={intl.formatMessage(m.chartLabel, {
              kpi: intl.formatMessage(m[kpi]),
              unit: intl.formatMessage(unit),
              since: formatDate(noon(range.since)),
              until: formatDate(noon(range.until)),
            })}
          />
        )}
      </QueryState>
    </Paper>
  );
}

interface ChartProps {
  points: ReportGraphPoint[];
  previousPoints: ReportGraphPoint[] | null;
  kpi: Kpi;
  granularity: 'day' | 'week' | 'month';
  label: string;
}

function Chart({ points, previousPoints, kpi, granularity, label }: ChartProps) {
  const intl = useIntl();
  const money = useMoney();
  const fmt = kpiFormatter(kpi, intl, money);
  const axisDate = (day: string) => axisDateLabel(intl, day, granularity);
  const series: object[] = [
    {
      name: intl.formatMessage(m.current),
      type: kpi === 'Commission' ? 'bar' : 'line',
      data: points.map((p) => p[kpi] ?? 0),
      showSymbol: points.length < 40,
    },
  ];
  if (previousPoints)
    series.push({
      name: intl.formatMessage(m.previous),
      type: 'line',
      lineStyle: { type: 'dashed' },
      showSymbol: false,
      data: points.map((_, i) => {
        const p = previousPoints[i];
        return p ? (p[kpi] ?? 0) : null;
      }),
    });
  const option = {
    tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => (typeof v === 'number' ? fmt(v) : '—') },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 40, containLabel: true },
    // The last label ends at its point instead of being cut by the frame at 375 px ("31 de out.").
    xAxis: { type: 'category', data: points.map((p) => axisDate(p.Date)), axisLabel: { alignMaxLabel: 'right' } },
    yAxis: { type: 'value', minInterval: kpi === 'Commission' ? undefined : 1, axisLabel: { formatter: (v: number) => fmt(v) } },
    series,
  };
  return <EChart option={option} height={320} label={label} />;
}
