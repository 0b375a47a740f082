// The admin demo-balance queue through the generated client: filters, approve and decline with
// their separate permissions, 409 once decided, and the partner's limits counting an approval.
import { describe, expect, it } from 'vitest';
import { adminDemoBalanceAction, adminListDemoBalance } from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import { getDemoBalanceLimits } from '@/api/generated/endpoints/demo-balance/demo-balance';
import { getStore } from '../runtime';
import { asAdmin, bearer, failure, tokenOf, useAdminMock } from './admin-test-kit';

const pendingRequests = () => [...getStore().db.demoRequests.values()].filter((r) => r.Status === 'pending');

describe('admin demo-balance queue', () => {
  useAdminMock();

  it('lists by status and partner, newest first', async () => {
    const pending = await adminListDemoBalance({ status: 'pending', pageSize: 100 }, asAdmin());
    expect(pending.total).toBe(pendingRequests().length);
    expect(pending.items.every((r) => r.Status === 'pending')).toBe(true);
    const created = pending.items.map((r) => r.CreatedAt);
    expect(created).toEqual([...created].sort().reverse());

    const hers = await adminListDemoBalance({ partner: 'affiliate' }, asAdmin());
    expect([hers.total, new Set(hers.items.map((r) => r.Username))]).toEqual([4, new Set(['affiliate'])]);
    expect((await adminListDemoBalance({ partner: '1' }, asAdmin())).total).toBe(4);
    expect((await adminListDemoBalance({ partner: 'nobody_here' }, asAdmin())).total).toBe(0);
  });

  it('approves (counted in the week) and declines; 409 when no longer pending', async () => {
    const [first, second] = pendingRequests();
    getStore().update('demoRequests', first!.ID, { CreatedAt: '2026-11-04T12:00:00.000Z' }); // this week (from Sunday 1 Nov)
    const before = await getDemoBalanceLimits(bearer(tokenOf(first!.UserID)));
    const approved = await adminDemoBalanceAction(first!.ID, 'approve', { reason: 'Aprovado para a live' }, asAdmin());
    expect(approved).toMatchObject({ Status: 'approved', DecidedAt: '2026-11-05T15:00:00.000Z', DecisionReason: 'Aprovado para a live' });
    const after = await getDemoBalanceLimits(bearer(tokenOf(first!.UserID)));
    expect(after.weekApprovedAmount).toBeCloseTo(before.weekApprovedAmount + first!.Amount, 2);
    const declined = await adminDemoBalanceAction(second!.ID, 'decline', {}, asAdmin());
    expect([declined.Status, declined.DecisionReason]).toEqual(['declined', null]);

    const twice = await failure(adminDemoBalanceAction(first!.ID, 'decline', {}, asAdmin()));
    expect([twice.status, twice.reason]).toEqual([409, 'action_not_allowed']);
    expect((await failure(adminDemoBalanceAction(99_999, 'approve', {}, asAdmin()))).status).toBe(404);
    expect(
      getStore()
        .ownedBy('notifications', first!.UserID)
        .some((n) => n.Title === 'Saldo demo aprovado'),
    ).toBe(true);
  });

  it('approve needs …:approve and decline needs …:reject', async () => {
    const [first] = pendingRequests();
    getStore().update('users', 4, { Permissions: ['admin_partner_demo_balance_reject'] });
    const denied = await failure(adminDemoBalanceAction(first!.ID, 'approve', {}, bearer(tokenOf(4))));
    expect([denied.status, denied.message]).toEqual([403, 'Missing permission admin:partner:demo-balance:approve']);
    expect((await adminDemoBalanceAction(first!.ID, 'decline', {}, bearer(tokenOf(4)))).Status).toBe('declined');
  });
});
