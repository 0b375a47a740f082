// The scheduled jobs through the generated client: 202 with the job, and the two that change
// something — partners (expired bans and locks) and reports (pending refresh requests finish).
import { describe, expect, it } from 'vitest';
import * as cron from '@/api/generated/endpoints/cron/cron';
import { getReportsUpdate, requestReportsUpdate } from '@/api/generated/endpoints/reports/reports';
import { getStore } from '../runtime';
import { asAdmin, asAffiliate, useAdminMock } from './admin-test-kit';

describe('cron jobs', () => {
  useAdminMock();

  it('every job answers 202 with its name and start', async () => {
    const jobs = [
      [cron.cronPartners, 'partners'],
      [cron.cronPartnersBalances, 'partners/balances'],
      [cron.cronPartnersMake, 'partners/make'],
      [cron.cronSubAffiliateMetrics, 'partners/metrics/sub-affiliates'],
      [cron.cronRegistrations, 'registrations'],
      [cron.cronReports, 'reports'],
      [cron.cronPostback, 'postback'],
      [cron.cronSettings, 'settings'],
    ] as const;
    for (const [run, job] of jobs) expect(await run(asAdmin())).toEqual({ job, startedAt: '2026-11-05T15:00:00.000Z' });
  });

  it('partners lifts the bans and locks that ran out', async () => {
    const { db } = getStore();
    const now = Date.parse('2026-11-05T15:00:00.000Z');
    const expired = [...db.users.values()]
      .filter((u) => u.Status === 'banned' && u.UnbanDate && Date.parse(u.UnbanDate) <= now)
      .map((u) => u.ID);
    const running = [...db.users.values()]
      .filter((u) => u.Status === 'banned' && (!u.UnbanDate || Date.parse(u.UnbanDate) > now))
      .map((u) => u.ID);
    expect(expired.length).toBeGreaterThan(0);
    getStore().clock.advance(11 * 60_000); // past the seeded 10-minute sign-in locks
    await cron.cronPartners(asAdmin());
    expect(expired.every((id) => db.users.get(id)!.Status === 'active')).toBe(true);
    expect(running.every((id) => db.users.get(id)!.Status === 'banned')).toBe(true);
    expect([...db.users.values()].filter((u) => u.LockedUntil)).toEqual([]);
  });

  it("reports finishes the partners' pending report refreshes", async () => {
    await requestReportsUpdate(asAffiliate());
    expect((await getReportsUpdate(asAffiliate())).status).toBe('queued');
    await cron.cronReports(asAdmin());
    expect((await getReportsUpdate(asAffiliate())).status).toBe('done');
  });
});
