// The seed: deterministic, complete (every status, category, approval), the demo accounts' cases, and the large scale's size.
import { getBankByCode, getCnae, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { firstPayoutRefusal, payoutChecks, qualificationSince, type PayoutInput } from '../rules/payout';
import { hasPermission, PERMISSIONS } from '../rules/permissions';
import { signInOutcome } from '../rules/sign-in';
import { DEMO_IDS, DEMO_PASSWORD, LATE_ACCOUNTS } from './demo-accounts';
import { ACCOUNT_STATUSES, BUSINESS_APPROVALS, DEMO_BALANCE_STATUSES, PAYMENT_CATEGORIES, PAYMENT_STATUSES } from './enums';
import { PAGFAST_ERROR_CAUSE_CODES } from './pagfast-causes';
import { DEFAULT_SEED_NOW, seed } from './seed';
import { createStore, type Store } from './store';
import type { UserRecord } from './types';

const { db } = seed({ now: DEFAULT_SEED_NOW });
const user = (id: number) => db.users.get(id) as UserRecord;
const values = <T>(m: Map<unknown, T>) => [...m.values()];

/** What the payout handler will feed the rule: the partner's data as the store holds it. */
function payoutInput(store: Store, userId: number, now: Date): PayoutInput {
  const u = store.db.users.get(userId);
  const payments = store.ownedBy('payments', userId);
  const totals = store.reports.keySum(userId, { since: qualificationSince(payments) });
  return {
    now,
    user: u ?? null,
    payments,
    category: u?.PaymentType ?? 'person',
    pixKeyType: store.ownedBy('bankAccounts', userId)[0]?.PixKeyType ?? null,
    qftd: totals.QFTD ?? 0,
    ftd: totals.FTD ?? 0,
    business: store.ownedBy('businesses', userId)[0] ?? null,
    mustUseReceipt: u?.MustUseReceipt ?? false,
    invoiceFileId: null,
    userMediaIds: store.ownedBy('media', userId).map((m) => m.ID),
  };
}

describe('seed (default scale)', () => {
  it('is deterministic', () => {
    const again = seed({ now: DEFAULT_SEED_NOW }).db;
    for (const table of ['users', 'campaigns', 'payments', 'businesses', 'demoRequests', 'activityLogs', 'media'] as const) {
      const rows = (m: Map<unknown, unknown>) => [...m.values()];
      expect(rows(again[table])).toEqual(rows(db[table]));
    }
  });

  it('never reads the real clock: everything is dated at or before `now`', () => {
    const now = DEFAULT_SEED_NOW.toISOString();
    for (const p of db.payments.values()) expect(p.CreatedAt <= now && p.UpdatedAt <= now).toBe(true);
    for (const u of db.users.values()) expect(u.CreatedAt <= now).toBe(true);
  });

  it('has at least 200 partners in every account status, demo IDs 1–6, partners from 7, the late accounts (payout cases, issue 19) from 10,001', () => {
    expect(db.users.size).toBeGreaterThanOrEqual(200);
    expect(new Set(values(db.users).map((u) => u.Status))).toEqual(new Set(ACCOUNT_STATUSES));
    expect([...db.users.keys()].slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect([...db.users.keys()].slice(-LATE_ACCOUNTS.length)).toEqual(LATE_ACCOUNTS.map((a) => DEMO_IDS[a]));
  });

  it('has payments in every status and category, numbered in creation order, failures with causes', () => {
    // The late accounts' payments are numbered after everything else (seed-cases.ts, seed-issue19.ts).
    const cases = new Set<number>(LATE_ACCOUNTS.map((a) => DEMO_IDS[a]));
    const all = values(db.payments);
    const payments = all.filter((p) => !cases.has(p.UserID));
    expect(all.slice(payments.length).every((p) => cases.has(p.UserID))).toBe(true);
    expect(new Set(payments.map((p) => p.Status))).toEqual(new Set(PAYMENT_STATUSES));
    expect(new Set(payments.map((p) => p.Category))).toEqual(new Set(PAYMENT_CATEGORIES));
    const causes = new Set(payments.flatMap((p) => p.PagfastResponses.map((r) => r.stateErrorCause)).filter(Boolean));
    expect(causes).toEqual(new Set(PAGFAST_ERROR_CAUSE_CODES));
    for (const p of payments.filter((x) => x.Status === 'Error')) expect(p.PagfastResponses.some((r) => r.stateErrorCause)).toBe(true);
    for (const p of payments.filter((x) => x.Status === 'Completed'))
      expect(p.PagfastResponses.at(-1)?.transactionReceipt).toMatch(/^E\d{20}/);
    for (const p of payments.filter((x) => x.Status === 'NF_Sent')) expect(db.media.has(p.InvoiceFileID as string)).toBe(true);
    expect(payments.every((p, i) => i === 0 || (payments[i - 1] as typeof p).CreatedAt.slice(0, 19) <= p.CreatedAt.slice(0, 19))).toBe(
      true,
    );
    expect(
      payments.every((p) => Number.isInteger(Math.round(p.Amount * 100)) && Math.abs(p.Amount * 100 - Math.round(p.Amount * 100)) < 1e-6),
    ).toBe(true);
  });

  it('has businesses in every approval state with AI analysis, real CNAEs and valid CNPJs', () => {
    const businesses = values(db.businesses);
    for (const approval of BUSINESS_APPROVALS) {
      expect(businesses.some((b) => b.Approval === approval && b.AIAnalysis && b.AIAnalysis.length > 40)).toBe(true);
    }
    const cnaeCodes = new Set(db.cnaes.map((c) => c.Code));
    for (const b of businesses) {
      expect(isValidCnpj(b.CNPJ, { version: 2 })).toBe(true);
      expect(b.CNAEs.every((c) => cnaeCodes.has(c))).toBe(true);
      expect(db.media.get(b.CNPJCardMediaID as string)?.OwnerID).toBe(b.AffiliateID);
    }
    expect(businesses.some((b) => /[A-Z]/.test(b.CNPJ))).toBe(true); // alphanumeric CNPJ (July 2026)
  });

  it('has demo-balance requests in every status, at most one pending per partner', () => {
    const requests = values(db.demoRequests);
    expect(new Set(requests.map((r) => r.Status))).toEqual(new Set(DEMO_BALANCE_STATUSES));
    const pending = requests.filter((r) => r.Status === 'pending').map((r) => r.UserID);
    expect(new Set(pending).size).toBe(pending.length);
  });

  it('has the other tables filled', () => {
    for (const table of [
      'notifications',
      'settings',
      'postbackSettings',
      'postbackLogs',
      'activityLogs',
      'bankAccounts',
      'campaigns',
    ] as const) {
      expect(db[table].size).toBeGreaterThan(0);
    }
    expect(values(db.users).filter((u) => u.ParentID !== null).length).toBeGreaterThan(20);
  });

  it('lists about 20 real banks and 40 real CNAEs', () => {
    expect(db.banks.length).toBeGreaterThanOrEqual(20);
    for (const b of db.banks) expect(getBankByCode(b.Code), b.Code).not.toBeNull();
    expect(db.cnaes.length).toBeGreaterThanOrEqual(40);
    for (const c of db.cnaes) expect(getCnae(c.Code), c.Code).not.toBeNull();
  });

  it('gives valid, unique CPFs to Brazilian partners', () => {
    const cpfs = values(db.users)
      .filter((u) => u.Country === 'BR' && u.TaxPayerId)
      .map((u) => u.TaxPayerId as string);
    expect(cpfs.every((c) => isValidCpf(c))).toBe(true);
    expect(new Set(cpfs).size).toBe(cpfs.length);
  });
});

describe('demo accounts', () => {
  it.each(Object.entries(DEMO_IDS))('%s has ID %i, its name as username and password demo1234', (name, id) => {
    expect(user(id)).toMatchObject({ Username: name, Email: `${name}@example.com`, Password: DEMO_PASSWORD });
  });

  it('affiliate: Brazilian, taxpayer id, terms, approved business, balance ≥ 250, campaigns, sub-affiliates', () => {
    const a = user(DEMO_IDS.affiliate);
    expect(a).toMatchObject({ Country: 'BR', Currency: 'BRL', TermsAccepted: true, Status: 'active', Balance: 1843.57 });
    expect(isValidCpf(a.TaxPayerId as string)).toBe(true);
    expect(values(db.businesses).find((b) => b.AffiliateID === a.ID)?.Approval).toBe('approved');
    expect(values(db.campaigns).filter((c) => c.UserID === a.ID).length).toBeGreaterThanOrEqual(5);
    const depth = (id: number): number => {
      const kids = values(db.users).filter((u) => u.ParentID === id);
      return kids.length ? 1 + Math.max(...kids.map((k) => depth(k.ID))) : 0;
    };
    expect(depth(a.ID)).toBeGreaterThanOrEqual(3);
  });

  it('affiliate: payments in many states, none pending or in process', () => {
    const statuses = values(db.payments)
      .filter((p) => p.UserID === DEMO_IDS.affiliate)
      .map((p) => p.Status);
    expect(new Set(statuses).size).toBeGreaterThanOrEqual(5);
    expect(statuses.filter((s) => ['Pending', 'Analyzing', 'Waiting_NF', 'NF_Sent', 'Created', 'Registered'].includes(s))).toEqual([]);
  });

  it.each(['2026-11-05T15:00:00Z', '2027-03-03T12:00:00Z', '2026-06-20T12:00:00Z'])(
    'affiliate may request a payout and newbie may not, seeded on %s',
    (iso) => {
      const store = createStore({ now: new Date(iso) });
      const now = store.clock.now();
      const checks = payoutChecks(payoutInput(store, DEMO_IDS.affiliate, now));
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      expect(firstPayoutRefusal(payoutInput(store, DEMO_IDS.newbie, now))).toBe(2002);
    },
  );

  it('newbie: no taxpayer id, terms not accepted, no business, balance < 250', () => {
    const n = user(DEMO_IDS.newbie);
    expect(n).toMatchObject({ TaxPayerId: null, TermsAccepted: false });
    expect(n.Balance).toBeLessThan(250);
    expect(values(db.businesses).some((b) => b.AffiliateID === n.ID)).toBe(false);
  });

  it('admin holds every colon permission; analyst three underscore reads', () => {
    expect(user(DEMO_IDS.admin).Permissions).toEqual(expect.arrayContaining([...PERMISSIONS]));
    const analyst = user(DEMO_IDS.analyst).Permissions;
    expect(analyst).toEqual(['admin_payments_read', 'admin_business_read', 'admin_affiliates_read']);
    expect(hasPermission(analyst, 'admin:payments:read')).toBe(true);
    expect(hasPermission(analyst, 'admin:payments:action')).toBe(false);
  });

  it.each([
    ['affiliate', 'ok'],
    ['admin', 'ok'],
    ['review', 'under_review'],
    ['banned', 'banned'],
  ] as const)('%s signs in with outcome %s', (name, outcome) => {
    const u = user(DEMO_IDS[name]);
    expect(signInOutcome(u, DEMO_PASSWORD, DEFAULT_SEED_NOW).outcome).toBe(outcome);
    if (name === 'banned') expect(u.BanReason).toBeTruthy();
  });
});

describe('large scale', () => {
  it('seeds 10,000 partners and 100,000 payments (and the payout-case accounts on top)', () => {
    const started = performance.now();
    const large = seed({ scale: 'large', now: DEFAULT_SEED_NOW }).db;
    console.info(`large seed: ${Math.round(performance.now() - started)} ms`);
    const cases = new Set<number>(LATE_ACCOUNTS.map((a) => DEMO_IDS[a]));
    expect(values(large.users).filter((u) => !cases.has(u.ID))).toHaveLength(10_000);
    expect(values(large.payments).filter((p) => !cases.has(p.UserID))).toHaveLength(100_000);
    expect(values(large.users).slice(0, 6)).toEqual(values(db.users).slice(0, 6));
    expect([...large.users.keys()].slice(-cases.size)).toEqual([...cases]);
  });
});
