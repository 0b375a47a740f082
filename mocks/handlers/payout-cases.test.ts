// Every payout refusal a partner can meet, each shown by a named demo account on a fresh seed
// (issue 14.5; the README's demo-accounts table): the account signs in with demo1234 and asks
// what the wallet asks — eligibility for a category — or, for the invoice codes decided only at
// the request, requests the payout. Seeded on three days inside a payout window (the in-browser
// mock seeds on the real day); 2007 is any account on a day outside the windows. 2000 and 2001
// cannot be met any more: a caller without the affiliate permission gets 403 first, and a name
// cannot be blank.
import { describe, expect, it } from 'vitest';
import { signIn } from '@/api/generated/endpoints/auth/auth';
import { getPayoutEligibility, requestPayout } from '@/api/generated/endpoints/payments/payments';
import type { RequestPayoutBody } from '@/api/generated/model/requestPayoutBody';
import type { TokenRecord } from '@/api/generated/model/tokenRecord';
import { DEMO_IDS, DEMO_PASSWORD, LATE_ACCOUNTS, type DemoAccount } from '../db/demo-accounts';
import { PAYMENT_STATUSES } from '../db/enums';
import { configureRuntime, getStore } from '../runtime';
import { refusal, setupMockApi } from './test-kit';

setupMockApi();

type Category = 'person' | 'business';
type Ask = { eligibility: Category } | { payout: Category; invoice?: 'own' | 'foreign' };

/** code → the demo account that shows it, and how. */
const CASES: readonly (readonly [number, DemoAccount, Ask])[] = [
  [2002, 'newbie', { eligibility: 'person' }],
  [2002, 'nocompany', { eligibility: 'person' }],
  [2004, 'pending', { eligibility: 'person' }],
  [2005, 'receipts', { payout: 'person' }],
  [2005, 'receipts', { payout: 'business' }],
  [2006, 'receipts', { payout: 'business', invoice: 'foreign' }],
  [2008, 'unqualified', { eligibility: 'person' }],
  [2009, 'newbie', { eligibility: 'business' }],
  [2010, 'processing', { eligibility: 'person' }],
  [2011, 'nocompany', { eligibility: 'business' }],
  [2012, 'newcompany', { eligibility: 'business' }],
  [2013, 'affiliate', { payout: 'person', invoice: 'own' }],
];

const SEED_DAYS = ['2026-11-05T15:00:00Z', '2027-03-03T12:00:00Z', '2026-06-20T12:00:00Z'];

async function signedIn(account: DemoAccount) {
  const { token } = (await signIn({ login: account, password: DEMO_PASSWORD })) as TokenRecord;
  return { headers: { Authorization: `Bearer ${token}` } };
}

/** The code the account meets when it asks as `ask` says, or null when nothing is refused. */
async function codeMet(account: DemoAccount, ask: Ask): Promise<number | null> {
  const as = await signedIn(account);
  if ('eligibility' in ask) {
    const answer = await getPayoutEligibility({ category: ask.eligibility }, as);
    return answer.eligible ? null : (answer.code ?? -1);
  }
  const store = getStore();
  const [key] = store.ownedBy('bankAccounts', DEMO_IDS[account]);
  const body: RequestPayoutBody = { pixKeyType: key!.PixKeyType, pixKey: key!.PixKey, category: ask.payout };
  if (ask.invoice === 'own') body.invoiceFileId = store.ownedBy('media', DEMO_IDS[account])[0]!.ID;
  if (ask.invoice === 'foreign') body.invoiceFileId = store.ownedBy('media', DEMO_IDS.affiliate)[0]!.ID;
  const e = await refusal(requestPayout(body, as));
  expect(e.reason).toBe('payout_refused');
  return e.code ?? -1;
}

describe.each(SEED_DAYS)('seeded on %s', (day) => {
  it.each(CASES.map(([code, account, ask]) => [code, account, JSON.stringify(ask), ask] as const))(
    '%i: %s (%s)',
    async (code, account, _how, ask) => {
      configureRuntime({ clock: 'frozen', now: new Date(day) });
      expect(await codeMet(account, ask)).toBe(code);
    },
  );

  it('2007: any account on a day outside the payout windows (the 12th)', async () => {
    configureRuntime({ clock: 'frozen', now: new Date(day) });
    const twelfth = new Date(day);
    twelfth.setUTCDate(12);
    getStore().clock.set(twelfth.toISOString());
    expect(await codeMet('affiliate', { eligibility: 'person' })).toBe(2007);
    expect(await codeMet('newcompany', { eligibility: 'person' })).toBe(2007);
  });

  it('nothing is refused to the ready ones: affiliate (person and company), newcompany as a person, receipts until it requests', async () => {
    configureRuntime({ clock: 'frozen', now: new Date(day) });
    expect(await codeMet('affiliate', { eligibility: 'person' })).toBeNull();
    expect(await codeMet('affiliate', { eligibility: 'business' })).toBeNull();
    expect(await codeMet('newcompany', { eligibility: 'person' })).toBeNull();
    expect(await codeMet('receipts', { eligibility: 'business' })).toBeNull(); // the invoice is asked at the request
  });
});

describe('the demo accounts together', () => {
  it('show every payment status', () => {
    const { db } = getStore();
    const ids = new Set<number>(Object.values(DEMO_IDS));
    const statuses = new Set([...db.payments.values()].filter((p) => ids.has(p.UserID)).map((p) => p.Status));
    expect([...statuses].sort()).toEqual([...PAYMENT_STATUSES].sort());
  });

  it('the payout-case accounts come after every seeded partner, and their records after every other record', () => {
    const { db } = getStore();
    // Issue 19's `mexico` account is seeded after them, on the same terms.
    const cases = new Set<number>(LATE_ACCOUNTS.map((a) => DEMO_IDS[a]));
    expect([...db.users.keys()]).toEqual([...Array.from({ length: 250 }, (_, i) => i + 1), ...cases]);
    for (const table of ['campaigns', 'payments', 'businesses', 'bankAccounts', 'notifications', 'activityLogs'] as const) {
      const rows = [...db[table].values()] as { ID: number; UserID?: number; AffiliateID?: number }[];
      const owner = (r: (typeof rows)[number]) => r.UserID ?? r.AffiliateID ?? 0;
      const firstCase = Math.min(...rows.filter((r) => cases.has(owner(r))).map((r) => r.ID));
      expect([table, rows.filter((r) => !cases.has(owner(r))).every((r) => r.ID < firstCase)]).toEqual([table, true]);
    }
    expect(db.users.get(DEMO_IDS.nocompany)?.TaxPayerId).toBeNull();
  });
});
