import { defineMessages } from '@/i18n/define-messages';

export const statisticsMessages = defineMessages({
  title: { id: 'statistics.title', defaultMessage: 'Statistics' },
  kpi: { id: 'statistics.kpi', defaultMessage: 'Indicator' },
  Commission: { id: 'statistics.kpi.commission', defaultMessage: 'Commission' },
  FTD: { id: 'statistics.kpi.ftd', defaultMessage: 'FTD' },
  QFTD: { id: 'statistics.kpi.qftd', defaultMessage: 'QFTD' },
  Registrations: { id: 'statistics.kpi.registrations', defaultMessage: 'Registrations' },
  compare: { id: 'statistics.compare', defaultMessage: 'Compare with the previous period' },
  comparePeriod: { id: 'statistics.compare-period', defaultMessage: 'Previous period: {since} – {until}' },
  compareUnavailable: {
    id: 'statistics.compare-unavailable',
    defaultMessage: 'No comparison for this period: statistics start on {start}, so there is no full period before it.',
  },
  totals: { id: 'statistics.totals', defaultMessage: 'Totals of the period' },
  change: { id: 'statistics.change', defaultMessage: '{change} vs previous period' },
  changeNew: { id: 'statistics.change-new', defaultMessage: 'new vs previous period (was 0)' },
  previousValue: { id: 'statistics.previous-value', defaultMessage: 'Previous: {value}' },
  current: { id: 'statistics.series.current', defaultMessage: 'Selected period' },
  previous: { id: 'statistics.series.previous', defaultMessage: 'Previous period' },
  chartLabel: { id: 'statistics.chart-label', defaultMessage: '{kpi} per {unit} from {since} to {until}' },
  unitDay: { id: 'statistics.unit.day', defaultMessage: 'day' },
  unitWeek: { id: 'statistics.unit.week', defaultMessage: 'week' },
  unitMonth: { id: 'statistics.unit.month', defaultMessage: 'month' },
  empty: { id: 'statistics.empty', defaultMessage: 'No activity in this period yet. Share your campaign links to see figures here.' },
});
