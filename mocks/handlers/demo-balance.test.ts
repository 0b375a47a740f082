// Demo balance through the API: limits and the Sunday 00:00 (UTC−3) reset, the R$2 minimum, and
// the 409 / 429 / 406 refusals in the design doc's order; editing and cancelling pending requests
// (a cancelled one still counts for its day).
import { describe, expect, it } from 'vitest';
import {
  cancelDemoBalanceRequest,
  createDemoBalanceRequest,
  getDemoBalanceLimits,
  getDemoBalanceRequest,
  getDemoBalanceRequests,
  updateDemoBalanceRequest,
} from '@/api/generated/endpoints/demo-balance/demo-balance';
import { adminDemoBalanceAction, adminListDemoBalance } from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import type { DemoBalanceRequestInputBody } from '@/api/generated/model/demoBalanceRequestInputBody';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, brazil, refusal, store, setupMockApi } from './test-kit';

setupMockApi();
const ME = DEMO_IDS.affiliate;
const input = (amount: number, extra: Partial<DemoBalanceRequestInputBody> = {}): DemoBalanceRequestInputBody => ({
  amount,
  reason: 'Live stream on Friday night',
  productIdentifier: 'player-88231',
  termsAccepted: true,
  ...extra,
});
const create = (amount: number, extra: Partial<DemoBalanceRequestInputBody> = {}) =>
  createDemoBalanceRequest(input(amount, extra), as('affiliate'));
const limits = () => getDemoBalanceLimits(as('affiliate'));
const decide = (id: number, Status: 'approved' | 'declined') => store().update('demoRequests', id, { Status });

describe('limits', () => {
  it('starts from the seeded week: R$150 approved of 500, 3 requests a day', async () => {
    expect(await limits()).toEqual({
      todayRequestsCount: 0,
      dailyRequestLimit: 3,
      weekApprovedAmount: 150,
      weeklyMaximumAmount: 500,
      requestAmountAvailable: 350,
      dailyRequestsAvailable: 3,
      weekBlock: false,
      canRequestAt: null,
    });
  });

  it.each([
    ['2026-11-07T23:59', 150, 350], // Saturday, still this week
    ['2026-11-08T00:00', 0, 500], // Sunday: the week starts again
  ])('at %s (UTC−3) the week’s approved amount is %d', async (local, weekApprovedAmount, requestAmountAvailable) => {
    store().clock.set(brazil(local));
    expect(await limits()).toMatchObject({ weekApprovedAmount, requestAmountAvailable });
  });

  it('blocks the week under R$2 available, until next Sunday', async () => {
    const r = await create(348.01);
    decide(r.ID, 'approved');
    expect(await limits()).toMatchObject({
      requestAmountAvailable: 1.99,
      weekBlock: true,
      canRequestAt: brazil('2026-11-08T00:00').toISOString(),
    });
  });

  it('follows the partner’s own limits from the settings table', async () => {
    const row = store()
      .ownedBy('settings', ME)
      .find((s) => s.Key === 'demoWeeklyMaximumAmount')!;
    store().update('settings', row.ID, { Value: 1000 });
    expect(await limits()).toMatchObject({ weeklyMaximumAmount: 1000, requestAmountAvailable: 850 });
  });
});

describe('createDemoBalanceRequest', () => {
  it.each([
    [1.99, 400],
    [2.001, 400],
    [2, 201],
    [350, 201],
    [350.01, 406],
  ])('amount %d → %i', async (amount, status) => {
    if (status === 201) {
      expect(await create(amount)).toMatchObject({
        Amount: amount,
        Status: 'pending',
        AffiliateID: ME,
        Username: 'affiliate',
        DecidedAt: null,
      });
    } else {
      const e = await refusal(create(amount));
      expect([e.status, e.reason]).toEqual([status, status === 400 ? 'validation' : 'demo_weekly_limit']);
    }
  });

  it('409 demo_in_progress while a request is pending', async () => {
    await create(10);
    const e = await refusal(create(10));
    expect([e.status, e.reason]).toEqual([409, 'demo_in_progress']);
  });

  it('429 demo_daily_limit once today’s requests are used, until the next midnight (UTC−3)', async () => {
    for (let i = 0; i < 3; i++) decide((await create(5)).ID, 'declined');
    const e = await refusal(create(5));
    expect([e.status, e.reason, e.problem?.retryAt]).toEqual([429, 'demo_daily_limit', brazil('2026-11-06T00:00').toISOString()]);
    store().clock.set(brazil('2026-11-06T00:00'));
    expect((await create(5)).Status).toBe('pending');
  });

  it('checks 409 before 429 before 406', async () => {
    await create(10);
    for (const r of store()
      .ownedBy('demoRequests', ME)
      .filter((x) => x.Status === 'pending'))
      decide(r.ID, 'declined');
    decide((await create(10)).ID, 'declined');
    await create(10); // third today, pending
    expect(await refusal(create(9999))).toMatchObject({ status: 409 });
    for (const r of store()
      .ownedBy('demoRequests', ME)
      .filter((x) => x.Status === 'pending'))
      decide(r.ID, 'declined');
    expect(await refusal(create(9999))).toMatchObject({ status: 429 });
  });

  it.each<[string, Partial<DemoBalanceRequestInputBody>, string]>([
    ['reason too short', { reason: ' abc  d ' }, 'reason'],
    ['reason too long', { reason: 'x'.repeat(129) }, 'reason'],
    ['identifier too short', { productIdentifier: 'ab' }, 'productIdentifier'],
    ['terms not accepted', { termsAccepted: false as true }, 'termsAccepted'],
  ])('400 when %s', async (_name, patch, field) => {
    const e = await refusal(create(10, patch));
    expect([e.status, e.reason, Object.keys(e.fieldErrors)]).toEqual([400, 'validation', [field]]);
  });

  it('tidies the reason (spaces collapsed, capitalised)', async () => {
    expect((await create(10, { reason: '  live   on friday ' })).Reason).toBe('Live on friday');
  });
});

