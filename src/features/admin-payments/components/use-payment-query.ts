// The admin payments list's query in the URL (shareable, survives a reload): filters, page, page
// size and sort, through the shared list hook and the contract's query schema (unknown or
// malformed values are dropped, so the server only sees valid parameters). The route reads the
// same query for the report above the list.
import type { AdminListPaymentsParams } from '@/api/generated/model/adminListPaymentsParams';
import { adminListPaymentsQueryParams } from '@/api/generated/zod/admin-payments/admin-payments.zod';
import { useListParams } from '@/components/data/list-params';

export const PAGE_SIZES = [20, 50, 100] as const;
const FILTER_KEYS = ['status', 'category', 'since', 'until', 'partner', 'minAmount', 'maxAmount'] as const;

export type PaymentFilters = Pick<AdminListPaymentsParams, (typeof FILTER_KEYS)[number]>;

export function usePaymentQuery() {
  const list = useListParams(adminListPaymentsQueryParams, { pageSizes: PAGE_SIZES });
  const { status, category, since, until, partner, minAmount, maxAmount } = list.params;
  return {
    ...list,
    filters: { status, category, since, until, partner, minAmount, maxAmount },
    setFilters: (f: Partial<PaymentFilters>) => list.set(f),
    clearFilters: () => list.set(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined]))),
  };
}
