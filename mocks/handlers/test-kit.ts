// What the handler tests share: the Node mock server with `onUnhandledRequest: 'error'`, a fresh
// frozen store before each test, tokens for the demo accounts, and a way to read a refusal.
// Not a test file itself (vitest picks up *.test.ts only).
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiError } from '@/api/api-error';
import { sessionHooks } from '@/api/http-client';
import type { RequestOptions } from '@/api/http-client';
import { startStepUp } from '@/api/generated/endpoints/account-security/account-security';
import { DEMO_IDS, DEMO_PASSWORD, type DemoAccount } from '../db/demo-accounts';
import type { Store } from '../db/store';
import type { ReportColumn } from '../db/enums';
import type { ReportRow } from '../db/types';
import { server } from '../node';
import { configureRuntime, getStore } from '../runtime';
import { contractViolations } from './contract-check';

/**
 * Starts the server once per file and reseeds the store before each test (clock frozen at `now`).
 * Every answer is checked against the contract; a test fails on any violation it caused.
 */
export function setupMockApi(now?: Date): void {
  let checks: Promise<string[]>[] = [];
  beforeAll(() => {
    // The app reloads the page on "Invalid token"; Node has no page.
    sessionHooks.onInvalidToken = () => undefined;
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('response:mocked', ({ request, response }) => {
      checks.push(contractViolations(request, response.clone()));
    });
  });
  beforeEach(() => {
    checks = [];
    configureRuntime({ clock: 'frozen', ...(now ? { now } : {}) });
  });
  afterEach(async () => {
    expect((await Promise.all(checks)).flat()).toEqual([]);
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
}

export const store = (): Store => getStore();

/** A fresh bearer token for a demo account (or any user ID), without going through sign-in. */
export function tokenOf(who: DemoAccount | number): string {
  return getStore().issueToken(typeof who === 'number' ? who : DEMO_IDS[who]).token;
}

/** The last options argument of a generated client call. */
export function as(who: DemoAccount | number): RequestOptions {
  return { headers: { Authorization: `Bearer ${tokenOf(who)}` } };
}

/**
 * Options for a session that has just proved it is the user again (issue 17's step-up), as the
 * sensitive changes — bank account, postback URL, e-mail — need: the password, or for an account
 * with two-factor sign-in the current code of its secret.
 */
export async function steppedUp(who: DemoAccount | number, proof: { password?: string; code?: string } = {}): Promise<RequestOptions> {
  const options = as(who);
  const body = proof.code ? { code: proof.code } : { password: proof.password ?? DEMO_PASSWORD };
  await startStepUp(body, options);
  return options;
}

/** Awaits a call that must fail and answers its ApiError. */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('The call succeeded but a refusal was expected');
}

/**
 * Sets a user's report figures through the store: every cached row of the user's campaigns is
 * zeroed, then the last row (the seed's "today") of the first campaign gets `figures`. Report rows
 * are generated once per campaign and cached, so the change holds until the store is reset.
 */
export function setReportFigures(userId: number, figures: Partial<Record<ReportColumn, number>>): void {
  const s = getStore();
  const campaigns = s.ownedBy('campaigns', userId);
  if (!campaigns.length) throw new Error(`User ${userId} has no campaign to carry report figures`);
  for (const c of campaigns) {
    for (const row of s.reports.reportRows(c.ID) as ReportRow[]) Object.assign(row, { Commission: 0, FTD: 0, QFTD: 0, Registrations: 0 });
  }
  const rows = s.reports.reportRows(campaigns[0]!.ID) as ReportRow[];
  Object.assign(rows[rows.length - 1]!, figures);
}

/** An instant in Brazil's time (UTC−3): `brazil('2026-11-10T23:59')`. */
export const brazil = (local: string): Date => new Date(`${local}:00-03:00`);
