import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import type { ReportRow } from '@/api/generated/model/reportRow';
import { buildReportsCsv, fetchAllReports, REPORT_CSV_FIELDS } from './reports-csv';

const row = (i: number, over: Partial<ReportRow> = {}): ReportRow => ({
  Date: `2026-10-${String(i).padStart(2, '0')}`,
  CampaignID: 1,
  CampaignName: 'instagram-bio',
  Clicks: 10 * i,
  Registrations: i,
  FTD: 1,
  QFTD: 0,
  Deposits: 80.5,
  NGR: -12.25,
  Commission: 3.1,
  ...over,
});

describe('buildReportsCsv', () => {
  it('writes the header and one line per row with plain numbers', async () => {
    const csv = await buildReportsCsv([row(1), row(2, { CampaignID: null, CampaignName: null })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(REPORT_CSV_FIELDS.join(','));
    expect(lines[1]).toBe('2026-10-01,1,instagram-bio,10,1,1,0,80.5,-12.25,3.1');
    expect(lines[2]).toBe('2026-10-02,,,20,2,1,0,80.5,-12.25,3.1');
    expect(lines).toHaveLength(3);
  });

  it('quotes commas and neutralises cells that look like formulas', async () => {
    const csv = await buildReportsCsv([row(1, { CampaignName: '=HYPERLINK("x")' }), row(2, { CampaignName: 'a,b' })]);
    const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
    expect(parsed[1]?.[2]).toBe('\'=HYPERLINK("x")');
    expect(parsed[2]?.[2]).toBe('a,b');
  });

  it('gives only the header for no rows', async () => {
    expect((await buildReportsCsv([])).split('\r\n').filter(Boolean)).toEqual([REPORT_CSV_FIELDS.join(',')]);
  });
});

describe('fetchAllReports', () => {
  const pages = (total: number) =>
    vi.fn(async (p: { page?: number; pageSize?: number }) => {
      const start = ((p.page ?? 1) - 1) * (p.pageSize ?? 20);
      const items = Array.from({ length: Math.max(0, Math.min(p.pageSize ?? 20, total - start)) }, (_, i) => row(((start + i) % 28) + 1));
      return { items, total, page: p.page ?? 1, pageSize: p.pageSize ?? 20 };
    });

  it('pages through the whole filtered period with progress', async () => {
    const fetcher = pages(250);
    const progress: number[] = [];
    const result = await fetchAllReports(
      { since: '2026-01-01', until: '2026-10-31', sort: 'Date', order: 'asc' },
      {
        fetcher,
        onProgress: (p) => progress.push(p.done),
      },
    );
    expect(result.rows).toHaveLength(250);
    expect(result.total).toBe(250);
    expect(progress).toEqual([100, 200, 250]);
    expect(fetcher).toHaveBeenCalledWith(expect.objectContaining({ since: '2026-01-01', sort: 'Date', page: 3, pageSize: 100 }), undefined);
  });

  it('stops at the cap and says how many there were', async () => {
    const fetcher = pages(1_000);
    const result = await fetchAllReports({}, { fetcher, cap: 150 });
    expect(result.rows).toHaveLength(150);
    expect(result.total).toBe(1_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stops on an empty period', async () => {
    const fetcher = pages(0);
    expect(await fetchAllReports({}, { fetcher })).toEqual({ rows: [], total: 0 });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
