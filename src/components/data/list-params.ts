// The one URL list-parameters hook: a list's page, pageSize, sort, order and filters live in the
// URL (shareable, kept on reload, Back steps through the pages read), parsed by the generated
// query-parameter zod schema of the list's GET (`src/api/generated/zod/**`, the `…QueryParams`
// export), so the limits and enums are the contract's. Each key is parsed on its own: a missing or
// invalid value (an unknown sort, page=abc, a q over its maximum) falls back to its default (the
// list's, else the contract's) or is left out, and the server only ever sees valid parameters.
//
// Writing back has one rule: a page change is pushed (Back returns to the page before), anything
// else — filters, typing, sort, page size — replaces the entry and goes back to page 1 (a new
// filter must not leave the user on page 7). Page 1 and empty filters are left out of the URL.
//
//   const list = useListParams(adminListBusinessesQueryParams, { pageSize: 20 });
//   const query = useAdminListBusinesses(list.params, keepPage);   // list.params: what the hook takes
//   list.set({ approval: 'pending' });  list.setPage(2);  list.setSort('Name', 'asc');
//
// Model: Dub's useRouterStuff (queryParams set/del) + usePagination (page in the URL).
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/** A generated `…QueryParams` schema: an object schema with a page, pageSize, sort and order. */
export type ListQuerySchema = z.ZodObject<z.ZodRawShape>;

export interface ListOptions<S extends ListQuerySchema, K extends keyof z.output<S> = never> {
  /** Defaults of this list where they differ from the contract's (e.g. `{ pageSize: 10 }`). */
  defaults?: Partial<z.output<S>>;
  /** The page sizes the list offers: a URL pageSize outside them falls back to the default. */
  pageSizes?: readonly number[];
  /** Schema keys this list does not keep (set by another control of the page, e.g. the period). */
  omit?: readonly K[];
}

type Value = string | number | boolean | null | undefined;
export type ListParamsOf<S extends ListQuerySchema, K extends keyof z.output<S> = never> = Omit<z.output<S>, K>;

const NUMBER = /^-?\d+(\.\d+)?$/;
const INTEGER_KEYS = new Set(['page', 'pageSize']);

/** One URL value parsed by its field's schema: the value, or undefined when missing or invalid. */
function parseField(field: z.ZodType, raw: string | null, key: string): unknown {
  const text = raw?.trim();
  if (!text) return undefined;
  const asText = field.safeParse(text);
  if (asText.success && typeof asText.data === 'string') return asText.data;
  if (!NUMBER.test(text)) return asText.success ? asText.data : undefined;
  const n = Number(text);
  if (INTEGER_KEYS.has(key) && !Number.isSafeInteger(n)) return undefined;
  const asNumber = field.safeParse(n);
  return asNumber.success ? asNumber.data : undefined;
}

/** The list's parameters read from `search` (exported for tests). */
export function parseListParams<S extends ListQuerySchema, K extends keyof z.output<S> = never>(
  schema: S,
  search: URLSearchParams,
  options: ListOptions<S, K> = {},
): ListParamsOf<S, K> {
  const out: Record<string, unknown> = {};
  const defaults = (options.defaults ?? {}) as Record<string, unknown>;
  const omit = new Set<PropertyKey>(options.omit ?? []);
  for (const [key, field] of Object.entries(schema.shape) as Array<[string, z.ZodType]>) {
    if (omit.has(key)) continue;
    let value = parseField(field, search.get(key), key);
    if (key === 'pageSize' && options.pageSizes && !options.pageSizes.includes(value as number)) value = undefined;
    if (value === undefined) value = key in defaults ? defaults[key] : field.safeParse(undefined).data;
    if (value !== undefined) out[key] = value;
  }
  return out as ListParamsOf<S, K>;
}

/** `prev` with `changes` applied: an empty value removes its key; page 1 is not written. */
export function withListChanges(prev: URLSearchParams, changes: Record<string, Value>): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export interface ListParams<S extends ListQuerySchema, K extends keyof z.output<S> = never> {
  /** The parameters for the list's generated hook. */
  params: ListParamsOf<S, K>;
  page: number;
  pageSize: number;
  sort: string | undefined;
  order: 'asc' | 'desc';
  /** Filters (and any other key): replaces the entry, back to page 1; '' or undefined removes one. */
  set: (changes: Partial<Record<keyof z.output<S> & string, Value>>) => void;
  /** Pushes the entry: Back returns to the page before. */
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: string, order: 'asc' | 'desc') => void;
}

export function useListParams<S extends ListQuerySchema, K extends keyof z.output<S> = never>(
  schema: S,
  options: ListOptions<S, K> = {},
): ListParams<S, K> {
  const [search, setSearch] = useSearchParams();
  // The router's setter reads the search params of its own render: a debounced write would drop
  // what changed since (a modal opened). Writes go through the latest one.
  const latest = useRef(setSearch);
  useLayoutEffect(() => {
    latest.current = setSearch;
  });
  const { defaults, pageSizes, omit } = options;
  const params = useMemo(
    () => parseListParams(schema, search, { defaults, pageSizes, omit }),
    // The options are literals in the list's render: compare them by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [schema, search, JSON.stringify([defaults, pageSizes, omit])],
  );
  const write = useCallback((changes: Record<string, Value>, push = false) => {
    latest.current((prev) => withListChanges(prev, push ? changes : { ...changes, page: undefined }), { replace: !push });
  }, []);
  const set = useCallback((changes: Record<string, Value>) => write(changes), [write]);
  const setPage = useCallback((page: number) => write({ page }, true), [write]);
  const setPageSize = useCallback((pageSize: number) => write({ pageSize }), [write]);
  const setSort = useCallback((sort: string, order: 'asc' | 'desc') => write({ sort, order }), [write]);
  const p = params as Record<string, unknown>;
  return {
    params,
    page: typeof p.page === 'number' ? p.page : 1,
    pageSize: typeof p.pageSize === 'number' ? p.pageSize : 20,
    sort: typeof p.sort === 'string' ? p.sort : undefined,
    order: p.order === 'asc' ? 'asc' : 'desc',
    set,
    setPage,
    setPageSize,
    setSort,
  };
}
