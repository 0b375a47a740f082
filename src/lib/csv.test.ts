// The shared CSV helpers: paging until the total (never one call for everything), the cap, the
// cancel between pages, formula-looking cells escaped, and the row count of a CSV text.
import { describe, expect, it } from 'vitest';
import { countCsvRows, fetchAllPages, toCsv } from './csv';

const source = Array.from({ length: 250 }, (_, i) => i + 1);
function pager(calls: number[]) {
  return async (page: number, pageSize: number) => {
    calls.push(page);
    return { items: source.slice((page - 1) * pageSize, page * pageSize), total: source.length };
  };
}

describe('fetchAllPages', () => {
  it('asks page after page until the total, reporting progress', async () => {
    const calls: number[] = [];
    const progress: Array<{ done: number; total: number }> = [];
    const { rows, total } = await fetchAllPages(pager(calls), { onProgress: (p) => progress.push(p) });
    expect(rows).toEqual(source);
    expect(total).toBe(250);
    expect(calls).toEqual([1, 2, 3]);
    expect(progress).toEqual([
      { done: 100, total: 250 },
      { done: 200, total: 250 },
      { done: 250, total: 250 },
    ]);
  });

  it('stops at the cap and still tells the full total', async () => {
    const calls: number[] = [];
    const { rows, total } = await fetchAllPages(pager(calls), { cap: 150 });
    expect(rows).toHaveLength(150);
    expect(total).toBe(250);
    expect(calls).toEqual([1, 2]);
  });

  it('asks no further page once cancelled', async () => {
    const calls: number[] = [];
    const controller = new AbortController();
    await expect(fetchAllPages(pager(calls), { signal: controller.signal, onProgress: () => controller.abort() })).rejects.toThrow();
    expect(calls).toEqual([1]);
  });
});

describe('toCsv and countCsvRows', () => {
  it('writes a header row, escapes formulas and counts data rows only', async () => {
    const csv = await toCsv(
      ['ID', 'Name'],
      [
        [1, '=HYPERLINK("x")'],
        [2, null],
      ],
    );
    expect(csv.split('\r\n')).toEqual(['ID,Name', `1,"'=HYPERLINK(""x"")"`, '2,']);
    expect(await countCsvRows(csv)).toBe(2);
    expect(await countCsvRows('\uFEFFID,Name\n')).toBe(0);
    expect(await countCsvRows('')).toBe(0);
  });
});
