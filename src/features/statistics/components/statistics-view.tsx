// The statistics page body: period (URL `since`/`until`), indicator (URL `kpi`) and comparison
// (URL `compare=1`) — all in the URL so a reload or a shared link shows the same view. Which period
// a range is compared with, and when there is none, is decided in components/date-range/comparison.
import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { DateRangePicker } from '@/components/date-range/date-range-picker';
import { comparisonPeriod } from '@/components/date-range/comparison';
import { STATS_START } from '@/components/date-range/presets';
import { useDateRangeParams } from '@/components/date-range/use-date-range-params';
import { formatDate } from '@/lib/dates';
import { statisticsMessages as m } from '../messages';
import { isKpi, KPIS, type Kpi } from './kpi';
import { KpiTotals } from './kpi-totals';
import { StatisticsChart } from './statistics-chart';

export function StatisticsView() {
  const intl = useIntl();
  const [range, setRange, today] = useDateRangeParams('this-month');
  const [params, setParams] = useSearchParams();
  const rawKpi = params.get('kpi');
  const kpi: Kpi = isKpi(rawKpi) ? rawKpi : 'Commission';
  const compare = params.get('compare') === '1';
  const previous = compare ? comparisonPeriod(range) : null;
  const setParam = (key: string, value: string | null) =>
    setParams(
      (p) => {
        const copy = new URLSearchParams(p);
        if (value === null) copy.delete(key);
        else copy.set(key, value);
        return copy;
      },
      { replace: true },
    );
  return (
    <Stack>
      <DateRangePicker value={range} onChange={setRange} today={today} />
      <Group justify="space-between" align="center" gap="sm">
        <SegmentedControl
          aria-label={intl.formatMessage(m.kpi)}
          value={kpi}
          onChange={(v) => setParam('kpi', v)}
          data={KPIS.map((k) => ({ value: k, label: intl.formatMessage(m[k]) }))}
        />
        <Switch
          label={intl.formatMessage(m.compare)}
          checked={compare}
          onChange={(e) => setParam('compare', e.currentTarget.checked ? '1' : null)}
        />
      </Group>
      {previous && (
        <Text size="sm" c="dimmed" data-testid="compare-period">
          {intl.formatMessage(m.comparePeriod, {
            since: formatDate(`${previous.since}T12:00:00`),
            until: formatDate(`${previous.until}T12:00:00`),
          })}
        </Text>
      )}
      {compare && !previous && (
        <Text size="sm" c="dimmed" data-testid="compare-unavailable">
          {intl.formatMessage(m.compareUnavailable, { start: formatDate(`${STATS_START}T12:00:00`) })}
        </Text>
      )}
      <KpiTotals range={range} previous={previous} selected={kpi} onSelect={(k) => setParam('kpi', k)} />
      <StatisticsChart range={range} previous={previous} kpi={kpi} />
    </Stack>
  );
}
