// The period's activity month by month (report graph since 2024-05-01): commission as bars on
// the money axis, FTD, QFTD and registrations as lines on the count axis.
import { Paper, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useGetReportsGraph } from '@/api/generated/endpoints/reports/reports';
import type { ReportGraphPoint } from '@/api/generated/model/reportGraphPoint';
import { EChart } from '@/components/chart/echart';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { formatDate } from '@/lib/dates';
import { overviewMessages as m } from '../messages';
import { brazilToday, PERIOD_START } from '../period';

const CHART_HEIGHT = 300;

function useOption(points: ReportGraphPoint[]) {
  const intl = useIntl();
  const money = useMoney();
  const month = (iso: string) => intl.formatDate(`${iso}T12:00:00`, { month: 'short', year: 'numeric' });
  const line = (name: string, key: 'FTD' | 'QFTD' | 'Registrations') => ({
    name,
    type: 'line',
    yAxisIndex: 1,
    showSymbol: false,
    data: points.map((p) => p[key] ?? 0),
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 8, top: 16, bottom: 72, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => month(p.Date)) },
    yAxis: [
      { type: 'value', axisLabel: { formatter: (v: number) => money(v) } },
      { type: 'value', splitLine: { show: false } },
    ],
    series: [
      {
        name: intl.formatMessage(m.commission),
        type: 'bar',
        data: points.map((p) => p.Commission ?? 0),
        tooltip: { valueFormatter: (v: number) => money(v) },
      },
      line(intl.formatMessage(m.ftd), 'FTD'),
      line(intl.formatMessage(m.qftd), 'QFTD'),
      line(intl.formatMessage(m.registrations), 'Registrations'),
    ],
  };
}

function Chart({ points }: { points: ReportGraphPoint[] }) {
  const intl = useIntl();
  const option = useOption(points);
  return (
    <EChart
      option={option}
      height={CHART_HEIGHT}
      label={intl.formatMessage(m.chartLabel, { since: formatDate(`${PERIOD_START}T12:00:00`) })}
    />
  );
}

export function PeriodChart() {
  const intl = useIntl();
  const query = useGetReportsGraph({ since: PERIOD_START, until: brazilToday(), granularity: 'month' });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="period-chart-title">
      <Title id="period-chart-title" order={2} size="h4" mb="sm">
        {intl.formatMessage(m.chartTitle)}
      </Title>
      <QueryState
        query={query}
        isEmpty={(points) => points.length === 0}
        empty={intl.formatMessage(m.chartEmpty)}
        loadingHeight={CHART_HEIGHT}
      >
        {(points) => <Chart points={points} />}
      </QueryState>
    </Paper>
  );
}
