// The campaign's figures per day over the last 30 days: the report rows filtered by this
// campaign (the report graph call has no campaign filter), one point per day, days without
// activity at zero. Drawn with ECharts; this module is loaded only by the campaign route.
import { useMemo } from 'react';
import { SimpleGrid, Text } from '@mantine/core';
import { Section } from '@/components/layout/section';
import dayjs from '@/lib/dayjs';
import { useIntl } from 'react-intl';
import { useGetReports } from '@/api/generated/endpoints/reports/reports';
import type { ReportRow } from '@/api/generated/model/reportRow';
import { EChart } from '@/components/chart/echart';
import { useMoney } from '@/components/data/money';
import { QueryState } from '@/components/data/query-state';
import { toApiDate } from '@/lib/dates';
import { campaignMessages as m } from '../messages';

export const CHART_DAYS = 30;

interface Day {
  date: string;
  Registrations: number;
  FTD: number;
  QFTD: number;
  Commission: number;
}

/** One entry per day from `since` to `until`, summing the rows of each day. */
export function perDay(rows: readonly ReportRow[], since: string, until: string): Day[] {
  const byDate = new Map<string, Day>();
  for (let d = dayjs(since); !d.isAfter(until, 'day'); d = d.add(1, 'day')) {
    const date = d.format('YYYY-MM-DD');
    byDate.set(date, { date, Registrations: 0, FTD: 0, QFTD: 0, Commission: 0 });
  }
  for (const row of rows) {
    const day = byDate.get(row.Date);
    if (!day) continue;
    day.Registrations += row.Registrations;
    day.FTD += row.FTD;
    day.QFTD += row.QFTD;
    day.Commission = Math.round((day.Commission + row.Commission) * 100) / 100;
  }
  return [...byDate.values()];
}

export function CampaignChart({ campaignId, name }: { campaignId: number; name: string }) {
  const intl = useIntl();
  const money = useMoney();
  const until = toApiDate(new Date());
  const since = toApiDate(
    dayjs(until)
      .subtract(CHART_DAYS - 1, 'day')
      .toDate(),
  );
  const reports = useGetReports({ campaignId, since, until, page: 1, pageSize: 100, sort: 'Date', order: 'asc' });
  const days = useMemo(() => (reports.data ? perDay(reports.data.items, since, until) : []), [reports.data, since, until]);

  const labels = {
    Registrations: intl.formatMessage(m.registrations),
    FTD: intl.formatMessage(m.ftd),
    QFTD: intl.formatMessage(m.qftd),
    Commission: intl.formatMessage(m.commission),
  };
  const totals = days.reduce(
    (t, d) => ({
      Registrations: t.Registrations + d.Registrations,
      FTD: t.FTD + d.FTD,
      QFTD: t.QFTD + d.QFTD,
      Commission: t.Commission + d.Commission,
    }),
    { Registrations: 0, FTD: 0, QFTD: 0, Commission: 0 },
  );
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: days.map((d) => intl.formatDate(dayjs(d.date).toDate(), { day: '2-digit', month: '2-digit' })) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', axisLabel: { formatter: (v: number) => money(v) }, splitLine: { show: false } },
    ],
    series: [
      { name: labels.Registrations, type: 'bar', data: days.map((d) => d.Registrations) },
      { name: labels.FTD, type: 'line', data: days.map((d) => d.FTD) },
      { name: labels.QFTD, type: 'line', data: days.map((d) => d.QFTD) },
      {
        name: labels.Commission,
        type: 'line',
        yAxisIndex: 1,
        data: days.map((d) => d.Commission),
        tooltip: { valueFormatter: (v: number) => money(v) },
      },
    ],
  };

  return (
    <Section id="campaign-figures" title={intl.formatMessage(m.figures, { days: CHART_DAYS })} gap="md">
      <QueryState query={reports}>
        {(page) => (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {(['Registrations', 'FTD', 'QFTD'] as const).map((k) => (
                <div key={k}>
                  <Text size="xs" c="dimmed">
                    {labels[k]}
                  </Text>
                  <Text fw={700}>{intl.formatNumber(totals[k])}</Text>
                </div>
              ))}
              <div>
                <Text size="xs" c="dimmed">
                  {labels.Commission}
                </Text>
                <Text fw={700}>{money(totals.Commission)}</Text>
              </div>
            </SimpleGrid>
            {page.items.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                {intl.formatMessage(m.noFigures)}
              </Text>
            ) : (
              <EChart option={option} label={intl.formatMessage(m.chartLabel, { name })} height={300} />
            )}
          </>
        )}
      </QueryState>
    </Section>
  );
}
