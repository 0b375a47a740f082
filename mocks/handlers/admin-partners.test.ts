// Admin partners through the generated client: list, search, edits, account actions, ban with
// automatic unban (and what sign-in then says), unban and login-as.
import { describe, expect, it } from 'vitest';
import {
  adminBanPartner,
  adminGetPartner,
  adminGetPartnerSelectedInfo,
  adminGetPartnerSubDiagram,
  adminListPartners,
  adminLoginAsPartner,
  adminPartnerAction,
  adminSearchPartner,
  adminUnbanPartner,
  adminUpdatePartner,
  adminUpdatePartnerPassword,
} from '@/api/generated/endpoints/admin-partners/admin-partners';
import { signIn } from '@/api/generated/endpoints/auth/auth';
import { getProfile } from '@/api/generated/endpoints/profile/profile';
import type { AdminBanBody } from '@/api/generated/model/adminBanBody';
import { DEMO_PASSWORD, LATE_ACCOUNTS } from '../db/demo-accounts';
import { getStore } from '../runtime';
import { asAdmin, bearer, failure, tokenOf, useAdminMock } from './admin-test-kit';

describe('admin partners', () => {
  useAdminMock();

  it('pages, filters and sorts the partner list on the server', async () => {
    const first = await adminListPartners({ page: 1, pageSize: 10, sort: 'ID', order: 'asc' }, asAdmin());
    expect(first.total).toBe(250 + LATE_ACCOUNTS.length); // the bulk, and the demo accounts seeded after it
    expect(first.items.map((p) => p.ID)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const third = await adminListPartners({ page: 3, pageSize: 10, sort: 'ID', order: 'asc' }, asAdmin());
    expect(third.items[0]?.ID).toBe(21);

    const banned = await adminListPartners({ status: 'banned', pageSize: 100 }, asAdmin());
    const expected = [...getStore().db.users.values()].filter((u) => u.Status === 'banned').length;
    expect(banned.total).toBe(expected);
    expect(banned.items.every((p) => p.Status === 'banned')).toBe(true);

    // Balances are compared within one currency only (issue 15): a balance sort names it.
    const rich = await adminListPartners({ sort: 'Balance', order: 'desc', pageSize: 20, currency: 'BRL' }, asAdmin());
    const balances = rich.items.map((p) => p.Balance);
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    expect(rich.items.every((p) => p.Currency === 'BRL')).toBe(true);
    const pesos = await adminListPartners({ sort: 'PendingCommission', order: 'desc', pageSize: 100, currency: 'CLP' }, asAdmin());
    expect(pesos.total).toBeGreaterThan(0);
    expect(pesos.items.every((p) => p.Currency === 'CLP')).toBe(true);
    const mixed = await failure(adminListPartners({ sort: 'Balance', order: 'desc' }, asAdmin()));
    expect([mixed.status, Object.keys(mixed.fieldErrors)]).toEqual([400, ['currency']]);

    const mexicans = await adminListPartners({ country: 'MX', q: 'example', pageSize: 100 }, asAdmin());
    expect(mexicans.items.every((p) => p.Country === 'MX')).toBe(true);

    const bad = await failure(adminListPartners({ pageSize: 500 }, asAdmin()));
    expect([bad.status, bad.reason]).toEqual([400, 'validation']);
  });

  it('search finds by username, e-mail, ID or prefix, and answers 404 otherwise', async () => {
    expect((await adminSearchPartner({ q: 'affiliate' }, asAdmin())).ID).toBe(1);
    expect((await adminSearchPartner({ q: 'ADMIN@example.com' }, asAdmin())).ID).toBe(3);
    expect((await adminSearchPartner({ q: '7' }, asAdmin())).Username).toBe('lorenzo7');
    expect((await adminSearchPartner({ q: 'lorenz' }, asAdmin())).ID).toBe(7);
    const none = await failure(adminSearchPartner({ q: 'nobody-like-this' }, asAdmin()));
    expect([none.status, none.reason]).toEqual([404, 'not_found']);
  });

  it('edits a partner: 409 data_in_use for a taken username or e-mail, permissions need admin:master', async () => {
    const edited = await adminUpdatePartner(7, { firstName: 'Lorenzo', lastName: 'Reis Souza', affiliateManager: null }, asAdmin());
    expect([edited.LastName, edited.AffiliateManager]).toEqual(['Reis Souza', null]);

    const taken = await failure(adminUpdatePartner(7, { username: 'affiliate', email: 'admin@example.com' }, asAdmin()));
    expect([taken.status, taken.reason]).toEqual([409, 'data_in_use']);
    expect(Object.keys(taken.fieldErrors)).toEqual(['username', 'email']);
    // Its own username is not "taken".
    expect((await adminUpdatePartner(7, { username: 'lorenzo7' }, asAdmin())).Username).toBe('lorenzo7');

    expect((await failure(adminUpdatePartner(7, {}, asAdmin()))).status).toBe(400);
    expect((await failure(adminUpdatePartner(7, { taxPayerId: '111.111.111-11' }, asAdmin()))).fieldErrors).toHaveProperty('taxPayerId');

    getStore().update('users', 4, { Permissions: ['admin_partners_update'] });
    const notMaster = await failure(adminUpdatePartner(7, { permissions: ['affiliate', 'admin_payments_read'] }, bearer(tokenOf(4))));
    expect([notMaster.status, notMaster.reason]).toEqual([403, 'forbidden']);
    const granted = await adminUpdatePartner(7, { permissions: ['affiliate', 'admin_payments_read'] }, asAdmin());
    expect(granted.Permissions).toEqual(['affiliate', 'admin_payments_read']);
  });

  it('sets a password the partner then signs in with', async () => {
    const mismatch = await failure(adminUpdatePartnerPassword(7, { password: 'abcdef', passwordConfirmation: 'abcdeg' }, asAdmin()));
    expect(mismatch.fieldErrors).toHaveProperty('passwordConfirmation');
    await adminUpdatePartnerPassword(7, { password: 'Nova-senha-2026', passwordConfirmation: 'Nova-senha-2026' }, asAdmin());
    expect(await signIn({ login: 'lorenzo7', password: 'Nova-senha-2026' })).toMatchObject({ type: 'bearer' });
    expect((await failure(signIn({ login: 'lorenzo7', password: DEMO_PASSWORD }))).status).toBe(401);
  });

  describe('ban', () => {
    const reason = 'tráfego incentivado contra as diretrizes';

    it('validates the automatic unban date and the partner', async () => {
      const cases: [AdminBanBody, string][] = [
        [{ reason, unban: true }, 'unbanDate'], // missing
        [{ reason, unban: true, unbanDate: '2026-11-04' }, 'unbanDate'], // yesterday (today is 2026-11-05 in Brazil)
        [{ reason, unban: true, unbanDate: '2031-01-01' }, 'unbanDate'], // after 2030
        [{ reason: '   curto      ' }, 'reason'], // 12 characters only with the padding
      ];
      for (const [body, field] of cases) {
        const error = await failure(adminBanPartner(7, body, asAdmin()));
        expect([error.status, error.reason, Object.keys(error.fieldErrors)]).toEqual([400, 'validation', [field]]);
      }
      const unknown = await failure(adminBanPartner(9999, { reason }, asAdmin()));
      expect([unknown.status, unknown.reason]).toEqual([404, 'not_found']);
      // Both ends of the range are accepted; unbanDate is ignored without unban.
      expect((await adminBanPartner(8, { reason, unban: true, unbanDate: '2026-11-05' }, asAdmin())).UnbanDate).toBe('2026-11-05');
      expect((await adminBanPartner(9, { reason, unban: true, unbanDate: '2030-12-31' }, asAdmin())).UnbanDate).toBe('2030-12-31');
      expect((await adminBanPartner(10, { reason, unban: false, unbanDate: '2031-06-01' }, asAdmin())).UnbanDate).toBeNull();
    });

    it('bans: sign-in is refused until the unban date, then the ban lifts itself', async () => {
      const banned = await adminBanPartner(7, { reason, unban: true, unbanDate: '2026-12-01' }, asAdmin());
      expect(banned).toMatchObject({
        Status: 'banned',
        BanReason: 'Tráfego incentivado contra as diretrizes',
        UnbanDate: '2026-12-01',
        BannedAt: '2026-11-05T15:00:00.000Z',
      });

      const refused = await failure(signIn({ login: 'lorenzo7', password: DEMO_PASSWORD }));
      expect([refused.status, refused.reason]).toEqual([403, 'banned']);
      expect(refused.problem?.retryAt).toBe('2026-12-01T03:00:00.000Z');

      getStore().clock.set('2026-12-01T03:00:00.000Z');
      expect(await signIn({ login: 'lorenzo7', password: DEMO_PASSWORD })).toMatchObject({ type: 'bearer' });
      expect((await adminGetPartner(7, asAdmin())).Status).toBe('active');
    });

    it('unban lifts a ban now and answers 409 when there is none', async () => {
      const lifted = await adminUnbanPartner(6, asAdmin());
      expect([lifted.Status, lifted.BanReason, lifted.UnbanDate]).toEqual(['active', null, null]);
      const again = await failure(adminUnbanPartner(6, asAdmin()));
      expect([again.status, again.reason]).toEqual([409, 'action_not_allowed']);
      expect((await failure(adminUnbanPartner(9999, asAdmin()))).status).toBe(404);
    });
  });

  it('login-as answers the partner token in headers and logs the reason on both sides', async () => {
    const headers: Record<string, string> = {};
    const result = await adminLoginAsPartner(
      1,
      { reason: 'Checking the wallet, ticket 4821' },
      { ...asAdmin(), onHeaders: (h) => Object.assign(headers, h) },
    );
    expect(result).toEqual({ ok: true, partnerId: 1, expiresAt: headers.expires });
    expect(headers.authorization).toMatch(/^mock\.1\./);
    // The "Log in as" session ends by itself after 30 minutes (issue 17).
    expect(Date.parse(headers.expires!)).toBe(Date.parse('2026-11-05T15:30:00.000Z'));
    // That session's profile says who is viewing (the window's banner); the partner's own does not.
    const viewed = await getProfile(bearer(headers.authorization!));
    expect([viewed.Username, viewed.ImpersonatedBy]).toEqual(['affiliate', { ID: 3, Username: 'admin' }]);
    expect((await getProfile(bearer(tokenOf(1)))).ImpersonatedBy).toBeUndefined();

    const { db } = getStore();
    const rows = [...db.activityLogs.values()].filter((r) => r.Action === 'admin_login' && r.CreatedAt === '2026-11-05T15:00:00.000Z');
    expect(rows.map((r) => [r.UserID, r.ActorID])).toEqual([
      [1, 3],
      [3, null],
    ]);
    expect(rows.every((r) => r.Description.includes('ticket 4821'))).toBe(true);

    const noReason = await failure(adminLoginAsPartner(1, {} as never, asAdmin()));
    expect([noReason.status, Object.keys(noReason.fieldErrors)]).toEqual([400, ['reason']]);
  });

  it('account actions follow the partner state (409 otherwise)', async () => {
    expect((await adminPartnerAction(5, 'approve', {}, asAdmin())).Status).toBe('active');
    const twice = await failure(adminPartnerAction(5, 'approve', {}, asAdmin()));
    expect([twice.status, twice.reason]).toEqual([409, 'action_not_allowed']);
    expect((await adminPartnerAction(23, 'reject', { reason: 'Documentos ilegíveis' }, asAdmin())).Status).toBe('not_approved');

    await adminPartnerAction(7, 'lock', {}, asAdmin());
    expect((await failure(signIn({ login: 'lorenzo7', password: DEMO_PASSWORD }))).status).toBe(423);
    expect((await failure(adminPartnerAction(7, 'lock', {}, asAdmin()))).status).toBe(409);
    await adminPartnerAction(7, 'unlock', {}, asAdmin());
    expect(await signIn({ login: 'lorenzo7', password: DEMO_PASSWORD })).toMatchObject({ type: 'bearer' });
    expect((await failure(adminPartnerAction(7, 'unlock', {}, asAdmin()))).status).toBe(409);

    expect((await adminPartnerAction(2, 'verify-email', {}, asAdmin())).EmailVerified).toBe(true);
    const verified = await failure(adminPartnerAction(2, 'verify-email', {}, asAdmin()));
    expect([verified.status, verified.message]).toEqual([409, 'Action verify-email is not allowed for a partner whose e-mail is verified']);

    expect(getStore().setting(1, 'demoDailyRequestLimit')).toBe(3);
    getStore().insert('settings', { ID: 9001, UserID: 1, Key: 'low_balance_alert', Value: 10, UpdatedAt: '2026-11-01T00:00:00.000Z' });
    await adminPartnerAction(1, 'reset-limits', {}, asAdmin());
    const left = getStore()
      .ownedBy('settings', 1)
      .map((s) => s.Key);
    expect(left).toEqual(['low_balance_alert']); // the partner's own preference stays

    // approve/reject need admin:affiliates:registers:action, the others admin:partners:update.
    getStore().update('users', 4, { Permissions: ['admin_partners_update'] });
    const denied = await failure(adminPartnerAction(41, 'approve', {}, bearer(tokenOf(4))));
    expect([denied.status, denied.message]).toEqual([403, 'Missing permission admin:affiliates:registers:action']);
    const unverified = [...getStore().db.users.values()].find((u) => u.ID > 22 && !u.EmailVerified)!;
    expect((await adminPartnerAction(unverified.ID, 'verify-email', {}, bearer(tokenOf(4)))).EmailVerified).toBe(true);
  });

  it('selected-info sums the period since the last Completed payment', async () => {
    const info = await adminGetPartnerSelectedInfo(1, {}, asAdmin());
    const store = getStore();
    const completed = store.ownedBy('payments', 1).filter((p) => p.Status === 'Completed');
    expect(info).toMatchObject({
      partnerId: 1,
      until: '2026-11-05',
      paymentsCount: completed.length,
      subAffiliatesCount: 6,
      campaignsCount: 6,
      businessApproval: 'approved',
      hasBankAccount: true,
    });
    expect(info.fastInfo).toEqual(store.reports.keySum(1, { since: info.since, until: info.until }));
    expect(info.since).toBe('2026-10-01'); // the Completed payout 35 days before the seed's day

    const period = await adminGetPartnerSelectedInfo(1, { since: '2026-11-01', until: '2026-11-03' }, asAdmin());
    expect(period.fastInfo.Registrations).toBe(store.reports.keySum(1, { since: '2026-11-01', until: '2026-11-03' }).Registrations);
    expect((await failure(adminGetPartnerSelectedInfo(1, { since: '2024-04-30' }, asAdmin()))).status).toBe(400);
  });

  it('sub-diagram is the tree under the partner, depth-limited', async () => {
    const one = await adminGetPartnerSubDiagram(1, { depth: 1 }, asAdmin());
    expect(one.children.map((c) => c.partnerId)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(one.children.find((c) => c.partnerId === 7)).toMatchObject({ subAffiliatesCount: 2, children: [] });
    const three = await adminGetPartnerSubDiagram(1, {}, asAdmin());
    const seven = three.children.find((c) => c.partnerId === 7)!;
    const thirteen = seven.children.find((c) => c.partnerId === 13)!;
    expect(thirteen.children.map((c) => c.partnerId)).toEqual([19, 20]);
    expect(thirteen.children.find((c) => c.partnerId === 19)).toMatchObject({ subAffiliatesCount: 1, children: [] });
    expect((await failure(adminGetPartnerSubDiagram(1, { depth: 6 }, asAdmin()))).status).toBe(400);
    expect((await failure(adminGetPartnerSubDiagram(9999, {}, asAdmin()))).status).toBe(404);
  });
});
