// The partners list's query kept in the URL (shareable, survives reload): page, sort, order,
// text and filters. Unknown values from the URL fall back to the defaults of the contract.
import { useSearchParams } from 'react-router';
import { AccountStatus } from '@/api/generated/model/accountStatus';
import type { AdminListPartnersParams } from '@/api/generated/model/adminListPartnersParams';
import { AdminListPartnersSort } from '@/api/generated/model/adminListPartnersSort';
import { Country } from '@/api/generated/model/country';
import { adminListPartnersQueryQMax } from '@/api/generated/zod/admin-partners/admin-partners.zod';

export const PAGE_SIZE = 20;
const oneOf = <T extends string>(values: Record<string, T>, raw: string | null): T | undefined =>
  raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;

export type ListParamName = 'page' | 'sort' | 'order' | 'q' | 'status' | 'country';

export function usePartnerListParams(): {
  params: Required<Pick<AdminListPartnersParams, 'page' | 'sort' | 'order'>> & AdminListPartnersParams;
  set: (patch: Partial<Record<ListParamName, string | number | undefined>>) => void;
} {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const params = {
    page,
    pageSize: PAGE_SIZE,
    sort: oneOf(AdminListPartnersSort, search.get('sort')) ?? AdminListPartnersSort.CreatedAt,
    order: search.get('order') === 'asc' ? ('asc' as const) : ('desc' as const),
    q: search.get('q')?.trim().slice(0, adminListPartnersQueryQMax) || undefined,
    status: oneOf(AccountStatus, search.get('status')),
    country: oneOf(Country, search.get('country')),
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
  return { params, set };
}
