// The four indicators of the statistics page and how a value of each is written.
import type { IntlShape } from 'react-intl';
import { ReportColumn } from '../../../api/generated/model/reportColumn';

export const KPIS = [ReportColumn.Commission, ReportColumn.FTD, ReportColumn.QFTD, ReportColumn.Registrations] as const;
export type Kpi = (typeof KPIS)[number];

export const isKpi = (v: string | null): v is Kpi => KPIS.includes(v as Kpi);

/** Money for Commission (through the user's currency), whole numbers for the counts. */
export function kpiFormatter(kpi: Kpi, intl: IntlShape, money: (v: number) => string): (v: number) => string {
  return kpi === 'Commission' ? money : (v) => intl.formatNumber(v);
}

/** Point length for a period: days up to ~3 months, weeks up to a year, then months. */
export function granularityFor(days: number): 'day' | 'week' | 'month' {
  if (days <= 93) return 'day';
  return days <= 366 ? 'week' : 'month';
}
