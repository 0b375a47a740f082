// Analytics of the signed-in app, called once in the signed-in layout: one `page_view` per route
// change (pathname only: search params can carry tracking codes), and once per signed-in user
// and page load the partner's commission — as its range, never the figure (spec §1, §9).
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { can } from '../can';
import { useSession } from '../session';
import { analytics } from './analytics';

export function usePageViews(): void {
  const { pathname } = useLocation();
  const { user } = useSession();
  useEffect(() => {
    analytics.track('page_view', { path: pathname });
  }, [pathname]);

  const partnerCommission = user && can(user, 'affiliate') ? user.PendingCommission : null;
  const userId = user?.ID;
  useEffect(() => {
    if (partnerCommission !== null) analytics.trackCommission(partnerCommission);
    // Once per user: later balance updates are not new reports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);
}
