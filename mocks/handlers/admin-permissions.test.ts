// The permission matrix of every /api/management/* and /api/cron/* operation, through the
// generated client: the admin (every permission) passes each gate, the analyst (three
// underscore-spelled reads) passes only the partner, payment and business reads, and the
// affiliate is refused everywhere — always 403 `forbidden`, never the sign-out "Invalid token".
import { describe, expect, it } from 'vitest';
import * as businesses from '@/api/generated/endpoints/admin-businesses/admin-businesses';
import * as data from '@/api/generated/endpoints/admin-data/admin-data';
import * as demo from '@/api/generated/endpoints/admin-demo-balance/admin-demo-balance';
import * as bank from '@/api/generated/endpoints/admin-partner-bank-account/admin-partner-bank-account';
import * as partners from '@/api/generated/endpoints/admin-partners/admin-partners';
import * as payments from '@/api/generated/endpoints/admin-payments/admin-payments';
import * as settings from '@/api/generated/endpoints/admin-settings/admin-settings';
import * as subs from '@/api/generated/endpoints/admin-sub-affiliates/admin-sub-affiliates';
import * as cron from '@/api/generated/endpoints/cron/cron';
import { getStore } from '../runtime';
import { asAdmin, asAffiliate, asAnalyst, contractProblems, failure, useAdminMock } from './admin-test-kit';

type Options = ReturnType<typeof asAdmin>;
interface Targets {
  payment: number;
  business: number;
  demo: number;
}

function targets(): Targets {
  const { db } = getStore();
  return {
    payment: [...db.payments.values()].find((p) => p.Status === 'Pending')!.ID,
    business: [...db.businesses.values()].find((b) => b.Approval === 'pending' && b.AIAnalysis && b.ID % 7 !== 0)!.ID,
    demo: [...db.demoRequests.values()].find((d) => d.Status === 'pending')!.ID,
  };
}

const account = {
  bankCode: '260',
  accountAgency: '0001',
  accountNumber: '12345678-9',
  pixKeyType: 'email' as const,
  pixKey: 'lorenzo.reis7@example.com',
};

