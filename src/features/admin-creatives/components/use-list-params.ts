// The admin creatives list's query, kept in the URL: filters, words, page, sort and order. Unknown
// or malformed values fall back to the contract's defaults.
import { useSearchParams } from 'react-router';
import { AdminListCreativesCompliance } from '@/api/generated/model/adminListCreativesCompliance';
import type { AdminListCreativesParams } from '@/api/generated/model/adminListCreativesParams';
import { AdminListCreativesSort } from '@/api/generated/model/adminListCreativesSort';
import { Country } from '@/api/generated/model/country';
import { CreativeCampaignType } from '@/api/generated/model/creativeCampaignType';
import { CreativeKind } from '@/api/generated/model/creativeKind';
import { CreativeLanguage } from '@/api/generated/model/creativeLanguage';
import { CreativeStatus } from '@/api/generated/model/creativeStatus';
import { adminListCreativesQueryQMax } from '@/api/generated/zod/admin-creatives/admin-creatives.zod';
import { parseIdParam } from '@/config/paths';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';

export const PAGE_SIZE = 20;

function oneOf<T extends string>(values: Record<string, T>, raw: string | null): T | undefined {
  return raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;
}

export function useCreativeListParams() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim().slice(0, adminListCreativesQueryQMax) ?? '';
  const filters = {
    status: oneOf(CreativeStatus, search.get('status')),
    compliance: oneOf(AdminListCreativesCompliance, search.get('compliance')),
    kind: oneOf(CreativeKind, search.get('kind')),
    language: oneOf(CreativeLanguage, search.get('language')),
    country: oneOf(Country, search.get('country')),
    campaignType: oneOf(CreativeCampaignType, search.get('campaignType')),
  };
  const params: AdminListCreativesParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    sort: oneOf(AdminListCreativesSort, search.get('sort')) ?? 'UpdatedAt',
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    ...(q ? { q } : {}),
  };
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes));
  return { params, filters, q, update };
}
