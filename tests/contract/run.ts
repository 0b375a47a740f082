// `npm run test:contract`: the stateful mock behind `prism proxy --errors`, every operation of
// the contract called once validly (0 violations, a documented 2xx) and once invalidly (422).
// Ports: CONTRACT_MOCK_PORT (4301) and CONTRACT_PRISM_PORT (4302); a busy one is replaced by
// a free one. Prints a table and the totals; exits 1 on any failure. CONTRACT_JSON=<file>
// also writes the results as JSON (keep it outside the repository, e.g. in $TMPDIR).
import { writeFileSync } from 'node:fs';
import { getStore } from '@mocks/runtime';
import { cases, defaultOrder, refusals, type RefusalCase, type State } from './cases';
import { answeredByStatefulHandler } from './handler-coverage';
import { buildUrl, call, type CallResult } from './http';
import { caseOf, planInvalid, planValid, toRequest } from './plan';
import { printReport, type OperationResult } from './report';
import { freePort, killChildren, SEED_NOW, startMock, startPrism } from './servers';
import { loadContract, type Operation } from './spec';

const SPEC = 'openapi/portal.yaml';

let stopping = false;
function cleanupAndExit(code: number): never {
  killChildren();
  process.exit(code);
}
process.on('exit', () => killChildren());
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n[contract] ${signal}: stopping Prism and the mock`);
    cleanupAndExit(130);
  });
}

const TIMEOUT_MS = Number(process.env.CONTRACT_TIMEOUT_MS ?? 180_000);

async function main(): Promise<number> {
  const started = Date.now();
  setTimeout(() => {
    console.error(`[contract] the run took more than ${TIMEOUT_MS} ms: stopping`);
    cleanupAndExit(1);
  }, TIMEOUT_MS).unref();
  const operations = loadContract(SPEC);
  const unknownCases = Object.keys(cases).filter((id) => !operations.some((op) => op.id === id));
  if (unknownCases.length) console.warn(`[contract] cases for unknown operations: ${unknownCases.join(', ')}`);

  const mockPort = await freePort(Number(process.env.CONTRACT_MOCK_PORT ?? 4301));
  const mock = await startMock(mockPort);
  const prismPort = await freePort(Number(process.env.CONTRACT_PRISM_PORT ?? 4302));
  console.log(`[contract] mock ${mock.url} (clock frozen at ${SEED_NOW}); starting Prism on ${prismPort}…`);
  const prism = await startPrism(SPEC, mock.url, prismPort);
  console.log(`[contract] Prism ready after ${((Date.now() - started) / 1000).toFixed(1)} s`);

  try {
    const direct = (path: string, json?: unknown) => call(mock.url, { method: 'POST', path, json: json ?? {} });
    await direct('/__mock/reset', { scale: 'default' });
    await direct('/__mock/clock', { now: SEED_NOW });

    const state: State = { tokens: {}, vars: {}, store: getStore };
    for (const role of ['affiliate', 'admin', 'newbie', 'analyst'] as const) {
      const r = await call(prism.url, { method: 'POST', path: '/api/auth/signin', json: { login: role, password: 'demo1234' } });
      const token = r.body && typeof r.body === 'object' ? (r.body as Record<string, unknown>).token : undefined;
      if (r.status !== 200 || typeof token !== 'string') {
        console.error(`[contract] sign-in of ${role} failed: ${r.status} ${r.text.slice(0, 300)}`);
      } else state.tokens[role] = token;
    }
    // `secure` has two-factor sign-in on (issue 17): its session is minted; the second sign-in
    // step is an operation of the run.
    state.tokens.secure = getStore().issueToken(10_007).token;

    const ordered = [...operations]
      .map((op, index) => ({ op, index, order: caseOf(op).order ?? defaultOrder(op.method, op.path) }))
      .sort((a, b) => a.order - b.order || a.index - b.index)
      .map((x) => x.op);

    const refusalResults: OperationResult[] = [];
    for (const refusal of refusals) refusalResults.push(await runRefusal(refusal, operations, state, prism.url));
    const results = new Map<string, OperationResult>();
    for (const op of ordered) results.set(op.id, await runValid(op, state, prism.url));
    // Invalid calls last: Prism refuses them before the mock, so they must not change state.
    for (const op of ordered) await runInvalid(op, state, prism.url, results.get(op.id)!);

    const summary = printReport(
      operations.map((op) => results.get(op.id)!),
      operations.length,
      refusalResults,
    );
    console.log(`[contract] ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (process.env.CONTRACT_JSON) {
      writeFileSync(
        process.env.CONTRACT_JSON,
        JSON.stringify({ summary, results: [...results.values()], refusals: refusalResults }, null, 2),
      );
    }
    return summary.ok ? 0 : 1;
  } finally {
    prism.stop();
    await mock.close();
  }
}

/** A short description of an answer: list sizes, so an empty list (nothing checked) stands out. */
function summarize(r: CallResult): string {
  const body = r.body;
  if (Array.isArray(body)) return `[${body.length}]`;
  if (body && typeof body === 'object') {
    const o = body as Record<string, unknown>;
    if (Array.isArray(o.items)) return `items ${o.items.length}/${String(o.total)}`;
    return `{${Object.keys(o).length} fields}`;
  }
  const type = r.contentType.split(';')[0] || 'no body';
  return r.status === 204 ? '-' : `${type} ${r.text.startsWith('<') ? r.text : `${r.text.length} chars`}`;
}

