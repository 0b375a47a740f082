// "Back to partners" returns to the list as it was (issue 15): its filters, sort and page. The
// list remembers its query for this tab (session storage) whenever it changes, and marks the
// links it opens a partner with; the partner page goes back in history when it was opened from
// the list (what the browser's Back does), else to the list at its remembered query.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';

const KEY = 'admin.partners.list-search';

/** The state a link from the list carries: the page before the partner's is the list. */
export const FROM_PARTNER_LIST = { fromPartnerList: true } as const;

export function useRememberPartnerList(): void {
  const { search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(KEY, search);
    } catch {
      /* storage refused (private mode, quota): Back then opens the list as it starts */
    }
  }, [search]);
}

/** The list's URL with the query it last had in this tab. */
export function partnerListHref(): string {
  let search: string | null = null;
  try {
    search = sessionStorage.getItem(KEY);
  } catch {
    /* as above */
  }
  return search && search.startsWith('?') ? `${paths.admin.partners}${search}` : paths.admin.partners;
}

export function openedFromPartnerList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>).fromPartnerList === true;
}
