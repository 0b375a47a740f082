// The exports against the Node mock: partners and payments are paged through the list calls
// (100 rows a call, never all in one), with progress after each page and the API's own total;
// a cancel stops the paging; the sub-affiliates CSV is the server's, counted without its header.
import Papa from 'papaparse';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_IDS } from '@mocks/db/demo-accounts';
import { server } from '@mocks/node';
import { getStore } from '@mocks/runtime';
import { signIn } from '@/testing/render';
import { exportPartners, exportPayments, exportSubAffiliates, PARTNER_CSV_FIELDS, PAYMENT_CSV_FIELDS } from './export-datasets';

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

/** Counts the list calls and their page sizes while a test runs. */
function watchCalls(path: string) {
  const sizes: number[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === path) sizes.push(Number(url.searchParams.get('pageSize')));
  });
  return sizes;
}

describe('CSV exports', { timeout: 60_000 }, () => {
  it('pages through every Brazilian partner with progress, ordered by ID', async () => {
    signIn('admin');
    const sizes = watchCalls('/api/management/partners');
    const progress: Array<{ done: number; total: number }> = [];
    const result = await exportPartners({ country: 'BR' }, { signal: new AbortController().signal, onProgress: (p) => progress.push(p) });
    server.events.removeAllListeners();
    const expected = [...getStore().db.users.values()].filter((u) => u.Country === 'BR').length;
    expect(result.total).toBe(expected);
    expect(result.rows).toBe(expected);
    expect(sizes.every((s) => s === 100)).toBe(true);
    expect(sizes).toHaveLength(Math.ceil(expected / 100));
    expect(progress.at(-1)).toEqual({ done: expected, total: expected });
    const rows = parse(result.csv);
    expect(rows[0]).toEqual([...PARTNER_CSV_FIELDS]);
    expect(rows).toHaveLength(expected + 1);
    const ids = rows.slice(1).map((r) => Number(r[0]));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(rows.slice(1).every((r) => r[5] === 'BR')).toBe(true);
  });

  it('exports the payments of a filter with the list total', async () => {
    signIn('admin');
    const result = await exportPayments(
      { status: 'Completed', category: 'person' },
      { signal: new AbortController().signal, onProgress: () => {} },
    );
    const expected = [...getStore().db.payments.values()].filter((p) => p.Status === 'Completed' && p.Category === 'person').length;
    expect(result.rows).toBe(Math.min(expected, 10_000));
    const rows = parse(result.csv);
    expect(rows[0]).toEqual([...PAYMENT_CSV_FIELDS]);
    expect(rows.slice(1).every((r) => r[7] === 'Completed' && r[8] === 'person')).toBe(true);
  });

  it('stops asking for pages once cancelled', async () => {
    signIn('admin');
    const sizes = watchCalls('/api/management/partners');
    const controller = new AbortController();
    const run = exportPartners({}, { signal: controller.signal, onProgress: () => controller.abort() });
    await expect(run).rejects.toBeDefined();
    server.events.removeAllListeners();
    expect(sizes).toHaveLength(1);
  });

  it('takes the server’s sub-affiliates CSV and counts its rows', async () => {
    signIn('admin');
    const result = await exportSubAffiliates(DEMO_IDS.affiliate, { signal: new AbortController().signal, onProgress: () => {} });
    const expected = getStore().ownedBy('users', DEMO_IDS.affiliate).length;
    expect(expected).toBeGreaterThan(0);
    expect(result.rows).toBe(expected);
    expect(parse(result.csv)[0]?.[0]).toBe('ID');
  });

  it('fails with the 404 for an unknown partner', async () => {
    signIn('admin');
    server.use(
      http.get('*/api/management/sub-affiliates/export', ({ request }) => {
        expect(new URL(request.url).searchParams.get('partnerId')).toBe('999999');
        return undefined;
      }),
    );
    await expect(exportSubAffiliates(999_999, { signal: new AbortController().signal, onProgress: () => {} })).rejects.toMatchObject({
      status: 404,
    });
  });
});
