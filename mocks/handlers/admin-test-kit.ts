// Test helpers for the admin and cron handler tests: the Node MSW server with a fresh store per
// test, bearer options for the generated client, and a contract check of every mocked answer —
// status documented, content type, required headers and the body against its schema in
// openapi/portal.yaml (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses, the same multipleOf
// precision patches/@stoplight+prism-http+5.12.0.patch gives Prism) — so a test fails where Prism's validating
// proxy would.
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { ApiError } from '@/api/api-error';
import { sessionHooks } from '@/api/http-client';
import { DEMO_IDS } from '../db/demo-accounts';
import { server } from '../node';
import { configureRuntime, getStore, type RuntimeOptions } from '../runtime';
import { contractViolations } from './contract-check';

/** The contract check shared with the user-side tests (mocks/handlers/contract-check.ts). */
export const contractProblems = contractViolations;

const pending: Promise<string[]>[] = [];
let tolerated: RegExp[] = [];

/**
 * For the current test only: contract problems matching `pattern` are a known mismatch of the
 * contract itself (listed in the handler's report), not of the mock, and do not fail the test.
 */
export function tolerateContractProblem(pattern: RegExp): void {
  tolerated.push(pattern);
}
server.events.on('response:mocked', ({ request, response }) => {
  pending.push(contractProblems(request, response));
});

/**
 * One MSW server for the file; before each test a fresh store (or, with `once`, one store for the
 * whole file, for the large seed), and after each test every answer must have met the contract.
 */
export function useAdminMock(options: RuntimeOptions & { once?: boolean } = {}): void {
  const { once, ...runtime } = options;
  // Seeding the large store takes seconds, more when the test files run in parallel.
  beforeAll(() => {
    sessionHooks.onInvalidToken = () => {};
    server.listen({ onUnhandledRequest: 'error' });
    if (once) configureRuntime(runtime);
  }, 60_000);
  beforeEach(() => {
    if (!once) configureRuntime(runtime);
  });
  afterEach(async () => {
    server.resetHandlers();
    const problems = (await Promise.all(pending.splice(0))).flat().filter((p) => !tolerated.some((t) => t.test(p)));
    tolerated = [];
    expect(problems).toEqual([]);
  });
  afterAll(() => server.close());
}

/** The generated client's per-call options with a bearer token. */
export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
export const tokenOf = (userId: number) => getStore().issueToken(userId).token;
export const asAdmin = () => bearer(tokenOf(DEMO_IDS.admin));
/** The analyst holds admin_payments_read, admin_business_read and admin_affiliates_read. */
export const asAnalyst = () => bearer(tokenOf(DEMO_IDS.analyst));
export const asAffiliate = () => bearer(tokenOf(DEMO_IDS.affiliate));

/** The ApiError a call failed with (the test fails if it succeeded). */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}
