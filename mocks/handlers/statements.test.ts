// Monthly statements through the API (issue 19.3): one per month in the partner's currency,
// newest first, each opening at the previous closing, the arithmetic exact in the currency's
// minor unit, the current month open and ending at the wallet's balances.
import { describe, expect, it } from 'vitest';
import { getStatement, getStatements } from '@/api/generated/endpoints/statements/statements';
import type { Statement } from '@/api/generated/model/statement';
import { DEMO_IDS } from '../db/demo-accounts';
import { as, refusal, setupMockApi, store } from './test-kit';

setupMockApi();

const sum = (s: Statement) =>
  s.openingBalance +
  s.commissions.reduce((a, c) => a + c.amount, 0) +
  s.subAffiliateCommission +
  s.adjustments.reduce((a, c) => a + c.amount, 0) +
  s.payouts.reduce((a, c) => a + c.amount, 0) +
  s.returned.reduce((a, c) => a + c.amount, 0);

describe('getStatements / getStatement', () => {
  it('lists the affiliate’s months in BRL, newest first, the current one open', async () => {
    const { items } = await getStatements(undefined, as('affiliate'));
    expect(items[0]).toMatchObject({ month: '2026-11', currency: 'BRL', closed: false });
    expect(items.slice(1).every((s) => s.closed && s.currency === 'BRL')).toBe(true);
    expect(items.map((s) => s.month)).toEqual([...items.map((s) => s.month)].sort().reverse());
    expect((await getStatements({ currency: 'MXN' }, as('affiliate'))).items).toEqual([]);
  });

  it('each month opens at the previous closing and closes at opening + its lines, to the cent', async () => {
    const { items } = await getStatements(undefined, as('affiliate'));
    const months = await Promise.all(items.slice(0, 8).map((s) => getStatement(s.month, undefined, as('affiliate'))));
    for (const s of months) expect(Math.round(sum(s) * 100)).toBe(Math.round(s.closingBalance * 100));
    for (let i = 0; i < months.length - 1; i++) expect(months[i]!.openingBalance).toBe(months[i + 1]!.closingBalance);
    const payouts = months.flatMap((s) => s.payouts.map((p) => p.status));
    expect(payouts).toContain('Completed');
  });

  it('the current month ends at the wallet’s two balances together', async () => {
    const me = store().db.users.get(DEMO_IDS.affiliate)!;
    const current = await getStatement('2026-11', undefined, as('affiliate'));
    expect(current.closingBalance).toBe(Math.round((me.Balance + me.SubBalance) * 100) / 100);
    expect(current).toMatchObject({ periodStart: '2026-11-01', periodEnd: '2026-11-05', closed: false });
  });

  it('the Mexican partner’s statements are in MXN, commission by kind, a returned payout on both sides', async () => {
    const { items } = await getStatements(undefined, as('mexico'));
    expect(items.every((s) => s.currency === 'MXN')).toBe(true);
    const all = await Promise.all(items.map((s) => getStatement(s.month, undefined, as('mexico'))));
    const cancelled = all.find((s) => s.payouts.some((p) => p.status === 'Cancelled'))!;
    expect(cancelled.payouts.find((p) => p.status === 'Cancelled')!.amount).toBe(-2000);
    expect(all.flatMap((s) => s.returned).map((r) => [r.amount, r.status])).toEqual([[2000, 'Cancelled']]);
    expect(all.some((s) => s.commissions.map((c) => c.kind).join() === 'cpa,revshare')).toBe(true);
    expect(all.some((s) => s.adjustments.some((a) => a.amount === 1500))).toBe(true);
    await expect(getStatement(items[0]!.month, { currency: 'BRL' }, as('mexico'))).rejects.toMatchObject({ status: 404 });
  });

  it('CLP statements are in whole pesos and add up', async () => {
    store().update('users', DEMO_IDS.mexico, { Country: 'CL', Currency: 'CLP' });
    const { items } = await getStatements(undefined, as('mexico'));
    const all = await Promise.all(items.map((s) => getStatement(s.month, undefined, as('mexico'))));
    for (const s of all) {
      expect(s.currency).toBe('CLP');
      expect(
        [s.openingBalance, s.closingBalance, ...s.commissions.map((c) => c.amount), s.subAffiliateCommission].every(Number.isInteger),
      ).toBe(true);
      expect(sum(s)).toBe(s.closingBalance);
    }
  });

  it('refuses a month that is not one, and a month before the partner’s first movement', async () => {
    expect((await refusal(getStatement('2026-13', undefined, as('affiliate')))).fieldErrors.month).toBeTruthy();
    expect((await refusal(getStatement('2019-01', undefined, as('affiliate')))).status).toBe(404);
    expect((await refusal(getStatements(undefined, as('analyst')))).status).toBe(403);
  });
});
