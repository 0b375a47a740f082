// The library's query, kept in the URL (shareable, survives a reload): filters, search, sort and
// page. Unknown or malformed values fall back to the contract's defaults.
import { useSearchParams } from 'react-router';
import { BannerSize } from '@/api/generated/model/bannerSize';
import { Country } from '@/api/generated/model/country';
import { CreativeCampaignType } from '@/api/generated/model/creativeCampaignType';
import { CreativeKind } from '@/api/generated/model/creativeKind';
import { CreativeLanguage } from '@/api/generated/model/creativeLanguage';
import type { GetCreativesParams } from '@/api/generated/model/getCreativesParams';
import { getCreativesQueryQMax } from '@/api/generated/zod/creatives/creatives.zod';
import { parseIdParam } from '@/config/paths';
import { withSearchChanges, type SearchChanges } from '@/lib/search-params';

export const PAGE_SIZE = 12;

/** The value when it is one of the enum's, else undefined. */
function oneOf<T extends string>(values: Record<string, T>, raw: string | null): T | undefined {
  return raw !== null && (Object.values(values) as string[]).includes(raw) ? (raw as T) : undefined;
}

export type LibrarySort = 'newest' | 'oldest' | 'name';
const SORTS: Record<LibrarySort, Pick<GetCreativesParams, 'sort' | 'order'>> = {
  newest: { sort: 'PublishedAt', order: 'desc' },
  oldest: { sort: 'PublishedAt', order: 'asc' },
  name: { sort: 'Name', order: 'asc' },
};

export function useLibraryParams() {
  const [search, setSearch] = useSearchParams();
  const sortKey = (Object.hasOwn(SORTS, search.get('sort') ?? '') ? search.get('sort') : 'newest') as LibrarySort;
  const q = search.get('q')?.trim().slice(0, getCreativesQueryQMax) ?? '';
  const filters = {
    kind: oneOf(CreativeKind, search.get('kind')),
    language: oneOf(CreativeLanguage, search.get('language')),
    country: oneOf(Country, search.get('country')),
    campaignType: oneOf(CreativeCampaignType, search.get('campaignType')),
    size: oneOf(BannerSize, search.get('size')),
  };
  const params: GetCreativesParams = {
    page: parseIdParam(search.get('page')) ?? 1,
    pageSize: PAGE_SIZE,
    ...SORTS[sortKey],
    ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
    ...(q ? { q } : {}),
  };
  const update = (changes: SearchChanges) => setSearch((prev) => withSearchChanges(prev, changes, 'page' in changes));
  const filtered = Object.values(filters).some((v) => v !== undefined) || q !== '';
  return { params, filters, q, sortKey, filtered, update };
}
