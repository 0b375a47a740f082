// The packed sort and paging must give exactly what a plain comparator sort gives.
import { describe, expect, it } from 'vitest';
import { createSortedIndex } from './sorted-index';

interface Row {
  ID: number;
  n: number;
  s: string;
}
/** The plain reading of the contract: filter, sort by (value, ID), reverse for desc, slice. */
function naive(rows: Row[], key: 'n' | 's', order: 'asc' | 'desc', match: (r: Row) => boolean = () => true) {
  const sorted = rows.filter(match).sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.ID - b.ID));
  return order === 'desc' ? sorted.reverse() : sorted;
}

let state = 7;
const next = () => (state = (state * 48271) % 2147483647) / 2147483647;

describe('createSortedIndex', () => {
  it.each([
    ['small integers with ties', () => Math.floor(next() * 20)],
    ['fractional money', () => Math.floor(next() * 1e6) / 100 - 2000],
    ['dates in ms', () => 1.7e12 + Math.floor(next() * 1e10)],
    ['mixed ties of large values', () => 1.7e12 + Math.floor(next() * 5) * 1000 + Math.floor(next() * 3)],
  ])('orders %s exactly like a comparator sort', (_name, value) => {
    const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({
      ID: i + 1,
      n: value(),
      s: String.fromCharCode(65 + Math.floor(next() * 26)),
    }));
    const index = createSortedIndex(rows, { n: (r) => r.n, s: (r) => r.s }, 'n');
    for (const order of ['asc', 'desc'] as const) {
      for (const key of ['n', 's'] as const) {
        const all = index.page({ sort: key, order, pageSize: 100, page: 3 }, null);
        expect(all.items).toEqual(naive(rows, key, order).slice(200, 300));
        const even = index.page({ sort: key, order, pageSize: 7, page: 5 }, (r) => r.ID % 2 === 0);
        const want = naive(rows, key, order, (r) => r.ID % 2 === 0);
        expect(even).toEqual({ items: want.slice(28, 35), total: want.length, page: 5, pageSize: 7 });
      }
    }
  });

  it('falls back to a comparator when rows are not in ID order', () => {
    const rows: Row[] = [5, 3, 9, 1, 7].map((ID, i) => ({ ID, n: i % 2, s: '' }));
    const index = createSortedIndex(rows, { n: (r) => r.n, s: (r) => r.s }, 'n');
    expect(index.page({ sort: 'n', order: 'asc' }, null).items.map((r) => r.ID)).toEqual([5, 7, 9, 1, 3]);
  });

  it('clamps paging and ignores unknown sort keys', () => {
    const rows: Row[] = Array.from({ length: 250 }, (_, i) => ({ ID: i + 1, n: 0, s: '' }));
    const index = createSortedIndex(rows, { n: (r) => r.n, s: (r) => r.s }, 'n');
    expect(index.page({ page: 0, pageSize: 1000, sort: 'nope' }, null)).toMatchObject({ page: 1, pageSize: 100, total: 250 });
    expect(
      index
        .page({}, null)
        .items.map((r) => r.ID)
        .slice(0, 2),
    ).toEqual([250, 249]);
    expect(index.page({ page: 99 }, null).items).toEqual([]);
  });
});
