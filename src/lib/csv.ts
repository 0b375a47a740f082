// The portal's CSV exports: pages of a server-paged list fetched one after the other (the
// server never sends all rows in one answer) with progress and a cancel, turned into CSV by
// papaparse (formula-looking cells escaped) and saved as a file with a BOM so Excel reads UTF-8.
// papaparse loads on the first export, not with the pages that offer one.

const papa = () => import('papaparse').then((m) => m.default);

/** Most rows one export fetches (100 calls of 100). */
export const EXPORT_CAP = 10_000;
export const EXPORT_PAGE_SIZE = 100;

export interface ExportProgress {
  done: number;
  total: number;
}

export interface PageAnswer<T> {
  items: T[];
  total: number;
}

export interface FetchPagesResult<T> {
  rows: T[];
  /** Rows the query has in all (may exceed rows.length when capped). */
  total: number;
}

/** Fetches page 1, 2, … of `fetchPage` until every row (at most `cap`) is in, reporting progress. */
export async function fetchAllPages<T>(
  fetchPage: (page: number, pageSize: number, signal?: AbortSignal) => Promise<PageAnswer<T>>,
  {
    onProgress,
    signal,
    cap = EXPORT_CAP,
    pageSize = EXPORT_PAGE_SIZE,
  }: { onProgress?: (p: ExportProgress) => void; signal?: AbortSignal; cap?: number; pageSize?: number } = {},
): Promise<FetchPagesResult<T>> {
  const rows: T[] = [];
  let total = Infinity;
  for (let page = 1; rows.length < Math.min(total, cap); page += 1) {
    signal?.throwIfAborted();
    const answer = await fetchPage(page, pageSize, signal);
    total = answer.total;
    rows.push(...answer.items.slice(0, cap - rows.length));
    onProgress?.({ done: rows.length, total: Math.min(total, cap) });
    if (answer.items.length === 0) break;
  }
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

/** A CSV with a header row of `fields` (machine-readable: API field names, plain numbers). */
export async function toCsv(
  fields: readonly string[],
  data: readonly (readonly (string | number | null | undefined)[])[],
): Promise<string> {
  const Papa = await papa();
  return Papa.unparse({ fields: [...fields], data: data.map((row) => row.map((v) => v ?? '')) }, { escapeFormulae: true, newline: '\r\n' });
}

/** Data rows of a CSV text (header and blank lines not counted). */
export async function countCsvRows(csv: string): Promise<number> {
  const Papa = await papa();
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  return Math.max(0, parsed.data.length - 1);
}

/** Saves text as a file; the BOM makes Excel read UTF-8 names right. */
export function downloadCsv(csv: string, filename: string): void {
  const url = URL.createObjectURL(new Blob(['\ufeff', csv.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
