// The list's query lives in the URL (shareable, survives a reload): filters, page, page size and
// sort. Unknown or malformed values are dropped, so the server only sees valid parameters.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminListPaymentsParams } from '@/api/generated/model/adminListPaymentsParams';
import type { AdminListPaymentsSort } from '@/api/generated/model/adminListPaymentsSort';
import { adminListPaymentsQueryPartnerMax } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { PAYMENT_CATEGORY_VALUES, PAYMENT_STATUS_VALUES, type Category, type Status } from './payment-enums';
import { withSearchChanges } from '@/lib/search-params';

export const PAGE_SIZES = [20, 50, 100] as const;
export const SORT_KEYS: readonly AdminListPaymentsSort[] = ['ID', 'Amount', 'CreatedAt', 'UpdatedAt', 'Status'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;

export interface PaymentFilters {
  status?: Status;
  category?: Category;
  since?: string;
  until?: string;
  partner?: string;
  minAmount?: number;
  maxAmount?: number;
}
export type FilterKey = keyof PaymentFilters;
const FILTER_KEYS: FilterKey[] = ['status', 'category', 'since', 'until', 'partner', 'minAmount', 'maxAmount'];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined => values.find((v) => v === raw);

export function filtersFrom(p: URLSearchParams): PaymentFilters {
  const day = (k: string) => (DAY.test(p.get(k) ?? '') ? (p.get(k) as string) : undefined);
  const amount = (k: string) => (AMOUNT.test(p.get(k) ?? '') ? Number(p.get(k)) : undefined);
  const partner = p.get('partner')?.trim().slice(0, adminListPaymentsQueryPartnerMax);
  return {
    status: oneOf(PAYMENT_STATUS_VALUES, p.get('status')),
    category: oneOf(PAYMENT_CATEGORY_VALUES, p.get('category')),
    since: day('since'),
    until: day('until'),
    partner: partner || undefined,
    minAmount: amount('minAmount'),
    maxAmount: amount('maxAmount'),
  };
}

export function usePaymentQuery() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFrom(search), [search]);
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const sizeRaw = Number(search.get('pageSize'));
  const pageSize = (PAGE_SIZES as readonly number[]).includes(sizeRaw) ? sizeRaw : PAGE_SIZES[0];
  const sort = oneOf(SORT_KEYS, search.get('sort')) ?? 'CreatedAt';
  const order: 'asc' | 'desc' = search.get('order') === 'asc' ? 'asc' : 'desc';

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, keepPage = false) =>
      setSearch((prev) => withSearchChanges(prev, changes, keepPage), { replace: true }),
    [setSearch],
  );

  const params: AdminListPaymentsParams = { ...filters, page, pageSize, sort, order };
  return {
    filters,
    params,
    page,
    pageSize,
    sort,
    order,
    setFilters: (f: Partial<PaymentFilters>) => update(f),
    clearFilters: () => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]))),
    setPage: (p: number) => update({ page: p === 1 ? undefined : p }, true),
    setPageSize: (n: number) => update({ pageSize: n }),
    setSort: (s: AdminListPaymentsSort, o: 'asc' | 'desc') => update({ sort: s, order: o }),
  };
}
