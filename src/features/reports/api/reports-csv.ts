// CSV export of the report rows of a filtered period: every page is fetched through the
// generated getReports (100 rows a call, with progress), capped so a huge period cannot freeze
// the tab, then written as CSV (src/lib/csv.ts: formula-looking cells escaped) and downloaded.
import { getReports } from '@/api/generated/endpoints/reports/reports';
import type { GetReportsParams } from '@/api/generated/model/getReportsParams';
import type { ReportPage } from '@/api/generated/model/reportPage';
import type { ReportRow } from '@/api/generated/model/reportRow';
import { EXPORT_CAP, fetchAllPages, toCsv, type ExportProgress } from '@/lib/csv';

export { EXPORT_CAP, downloadCsv, type ExportProgress } from '@/lib/csv';

export const REPORT_CSV_FIELDS = [
  'Date',
  'CampaignID',
  'CampaignName',
  'Clicks',
  'Registrations',
  'FTD',
  'QFTD',
  'Deposits',
  'NGR',
  'Commission',
] as const satisfies readonly (keyof ReportRow)[];

/** Machine-readable CSV (API field names, plain numbers) so spreadsheets read it in any language. */
export function buildReportsCsv(rows: readonly ReportRow[]): Promise<string> {
  return toCsv(
    REPORT_CSV_FIELDS,
    rows.map((r) => REPORT_CSV_FIELDS.map((f) => r[f])),
  );
}

export interface FetchAllResult {
  rows: ReportRow[];
  /** Rows the period has in all (may exceed rows.length when capped). */
  total: number;
}

type Fetcher = (params: GetReportsParams, signal?: AbortSignal) => Promise<ReportPage>;

/** Fetches the filtered rows page by page, up to `cap`, reporting progress after each page. */
export async function fetchAllReports(
  filters: Omit<GetReportsParams, 'page' | 'pageSize'>,
  {
    onProgress,
    signal,
    cap = EXPORT_CAP,
    fetcher = (p, s) => getReports(p, undefined, s),
  }: { onProgress?: (p: ExportProgress) => void; signal?: AbortSignal; cap?: number; fetcher?: Fetcher } = {},
): Promise<FetchAllResult> {
  return fetchAllPages((page, pageSize, s) => fetcher({ ...filters, page, pageSize }, s), { onProgress, signal, cap });
}
