// The deterministic seed: one fixed faker seed and a caller-given `now` (never the real clock)
// make the same data everywhere, so a demo, a test and the HTTP mock server see the same store.
// `default` is small enough to reseed on every test; `large` (10,000 partners, 100,000
// payments) is for paging and speed checks. Report rows are not seeded: see reports.ts.
import { FIRST_PARTNER_ID } from './demo-accounts';
import { seedActivity } from './seed-activity';
import { seedBusinessesAndAccounts } from './seed-business';
import { createSeedContext } from './seed-context';
import { seedPayoutCases } from './seed-cases';
import { seedSecurity } from './seed-security';
import { seedIntegrations } from './seed-integrations';
import { seedCreatives } from './seed-creatives';
import { seedIssue19 } from './seed-issue19';
import { DEMO_TREE_LAST_ID, seedDemoData, seedDemoUsers } from './seed-demo';
import { linkParents, seedCampaigns, seedPartners } from './seed-partners';
import { buildPayments, bulkDrafts, type Payee } from './seed-payments';
import type { Db, TableName } from './types';

export type Scale = 'default' | 'large';
const TABLES: readonly TableName[] = [
  'users',
  'campaigns',
  'payments',
  'businesses',
  'bankAccounts',
  'demoRequests',
  'notifications',
  'settings',
  'postbackSettings',
  'postbackLogs',
  'postbackSecrets',
  'postbackDeliveries',
  'apiKeys',
  'reportSchedules',
  'reportSends',
  'activityLogs',
  'media',
  'twoFactor',
  'sessions',
  'securityEvents',
  'auditLog',
  'securityPolicy',
  'creatives',
  'creativeImages',
  'complianceVersions',
  'privacyRequests',
];
/** Totals of the bulk (the six first demo accounts included; the payout-case accounts come on top). */
export const SCALES: Record<Scale, { users: number; payments: number }> = {
  default: { users: 250, payments: 2_500 },
  large: { users: 10_000, payments: 100_000 },
};
/** A `now` inside a payout window (5 Nov 2026, 12:00 in Brazil), for callers without a preference. */
export const DEFAULT_SEED_NOW = new Date('2026-11-05T15:00:00.000Z');

export interface SeedOptions {
  scale?: Scale;
  now: Date;
}
export interface SeedResult {
  db: Db;
  /** The last ID used per table, so the store numbers new records after them. */
  lastIds: Record<TableName, number>;
}

export function seed({ scale = 'default', now }: SeedOptions): SeedResult {
  const size = SCALES[scale];
  const ctx = createSeedContext(now);
  const managers = Array.from({ length: 6 }, () => ctx.faker.person.fullName());
  seedDemoUsers(ctx, managers[0] as string);
  seedPartners(ctx, size.users, managers);
  linkParents(ctx, DEMO_TREE_LAST_ID + 1, size.users);
  const demoPayments = seedDemoData(ctx);
  seedCampaigns(ctx, FIRST_PARTNER_ID);
  seedBusinessesAndAccounts(ctx, FIRST_PARTNER_ID);

  const payees: Payee[] = [];
  for (const u of ctx.db.users.values()) {
    if (u.ID >= FIRST_PARTNER_ID && (u.Status === 'active' || u.Status === 'banned'))
      payees.push({ ID: u.ID, joinedMs: Date.parse(u.CreatedAt) });
  }
  buildPayments(ctx, [...demoPayments, ...bulkDrafts(ctx, size.payments - demoPayments.length, payees)]);
  seedActivity(ctx, FIRST_PARTNER_ID);
  // Last, so everything above is the same with or without them (IDs 10,001 and up).
  seedPayoutCases(ctx, managers[1] as string);
  // After them, for the same reason: the account with two-factor sign-in, its sessions and
  // events, and the audit log's history (issue 17).
  seedSecurity(ctx, managers[2] as string);
  // Issue 20's records, from a stream of their own, after everything else.
  seedIntegrations(ctx);
  // The creatives library and the compliance rule lists (issue 18): after everything else too.
  seedCreatives(ctx);
  seedIssue19(ctx, managers[2] as string);

  // Users carry fixed IDs rather than counted ones: new accounts are numbered after the highest.
  const lastIds = Object.fromEntries(TABLES.map((t) => [t, ctx.counters.get(t) ?? 0])) as Record<TableName, number>;
  lastIds.users = Math.max(...ctx.db.users.keys());
  return { db: ctx.db, lastIds };
}