function describe(r: CallResult): string {
  return r.text.length > 600 ? `${r.text.slice(0, 600)}…` : r.text;
}

async function runValid(op: Operation, state: State, base: string): Promise<OperationResult> {
  const result: OperationResult = {
    id: op.id,
    method: op.method,
    path: op.path,
    exercised: false,
    validStatus: null,
    violations: [],
    problems: [],
  };
  try {
    const c = caseOf(op);
    const planned = planValid(op, state);
    const req = toRequest(op, planned, state);
    result.request = {
      method: req.method,
      path: req.path,
      query: req.query,
      role: planned.role,
      body: planned.json ?? (planned.form ? '<multipart>' : undefined),
    };
    result.stateful = answeredByStatefulHandler(req.method, buildUrl(base, req.path, req.query));
    const r = await call(base, req);
    result.validStatus = r.status;
    result.answer = summarize(r);
    result.violations = r.violations.map((v) => `${(v.location ?? []).join('.')}: ${v.message}`);
    const expected = c.expect ?? op.statuses.filter((s) => s >= 200 && s < 300);
    if (!expected.includes(r.status)) result.problems.push(`status ${r.status} (expected ${expected.join('/')})`);
    if (r.fromPrism) result.problems.push(`Prism answered ${r.status} itself`);
    if (result.violations.length) result.problems.push(`${result.violations.length} violation(s)`);
    if (result.problems.length) result.response = describe(r);
    result.exercised = true;
    c.capture?.(r, state);
  } catch (error) {
    result.problems.push(`call failed: ${(error as Error).message}`);
  }
  return result;
}

/** A documented refusal: the expected non-2xx status, answered by the mock, 0 violations. */
async function runRefusal(refusal: RefusalCase, operations: Operation[], state: State, base: string): Promise<OperationResult> {
  const op = operations.find((o) => o.id === refusal.operationId);
  const result: OperationResult = {
    id: `${refusal.operationId}: ${refusal.name}`,
    method: op?.method ?? '?',
    path: op?.path ?? '?',
    exercised: false,
    validStatus: null,
    violations: [],
    problems: [],
  };
  if (!op) {
    result.problems.push(`unknown operation ${refusal.operationId}`);
    return result;
  }
  try {
    const planned = planValid(op, state);
    planned.role = refusal.role ?? planned.role;
    Object.assign(planned.pathParams, refusal.path?.(state));
    Object.assign(planned.query, refusal.query?.(state));
    if (refusal.body) planned.json = refusal.body(state);
    const req = toRequest(op, planned, state);
    if (refusal.token) req.token = refusal.token;
    if (refusal.headers) req.headers = { ...req.headers, ...refusal.headers };
    result.request = { method: req.method, path: req.path, query: req.query, role: planned.role, body: planned.json };
    const r = await call(base, req);
    result.exercised = true;
    result.validStatus = r.status;
    result.answer = summarize(r);
    result.violations = r.violations.map((v) => `${(v.location ?? []).join('.')}: ${v.message}`);
    if (r.status !== refusal.expect) result.problems.push(`status ${r.status} (expected ${refusal.expect})`);
    const body = (r.body && typeof r.body === 'object' ? r.body : {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(refusal.fields ?? {})) {
      if (body[field] !== value) result.problems.push(`${field} is ${JSON.stringify(body[field])} (expected ${JSON.stringify(value)})`);
    }
    if (!op.statuses.includes(refusal.expect)) result.problems.push(`${refusal.expect} is not documented for ${op.id}`);
    if (r.fromPrism) result.problems.push(`Prism answered ${r.status} itself`);
    if (result.violations.length) result.problems.push(`${result.violations.length} violation(s)`);
    if (result.problems.length) result.response = describe(r);
  } catch (error) {
    result.problems.push(`call failed: ${(error as Error).message}`);
  }
  return result;
}

async function runInvalid(op: Operation, state: State, base: string, result: OperationResult): Promise<void> {
  try {
    const valid = planValid(op, state);
    const invalid = planInvalid(op, valid);
    if (!invalid) return;
    result.invalidWhat = invalid.what;
    const r = await call(base, toRequest(op, invalid.planned, state));
    result.invalidStatus = r.status;
    const locations =
      r.fromPrism && r.body && typeof r.body === 'object'
        ? (((r.body as Record<string, unknown>).validation ?? []) as { location?: string[] }[]).map((v) => v.location?.[0])
        : [];
    if (r.status !== 422 || !r.fromPrism) {
      result.invalidProblem = `${invalid.what}: ${r.status} ${describe(r)}`;
    } else if (!locations.includes(invalid.location)) {
      result.invalidProblem = `${invalid.what}: 422 for another reason (${describe(r)})`;
    }
  } catch (error) {
    result.invalidStatus = null;
    result.invalidProblem = `call failed: ${(error as Error).message}`;
  }
}

main()
  .then((code) => cleanupAndExit(code))
  .catch((error: unknown) => {
    console.error('[contract] run failed:', error);
    cleanupAndExit(1);
  });
