// The partners list's query kept in the URL (shareable, survives reload): page, sort, order,
// text and filters. Unknown values from the URL fall back to the defaults of the contract.
// Balances are in each partner's own currency and are compared within one currency only (issue
// 15.3): a sort by Balance or PendingCommission needs a currency or a country (one currency) in
// the query, as the API asks; without one, the list keeps its default order instead of asking for
// what the API refuses (400).
import { useSearchParams } from 'react-router';
import { AccountStatus } from '@/api/generated/model/accountStatus';
import type { AdminListPartnersParams } from '@/api/generated/model/adminListPartnersParams';
import { AdminListPartnersCurrency } from '@/api/generated/model/adminListPartnersCurrency';
import { AdminListPartnersSort } from '@/api/generated/model/adminListPartnersSort';
import { Country } from '@/api/generated/model/country';
import { adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';

export const PAGE_SIZE = 20;
const oneOf = <T extends string>(values: Record<string, T>, raw: string | null): T | undefined =>
  raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;

export type ListParamName = 'page' | 'sort' | 'order' | 'q' | 'status' | 'country' | 'currency';

/** The sorts that compare amounts, and so need one currency. */
export const AMOUNT_SORTS: readonly AdminListPartnersSort[] = [AdminListPartnersSort.Balance, AdminListPartnersSort.PendingCommission];

export function usePartnerListParams(): {
  params: Required<Pick<AdminListPartnersParams, 'page' | 'sort' | 'order'>> & AdminListPartnersParams;
  /** Balance and pending commission may be sorted (a currency or a country is chosen). */
  amountSortAllowed: boolean;
  set: (patch: Partial<Record<ListParamName, string | number | undefined>>) => void;
} {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const country = oneOf(Country, search.get('country'));
  const currency = oneOf(AdminListPartnersCurrency, search.get('currency'));
  const asked = oneOf(AdminListPartnersSort, search.get('sort'));
  const amountSortAllowed = country !== undefined || currency !== undefined;
  const sortable = asked !== undefined && (amountSortAllowed || !AMOUNT_SORTS.includes(asked));
  const params = {
    page,
    pageSize: PAGE_SIZE,
    sort: sortable ? asked : AdminListPartnersSort.CreatedAt,
    order: sortable && search.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
    q: search.get('q')?.trim().slice(0, adminListPartnersQueryQMax) || undefined,
    status: oneOf(AccountStatus, search.get('status')),
    country,
    currency,
  };
  const set = (patch: Partial<Record<ListParamName, string | number | undefined>>) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  return { params, amountSortAllowed, set };
}