/** [operationId, call, may the analyst make it?] */
const OPERATIONS: readonly [string, (o: Options, t: Targets) => Promise<unknown>, boolean][] = [
  ['adminListPartners', (o) => partners.adminListPartners({ pageSize: 5 }, o), true],
  ['adminSearchPartner', (o) => partners.adminSearchPartner({ q: 'affiliate' }, o), true],
  ['adminGetPartner', (o) => partners.adminGetPartner(7, o), true],
  ['adminGetPartnerSelectedInfo', (o) => partners.adminGetPartnerSelectedInfo(1, {}, o), true],
  ['adminGetPartnerSubDiagram', (o) => partners.adminGetPartnerSubDiagram(1, { depth: 2 }, o), true],
  ['adminUpdatePartner', (o) => partners.adminUpdatePartner(7, { lastName: 'Reis Souza' }, o), false],
  [
    'adminUpdatePartnerPassword',
    (o) => partners.adminUpdatePartnerPassword(7, { password: 'nova-senha', passwordConfirmation: 'nova-senha' }, o),
    false,
  ],
  ['adminPartnerAction', (o) => partners.adminPartnerAction(5, 'approve', {}, o), false],
  ['adminBanPartner', (o) => partners.adminBanPartner(7, { reason: 'Tráfego incentivado proibido' }, o), false],
  ['adminUnbanPartner', (o) => partners.adminUnbanPartner(6, o), false],
  ['adminLoginAsPartner', (o) => partners.adminLoginAsPartner(1, { reason: 'Ticket 4821' }, o), false],
  ['adminListPayments', (o) => payments.adminListPayments({ pageSize: 5 }, o), true],
  ['adminCreatePayment', (o) => payments.adminCreatePayment({ amount: 10, date: '2026-11-05', affiliateUsername: 'affiliate' }, o), false],
  ['adminGetPaymentsReport', (o) => payments.adminGetPaymentsReport({}, o), true],
  ['adminGetPagfastStatus', (o) => payments.adminGetPagfastStatus(o), false],
  ['adminGetPayment', (o, t) => payments.adminGetPayment(t.payment, o), true],
  ['adminUpdatePayment', (o, t) => payments.adminUpdatePayment(t.payment, { reason: 'Corrigido' }, o), false],
  ['adminDeletePayment', (o, t) => payments.adminDeletePayment(t.payment, o), false],
  ['adminPaymentAction', (o, t) => payments.adminPaymentAction(t.payment, 'approve', {}, o), false],
  ['adminListBusinesses', (o) => businesses.adminListBusinesses({}, o), true],
  ['adminGetBusiness', (o, t) => businesses.adminGetBusiness(t.business, o), true],
  ['adminUpdateBusiness', (o, t) => businesses.adminUpdateBusiness(t.business, { nameAlias: 'Nova Marca' }, o), false],
  ['adminDeleteBusiness', (o, t) => businesses.adminDeleteBusiness(t.business, o), false],
  ['adminAnalyzeBusiness', (o, t) => businesses.adminAnalyzeBusiness(t.business, o), true],
  ['adminBusinessAction', (o, t) => businesses.adminBusinessAction(t.business, 'approve', {}, o), false],
  ['adminListDemoBalance', (o) => demo.adminListDemoBalance({}, o), false],
  ['adminDemoBalanceAction', (o, t) => demo.adminDemoBalanceAction(t.demo, 'approve', {}, o), false],
  ['adminValidatePartnerBankAccount', (o) => bank.adminValidatePartnerBankAccount({ partnerId: 7, ...account }, o), false],
  ['adminGetPartnerBankAccount', (o) => bank.adminGetPartnerBankAccount(7, o), false],
  ['adminSavePartnerBankAccount', (o) => bank.adminSavePartnerBankAccount(7, account, o), false],
  ['adminDeletePartnerBankAccount', (o) => bank.adminDeletePartnerBankAccount(7, o), false],
  ['adminMoveSubAffiliate', (o) => subs.adminMoveSubAffiliate({ subAffiliateId: 13, parentId: 8 }, o), false],
  ['adminExportSubAffiliates', (o) => subs.adminExportSubAffiliates({ partnerId: 1 }, o), false],
  ['adminListSubAffiliates', (o) => subs.adminListSubAffiliates(1, {}, o), false],
  ['adminRemoveSubAffiliate', (o) => subs.adminRemoveSubAffiliate(1, 7, o), false],
  ['adminSavePartnerSetting', (o) => settings.adminSavePartnerSetting({ partnerId: 7, key: 'campaignLimit', value: 15 }, o), false],
  // admin:affiliates:read is one of this call's permissions, so the analyst may read settings.
  ['adminGetPartnerSettings', (o) => settings.adminGetPartnerSettings(1, o), true],
  ['adminDeletePartnerSetting', (o) => settings.adminDeletePartnerSetting(1, 'campaignLimit', o), false],
  ['adminGetLegacyData', (o) => data.adminGetLegacyData({}, o), false],
  [
    'adminRequestLegacyData',
    (o) => data.adminRequestLegacyData({ dataset: 'payments', since: '2026-01-01', until: '2026-06-30' }, o),
    false,
  ],
  ['cronPartners', (o) => cron.cronPartners(o), false],
  ['cronPartnersBalances', (o) => cron.cronPartnersBalances(o), false],
  ['cronPartnersMake', (o) => cron.cronPartnersMake(o), false],
  ['cronSubAffiliateMetrics', (o) => cron.cronSubAffiliateMetrics(o), false],
  ['cronRegistrations', (o) => cron.cronRegistrations(o), false],
  ['cronReports', (o) => cron.cronReports(o), false],
  ['cronPostback', (o) => cron.cronPostback(o), false],
  ['cronSettings', (o) => cron.cronSettings(o), false],
];

describe('admin permission matrix', () => {
  useAdminMock();

  it('covers all 48 admin and cron operations', () => {
    expect(new Set(OPERATIONS.map(([id]) => id)).size).toBe(48);
  });

  it.each(OPERATIONS)('%s: affiliate 403, analyst by permission, admin allowed', async (_id, call, analystMay) => {
    const t = targets();
    const refused = await failure(call(asAffiliate(), t));
    expect([refused.status, refused.reason]).toEqual([403, 'forbidden']);
    expect(refused.message).toMatch(/^Missing permission /);

    if (analystMay) {
      await call(asAnalyst(), t);
    } else {
      const error = await failure(call(asAnalyst(), t));
      expect([error.status, error.reason, error.isInvalidToken]).toEqual([403, 'forbidden', false]);
    }
    await call(asAdmin(), t);
  });

  it('401 without a token and 403 Invalid token for an unknown one', async () => {
    expect((await failure(partners.adminListPartners({}))).status).toBe(401);
    const bad = await failure(partners.adminListPartners({}, { headers: { Authorization: 'Bearer mock.3.1.1.nope' } }));
    expect([bad.status, bad.isInvalidToken]).toEqual([403, true]);
  });

  it('the contract check used by these tests catches a non-conforming answer', async () => {
    const request = new Request('http://127.0.0.1/api/management/partners/7');
    expect(await contractProblems(request, Response.json({ ID: 7, Extra: true }))).not.toEqual([]);
    expect(await contractProblems(request, Response.json({ message: 'x' }, { status: 409 }))).toEqual([
      'GET /api/management/partners/7 → 409: status not declared',
    ]);
  });
});
