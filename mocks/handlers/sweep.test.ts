// Every user-side read, for every demo account and a sample of seeded partners, answers within
// the contract (test-kit checks each answer against openapi/portal.yaml), with the generated
// client. Catches seed data the contract cannot express before the Prism run does.
import { describe, expect, it } from 'vitest';
import { getSubAffiliateCommission, getSubAffiliates } from '@/api/generated/endpoints/affiliated/affiliated';
import { getBankAccount } from '@/api/generated/endpoints/bank-account/bank-account';
import { getBusiness } from '@/api/generated/endpoints/business/business';
import { getCampaignLimit, getCampaigns } from '@/api/generated/endpoints/campaigns/campaigns';
import { getDemoBalanceLimits, getDemoBalanceRequests } from '@/api/generated/endpoints/demo-balance/demo-balance';
import { getMedia } from '@/api/generated/endpoints/media/media';
import { getNotifications } from '@/api/generated/endpoints/notifications/notifications';
import { getPaymentInfo, getPayments, getPayoutEligibility, getPayoutEligibilityFull } from '@/api/generated/endpoints/payments/payments';
import { getPostback, getPostbackLogs } from '@/api/generated/endpoints/postback/postback';
import { getActivityLogs, getProfile } from '@/api/generated/endpoints/profile/profile';
import {
  getBalanceHistory,
  getRegistrations,
  getReports,
  getReportsGraph,
  getReportsKeySum,
  getReportsUpdate,
} from '@/api/generated/endpoints/reports/reports';
import { getSettings } from '@/api/generated/endpoints/settings/settings';
import { getBanks, getCnaes, getStatus } from '@/api/generated/endpoints/system/system';
import { ApiError } from '@/api/api-error';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, store, setupMockApi } from './test-kit';

setupMockApi();

/** Answers the status, so 404 "none saved yet" counts as an answer too. */
async function status(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (e) {
    if (e instanceof ApiError) return e.status;
    throw e;
  }
}

const sample = () => {
  const ids: number[] = Object.values(DEMO_IDS).filter((id) => id !== DEMO_IDS.banned);
  const users = [...store().db.users.values()];
  // Every country, every status, a business in each approval state, a few with postbacks.
  for (const pick of [
    ...['AR', 'CL', 'CR', 'MX', 'PE'].map((c) => users.find((u) => u.Country === c)),
    // Banned accounts are left out: a ban ends their sessions (403 Invalid token, tested in mocks/http).
    ...['not_approved'].map((s) => users.find((u) => u.ID > 6 && u.Status === s)),
    ...['pending', 'rejected', 'approved'].map((a) =>
      [...store().db.businesses.values()].find((b) => b.Approval === a && b.AffiliateID > 6),
    ),
    [...store().db.postbackSettings.values()].find((p) => p.UserID > 6),
  ]) {
    const id = pick && ('AffiliateID' in pick ? pick.AffiliateID : 'UserID' in pick ? pick.UserID : pick.ID);
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
};

describe('every user-side read answers within the contract', () => {
  it('for the public calls', async () => {
    expect((await getStatus()).status).toBe('ok');
    expect((await getBanks()).length).toBeGreaterThan(10);
    expect((await getCnaes({ q: 'publicidade' })).length).toBeGreaterThan(0);
  });

  it('for the demo accounts and a sample of partners', async () => {
    for (const id of sample()) {
      const o = as(id);
      const account = await Promise.all(
        [
          getProfile(o),
          getActivityLogs({ pageSize: 100 }, o),
          getSettings(o),
          getNotifications(undefined, o),
          getPostbackLogs({ pageSize: 100 }, o),
        ].map((p) => status(p)),
      );
      const affiliateWork = await Promise.all(
        [
          getReports({ pageSize: 100 }, o),
          getReportsGraph({ granularity: 'week' }, o),
          getReportsKeySum(undefined, o),
          getReportsUpdate(o),
          getRegistrations({ pageSize: 100 }, o),
          getBalanceHistory({ pageSize: 100 }, o),
          getCampaigns(o),
          getCampaignLimit(o),
          getDemoBalanceRequests({ pageSize: 100 }, o),
          getDemoBalanceLimits(o),
          getPayments({ pageSize: 100 }, o),
          getPaymentInfo(o),
          getPayoutEligibility(undefined, o),
          getPayoutEligibilityFull(undefined, o),
          getSubAffiliates(undefined, o),
          getSubAffiliateCommission(undefined, o),
        ].map((p) => status(p)),
      );
      expect(account.every((s) => s === 200)).toBe(true);
      // The affiliate's work answers only an account with the affiliate role (spec §6; the admins get 403).
      const affiliate = store().db.users.get(id)!.Permissions.includes('affiliate');
      expect(affiliateWork.every((s) => s === (affiliate ? 200 : 403))).toBe(true);
      for (const optional of [getBankAccount(o), getBusiness(o), getPostback(o)]) expect([200, 404]).toContain(await status(optional));
      for (const m of store().ownedBy('media', id)) expect(await status(getMedia(m.ID, { ...o, responseType: 'arraybuffer' }))).toBe(200);
    }
  });
});
