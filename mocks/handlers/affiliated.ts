// Sub-affiliates of the signed-in affiliate (partners whose ParentID is the user) with their
// figures since the qualification start, and the commission they earned the parent in a period
// (a share of their commission, SUB_AFFILIATE_SHARE, as the balance history credits it).
import {
  getGetSubAffiliateCommissionMockHandler,
  getGetSubAffiliatesMockHandler,
} from '@/api/generated/endpoints/affiliated/affiliated.msw';
import type { SubAffiliateCommission } from '@/api/generated/model/subAffiliateCommission';
import type { SubAffiliatePage } from '@/api/generated/model/subAffiliatePage';
import { getSubAffiliatesQueryQMax } from '@/api/generated/zod/affiliated/affiliated.zod';
import { authed } from '../http/auth';
import { paginate } from '../http/respond';
import { brazilDate } from '../rules/brazil-time';
import { truncate2 } from '../rules/payout';
import { toSubAffiliate } from './admin-mappers';
import { SUB_AFFILIATE_SHARE } from './reports-history';
import { QueryCheck, sortBy } from './support';

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export const affiliatedHandlers = [
  getGetSubAffiliateCommissionMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const today = brazilDate(store.clock.now());
      const since = q.day('since') ?? `${today.slice(0, 7)}-01`;
      const until = q.day('until') ?? today;
      if (!q.ok) throw q.problem();
      const subs = store.ownedBy('users', user.ID);
      let cents = 0;
      for (const sub of subs)
        cents += Math.floor(
          Math.round((store.reports.keySum(sub.ID, { since, until, columns: ['Commission'] }).Commission ?? 0) * 100) * SUB_AFFILIATE_SHARE,
        );
      const body: SubAffiliateCommission = {
        since,
        until,
        commission: cents / 100,
        subAffiliates: subs.length,
        subBalance: truncate2(user.SubBalance),
      };
      return body;
    }),
  ),

  getGetSubAffiliatesMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const text = q.text('q', getSubAffiliatesQueryQMax, { trim: true }) ?? '';
      const paging = q.page(['CreatedAt', 'Username', 'Commission', 'FTD', 'QFTD'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const needle = fold(text);
      const subs = store
        .ownedBy('users', user.ID)
        .filter((u) => !needle || [u.Username, u.Email, `${u.FirstName} ${u.LastName}`].some((s) => fold(s).includes(needle)));
      const rows = subs.map((s) => toSubAffiliate(s, store, {}));
      const body: SubAffiliatePage = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return body;
    }),
  ),
];
