// The businesses list's query, kept in the URL (shareable, survives a reload): approval, q, page,
// sort and order. Unknown or malformed values fall back to the contract's defaults.
import { useSearchParams } from 'react-router';
import type { AdminListBusinessesParams } from '@/api/generated/model/adminListBusinessesParams';
import { AdminListBusinessesSort } from '@/api/generated/model/adminListBusinessesSort';
import { BusinessApproval } from '@/api/generated/model/businessApproval';
import { adminListBusinessesQueryQMax } from '@/api/generated/zod/admin-businesses/admin-businesses.zod';
import { parseIdParam } from '@/config/paths';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';

export const PAGE_SIZE = 20;
const APPROVALS = Object.values(BusinessApproval) as string[];
const SORTS = Object.values(AdminListBusinessesSort) as string[];

export function useBusinessListParams() {
  const [search, setSearch] = useSearchParams();
  const approval = search.get('approval');
  const sort = search.get('sort');
  const q = search.get('q')?.trim().slice(0, adminListBusinessesQueryQMax) ?? '';
  const params: AdminListBusinessesParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    sort: sort && SORTS.includes(sort) ? (sort as AdminListBusinessesSort) : 'CreatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    ...(approval && APPROVALS.includes(approval) ? { approval: approval as BusinessApproval } : {}),
    ...(q ? { q } : {}),
  };
  /** Sets (or removes, for '' / null) the given params; any change but the page goes back to page 1. */
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes));
  return { params, update };
}
