// The six demo accounts' fixed identities (design doc: IDs 1–6; every other partner is 7+).
// Shared by the seed, the lazy reports and tests, so the numbers live in one place.

export const DEMO_IDS = { affiliate: 1, newbie: 2, admin: 3, analyst: 4, review: 5, banned: 6 } as const;
export type DemoAccount = keyof typeof DEMO_IDS;
export const DEMO_PASSWORD = 'demo1234';
export const FIRST_PARTNER_ID = 7;

/** Sign-in name and e-mail of a demo account: `affiliate` / `affiliate@example.com`. */
export function demoLogin(account: DemoAccount): { Username: string; Email: string } {
  return { Username: account, Email: `${account}@example.com` };
}
