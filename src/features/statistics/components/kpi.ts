// The four indicators of the statistics page and how a value of each is written.
import type { IntlShape } from 'react-intl';
import { ReportColumn } from '@/api/generated/model/reportColumn';

export const KPIS = [ReportColumn.Commission, ReportColumn.FTD, ReportColumn.QFTD, ReportColumn.Registrations] as const;
export type Kpi = (typeof KPIS)[number];

export const isKpi = (v: string | null): v is Kpi => KPIS.includes(v as Kpi);

/** Money for Commission (through the user's currency), whole numbers for the counts. */
export function kpiFormatter(kpi: Kpi, intl: IntlShape, money: (v: number) => string): (v: number) => string {
  return kpi === 'Commission' ? money : (v) => intl.formatNumber(v);
}

/** Shared with the admin statistics chart (components/chart/time-axis.ts). */
export { granularityFor } from '@/components/chart/time-axis';
