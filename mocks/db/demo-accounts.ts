// The demo accounts' fixed identities (design doc: IDs 1–6; every other partner is 7+), and the
// payout-case accounts (issue 14.5), one per refusal a partner can meet, numbered after the
// largest seed's partners (10,000) so that no seeded partner's ID moves in either scale.
// Shared by the seed, the lazy reports and tests, so the numbers live in one place.

export const DEMO_IDS = {
  affiliate: 1,
  newbie: 2,
  admin: 3,
  analyst: 4,
  review: 5,
  banned: 6,
  // Payout cases (db/seed-cases.ts; the README's demo-accounts table says which shows what).
  pending: 10_001,
  processing: 10_002,
  unqualified: 10_003,
  nocompany: 10_004,
  newcompany: 10_005,
  receipts: 10_006,
  // Account security (issue 17, db/seed-security.ts): two-factor sign-in on.
  secure: 10_007,
  // A Spanish-speaking partner paid in another currency (issue 19: statements in MXN; db/seed-issue19.ts).
  mexico: 10_008,
} as const;
export type DemoAccount = keyof typeof DEMO_IDS;
export const DEMO_PASSWORD = 'demo1234';
export const FIRST_PARTNER_ID = 7;
/** The payout-case accounts: IDs above every seeded partner's. */
export const PAYOUT_CASE_ACCOUNTS = ['pending', 'processing', 'unqualified', 'nocompany', 'newcompany', 'receipts'] as const;
export type PayoutCaseAccount = (typeof PAYOUT_CASE_ACCOUNTS)[number];
/** Every account seeded after the bulk (IDs 10,001 and up): the payout cases, then `secure` (issue 17) and `mexico` (issue 19). */
export const LATE_ACCOUNTS = [...PAYOUT_CASE_ACCOUNTS, 'secure', 'mexico'] as const;

/** Sign-in name and e-mail of a demo account: `affiliate` / `affiliate@example.com`. */
export function demoLogin(account: DemoAccount): { Username: string; Email: string } {
  return { Username: account, Email: `${account}@example.com` };
}