describe('one request', () => {
  it('edits a pending request up to its own amount plus what is left, then refuses when decided', async () => {
    const r = await create(100); // 250 left besides it
    expect((await updateDemoBalanceRequest(r.ID, input(350), as('affiliate'))).Amount).toBe(350);
    expect((await refusal(updateDemoBalanceRequest(r.ID, input(350.01), as('affiliate')))).status).toBe(406);
    decide(r.ID, 'approved');
    const e = await refusal(updateDemoBalanceRequest(r.ID, input(20), as('affiliate')));
    expect([e.status, e.reason]).toEqual([409, 'action_not_allowed']);
  });

  it('cancels a pending request (freeing its amount) and refuses to cancel a decided one', async () => {
    const r = await create(100);
    expect((await limits()).requestAmountAvailable).toBe(250);
    expect(await cancelDemoBalanceRequest(r.ID, as('affiliate'))).toEqual({ ID: r.ID, deleted: true });
    expect((await limits()).requestAmountAvailable).toBe(350);
    const decided = store()
      .ownedBy('demoRequests', ME)
      .find((x) => x.Status === 'approved')!;
    expect((await refusal(cancelDemoBalanceRequest(decided.ID, as('affiliate')))).status).toBe(409);
  });

  it('a cancelled request still counts for the day: cancel-and-request-again ends in 429', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await create(5);
      await cancelDemoBalanceRequest(r.ID, as('affiliate'));
    }
    expect(await limits()).toMatchObject({
      todayRequestsCount: 3,
      dailyRequestsAvailable: 0,
      requestAmountAvailable: 350,
      canRequestAt: brazil('2026-11-06T00:00').toISOString(),
    });
    const e = await refusal(create(5));
    expect([e.status, e.reason]).toEqual([429, 'demo_daily_limit']);
    store().clock.set(brazil('2026-11-06T00:00'));
    expect(await limits()).toMatchObject({ todayRequestsCount: 0, dailyRequestsAvailable: 3 });
  });

  it('a cancelled request is gone from the answers: list, get, edit, cancel again, the admin queue', async () => {
    const r = await create(10);
    await cancelDemoBalanceRequest(r.ID, as('affiliate'));
    expect((await getDemoBalanceRequests(undefined, as('affiliate'))).items.map((x) => x.ID)).not.toContain(r.ID);
    expect((await refusal(getDemoBalanceRequest(r.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(updateDemoBalanceRequest(r.ID, input(10), as('affiliate')))).status).toBe(404);
    expect((await refusal(cancelDemoBalanceRequest(r.ID, as('affiliate')))).status).toBe(404);
    const queue = await adminListDemoBalance({ partner: 'affiliate', pageSize: 100 }, as('admin'));
    expect(queue.items.map((x) => x.ID)).not.toContain(r.ID);
    expect((await refusal(adminDemoBalanceAction(r.ID, 'approve', {}, as('admin')))).status).toBe(404);
    expect((await create(10)).Status).toBe('pending'); // nothing in progress any more
  });

  it('404 for another partner’s request', async () => {
    const theirs = [...store().db.demoRequests.values()].find((x) => x.UserID !== ME)!;
    expect((await refusal(getDemoBalanceRequest(theirs.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(cancelDemoBalanceRequest(theirs.ID, as('affiliate')))).status).toBe(404);
    expect((await refusal(updateDemoBalanceRequest(theirs.ID, input(10), as('affiliate')))).status).toBe(404);
  });

  it('lists the partner’s requests, filtered by status, newest first', async () => {
    const all = await getDemoBalanceRequests(undefined, as('affiliate'));
    expect(all.total).toBe(store().ownedBy('demoRequests', ME).length);
    const approved = await getDemoBalanceRequests({ status: 'approved' }, as('affiliate'));
    expect(approved.items.every((x) => x.Status === 'approved')).toBe(true);
    const dates = all.items.map((x) => x.CreatedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
