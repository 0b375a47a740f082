// Test helpers for the admin and cron handler tests: the Node MSW server with a fresh store per
// test, bearer options for the generated client, and a contract check of every mocked answer —
// status documented, content type, required headers and the body against its schema in
// openapi/portal.yaml (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses, the same multipleOf
// precision scripts/patch-prism.mjs gives Prism) — so a test fails where Prism's validating
// proxy would.
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { parse } from 'yaml';
import { ApiError } from '../../src/api/api-error';
import { sessionHooks } from '../../src/api/http-client';
import { DEMO_IDS } from '../db/demo-accounts';
import { server } from '../node';
import { configureRuntime, getStore, type RuntimeOptions } from '../runtime';

type Json = Record<string, unknown>;
interface Operation { responses: Record<string, Json> }
interface Route { method: string; pattern: RegExp; params: number; path: string; op: Operation }

const doc = parse(readFileSync(new URL('../../openapi/portal.yaml', import.meta.url), 'utf8')) as Json & { paths: Record<string, Record<string, Operation>> };
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, multipleOfPrecision: 8 });
addFormats(ajv);
ajv.addSchema(doc, 'portal');

const routes: Route[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).filter(([method]) => method !== 'parameters').map(([method, op]) => ({
    method: method.toUpperCase(),
    pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (path.match(/\{/g) ?? []).length,
    path,
    op,
  })));

const pointer = (...parts: string[]) => parts.map((p) => encodeURIComponent(p.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');
const validators = new Map<string, ValidateFunction>();
function validator(ref: string): ValidateFunction {
  let v = validators.get(ref);
  if (!v) validators.set(ref, (v = ajv.compile({ $ref: ref })));
  return v;
}

/** What is wrong with one answer, judged by the contract; empty when it conforms. */
export async function contractProblems(request: Request, response: Response): Promise<string[]> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/')) return [];
  const where = `${request.method} ${url.pathname} → ${response.status}`;
  const route = routes.filter((r) => r.method === request.method && r.pattern.test(url.pathname)).sort((a, b) => a.params - b.params)[0];
  if (!route) return [`${where}: no such operation in the contract`];
  let declared = route.op.responses[String(response.status)];
  let base = ['paths', route.path, route.method.toLowerCase(), 'responses', String(response.status)];
  if (!declared) return [`${where}: status not documented`];
  if (typeof declared.$ref === 'string') {
    const name = declared.$ref.split('/').pop() as string;
    declared = (doc.components as { responses: Record<string, Json> }).responses[name] as Json;
    base = ['components', 'responses', name];
  }
  const problems: string[] = [];
  for (const [name, header] of Object.entries((declared.headers ?? {}) as Record<string, { required?: boolean }>)) {
    if (header.required && !response.headers.has(name)) problems.push(`${where}: header ${name} missing`);
  }
  const content = declared.content as Record<string, { schema?: Json }> | undefined;
  const text = await response.clone().text();
  if (!content) return text ? [...problems, `${where}: body sent where none is documented`] : problems;
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  if (!content[type]) return [...problems, `${where}: content type ${type} not documented`];
  if (type !== 'application/json') return problems;
  const validate = validator(`portal#/${pointer(...base, 'content', type, 'schema')}`);
  if (!validate(JSON.parse(text))) {
    problems.push(`${where}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
  }
  return problems;
}

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
