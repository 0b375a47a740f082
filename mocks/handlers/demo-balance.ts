// Demo balance requests of the signed-in affiliate. The limits (daily count, weekly amount with
// the Sunday 00:00 UTC−3 reset) and the refusal status come from rules/demo-balance.ts, with the
// partner's own limits from the settings table. Order of refusals: 400 body, 409 a request is
// pending, 429 today's requests used, 406 more than the week allows. Cancelling marks a request
// instead of removing it: it leaves every answer but still counts for its day.
import {
  getCancelDemoBalanceRequestMockHandler,
  getCreateDemoBalanceRequestMockHandler,
  getGetDemoBalanceLimitsMockHandler,
  getGetDemoBalanceRequestMockHandler,
  getGetDemoBalanceRequestsMockHandler,
  getUpdateDemoBalanceRequestMockHandler,
} from '@/api/generated/endpoints/demo-balance/demo-balance.msw';
import type { DemoBalanceLimits } from '@/api/generated/model/demoBalanceLimits';
import {
  createDemoBalanceRequestBody,
  createDemoBalanceRequestBodyAmountMin as MIN_AMOUNT,
  updateDemoBalanceRequestBody,
} from '@/api/generated/zod/demo-balance/demo-balance.zod';
import { DEMO_BALANCE_STATUSES } from '../db/enums';
import type { Store } from '../db/store';
import type { DemoBalanceRequestRecord, UserRecord } from '../db/types';
import { authed } from '../http/auth';
import { readBody } from '../http/body';
import { invalid, notFound, paginate, problem } from '../http/respond';
import { demoLimits, demoRequestRefusal, isCancelled, type DemoRefusal } from '../rules/demo-balance';
import { toDemoRequest } from './mappers';
import { inDays, logActivity, nowIso, QueryCheck, sortBy } from './support';

/** The partner's requests as the API shows them: cancelled ones left out. */
const visibleDemoRequests = (store: Store, userId: number) => store.ownedBy('demoRequests', userId).filter((r) => !isCancelled(r));

export function limitsOf(store: Store, user: UserRecord): DemoBalanceLimits {
  return demoLimits(
    store.ownedBy('demoRequests', user.ID),
    {
      dailyRequestLimit: store.setting(user.ID, 'demoDailyRequestLimit'),
      weeklyMaximumAmount: store.setting(user.ID, 'demoWeeklyMaximumAmount'),
    },
    store.clock.now(),
  );
}

/** Spaces collapsed and the first letter capitalised, as the form sends it (spec section 5). */
const tidyReason = (s: string) => {
  const t = s.trim().replace(/\s+/g, ' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
};

/** The body of a new or changed request: the contract's schema, the reason tidied as the form does. */
const readInput = (request: Request, schema: typeof createDemoBalanceRequestBody | typeof updateDemoBalanceRequestBody) =>
  readBody(request, schema, { trim: ['productIdentifier'], tidy: { reason: tidyReason } });

function refuse(status: DemoRefusal, limits: DemoBalanceLimits) {
  switch (status) {
    case 400:
      throw invalid([{ field: 'amount', message: `At least ${MIN_AMOUNT.toFixed(2)}, with up to 2 decimals` }]);
    case 409:
      throw problem(409, 'A request is already in progress', 'demo_in_progress');
    case 429:
      throw problem(429, 'Daily request limit reached', 'demo_daily_limit', limits.canRequestAt ? { retryAt: limits.canRequestAt } : {});
    case 406:
      throw problem(
        406,
        `Weekly limit reached: at most ${limits.requestAmountAvailable.toFixed(2)} available`,
        'demo_weekly_limit',
        limits.weekBlock && limits.canRequestAt ? { retryAt: limits.canRequestAt } : {},
      );
  }
}

/** The user's own, not cancelled request of the path; throws the 404 answer when there is none. */
function ownRequest(store: Store, user: UserRecord, raw: string | readonly string[] | undefined): DemoBalanceRequestRecord {
  const id = Number(raw);
  const request = Number.isInteger(id) ? store.db.demoRequests.get(id) : undefined;
  if (request?.UserID !== user.ID || isCancelled(request)) throw notFound('Request not found');
  return request;
}

const notPending = () => problem(409, 'The request is no longer pending', 'action_not_allowed');

export const demoBalanceHandlers = [
  getGetDemoBalanceLimitsMockHandler(authed(({ user, store }) => limitsOf(store, user))),

  getGetDemoBalanceRequestsMockHandler(
    authed(({ url, user, store }) => {
      const q = new QueryCheck(url);
      const status = q.oneOf('status', DEMO_BALANCE_STATUSES);
      const { since, until } = q.period();
      const paging = q.page(['CreatedAt', 'Amount', 'Status'], 'CreatedAt');
      if (!q.ok) throw q.problem();
      const rows = visibleDemoRequests(store, user.ID).filter((r) => (!status || r.Status === status) && inDays(r.CreatedAt, since, until));
      const page = paginate(sortBy(rows, paging.sort ?? 'CreatedAt', paging.order), paging);
      return { ...page, items: page.items.map((r) => toDemoRequest(r, store)) };
    }),
  ),

  getCreateDemoBalanceRequestMockHandler(
    authed(async ({ request, user, store }) => {
      const input = await readInput(request, createDemoBalanceRequestBody);
      const limits = limitsOf(store, user);
      const refusal = demoRequestRefusal(limits, store.ownedBy('demoRequests', user.ID), input.amount);
      if (refusal) throw refuse(refusal, limits);
      const now = nowIso(store);
      const created = store.create('demoRequests', {
        UserID: user.ID,
        Amount: input.amount,
        Reason: input.reason,
        ProductIdentifier: input.productIdentifier,
        Status: 'pending',
        CreatedAt: now,
        UpdatedAt: now,
        ResolvedAt: null,
        ResolutionReason: null,
        CancelledAt: null,
      });
      logActivity(store, user, 'demo_balance_request', 'Saldo demo solicitado', request);
      return toDemoRequest(created, store);
    }),
  ),

  getGetDemoBalanceRequestMockHandler(
    authed(({ params, user, store }) => {
      const found = ownRequest(store, user, params.requestId);
      return toDemoRequest(found, store);
    }),
  ),

  getUpdateDemoBalanceRequestMockHandler(
    authed(async ({ request, params, user, store }) => {
      const found = ownRequest(store, user, params.requestId);
      const input = await readInput(request, updateDemoBalanceRequestBody);
      if (found.Status !== 'pending') throw notPending();
      const limits = limitsOf(store, user);
      const refusal = demoRequestRefusal(limits, store.ownedBy('demoRequests', user.ID), input.amount, {
        ID: found.ID,
        Amount: found.Amount,
      });
      if (refusal) throw refuse(refusal, limits);
      const updated =
        store.update('demoRequests', found.ID, {
          Amount: input.amount,
          Reason: input.reason,
          ProductIdentifier: input.productIdentifier,
          UpdatedAt: nowIso(store),
        }) ?? found;
      return toDemoRequest(updated, store);
    }),
  ),

  getCancelDemoBalanceRequestMockHandler(
    authed(({ params, user, store }) => {
      const found = ownRequest(store, user, params.requestId);
      if (found.Status !== 'pending') throw notPending();
      // Kept, marked: a cancelled request still counts in today's requests (rules/demo-balance.ts).
      const now = nowIso(store);
      store.update('demoRequests', found.ID, { CancelledAt: now, UpdatedAt: now });
      return { ID: found.ID, deleted: true };
    }),
  ),
];
