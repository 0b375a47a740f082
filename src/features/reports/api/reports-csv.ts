// CSV export of the report rows of a filtered period: every page is fetched through the
// generated getReports (100 rows a call, with progress), capped so a huge period cannot freeze
// the tab, then written with papaparse (formula-looking cells escaped) and downloaded as a Blob.
import Papa from 'papaparse';
import { getReports } from '../../../api/generated/endpoints/reports/reports';
import type { GetReportsParams } from '../../../api/generated/model/getReportsParams';
import type { ReportPage } from '../../../api/generated/model/reportPage';
import type { ReportRow } from '../../../api/generated/model/reportRow';

/** Most rows one export fetches (100 calls of 100). */
export const EXPORT_CAP = 10_000;
const EXPORT_PAGE_SIZE = 100;

export const REPORT_CSV_FIELDS = ['Date', 'CampaignID', 'CampaignName', 'Clicks', 'Registrations', 'FTD', 'QFTD', 'Deposits', 'NGR', 'Commission'] as const satisfies readonly (keyof ReportRow)[];

/** Machine-readable CSV (API field names, plain numbers) so spreadsheets read it in any language. */
export function buildReportsCsv(rows: readonly ReportRow[]): string {
  return Papa.unparse(
    { fields: [...REPORT_CSV_FIELDS], data: rows.map((r) => REPORT_CSV_FIELDS.map((f) => r[f] ?? '')) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}

export interface ExportProgress {
  done: number;
  total: number;
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
  { onProgress, signal, cap = EXPORT_CAP, fetcher = (p, s) => getReports(p, undefined, s) }:
    { onProgress?: (p: ExportProgress) => void; signal?: AbortSignal; cap?: number; fetcher?: Fetcher } = {},
): Promise<FetchAllResult> {
  const rows: ReportRow[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < Math.min(total, cap); page++) {
    const answer = await fetcher({ ...filters, page, pageSize: EXPORT_PAGE_SIZE }, signal);
    total = answer.total;
    rows.push(...answer.items.slice(0, cap - rows.length));
    onProgress?.({ done: rows.length, total: Math.min(total, cap) });
    if (answer.items.length === 0) break;
  }
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** Shared with every CSV export of the portal (src/lib/csv.ts). */
export { downloadCsv } from '../../../lib/csv';
