// globalTeardown of the e2e run: every /api exchange the specs made with the in-browser mock
// (recorded by helpers/test.ts) goes once through `prism proxy --errors` in front of a replay
// server that answers each request with the mock's recorded answer. One exchange per distinct
// (method, path template, status) is replayed; any request or response violation, an answer
// Prism made itself (422 invalid request, 401, 404 unknown path, 500 VIOLATIONS), or a status
// that differs fails the run with the list. E2E_CONTRACT_REPLAY=0 skips it.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { loadContract, type Operation } from '../../contract/spec';
import { recordDir, type RecordedExchange } from './contract-record';

const SPEC = 'openapi/portal.yaml';

interface Template {
  op: Operation;
  pattern: RegExp;
  params: number;
}

function templates(operations: Operation[]): Template[] {
  return operations
    .map((op) => {
      const source = op.path
        .split('/')
        .map((seg) => (/^\{[^}]+\}$/.test(seg) ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { op, pattern: new RegExp(`^${source}$`), params: (op.path.match(/\{/g) ?? []).length };
    })
    .sort((a, b) => a.params - b.params); // literal segments win over parameters
}

function readRecords(dir: string): RecordedExchange[] {
  if (!existsSync(dir)) return [];
  const out: RecordedExchange[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line.trim()) out.push(JSON.parse(line) as RecordedExchange);
    }
  }
  return out;
}

/** The replay upstream: answers whatever comes in with `current`'s recorded answer. */
function startReplayServer(): Promise<{ server: Server; url: string; set: (e: RecordedExchange | null) => void; hits: () => number }> {
  let current: RecordedExchange | null = null;
  let hits = 0;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      if (!current) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
        return;
      }
      hits += 1;
      const body = current.responseBody ? Buffer.from(current.responseBody, 'base64') : undefined;
      res.writeHead(current.status, current.responseHeaders);
      res.end(body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        set: (e) => {
          current = e;
          hits = 0;
        },
        hits: () => hits,
      }),
    ),
  );
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

async function startPrism(upstream: string): Promise<{ url: string; stop: () => void; log: () => string }> {
  // Prism's ajv with multipleOfPrecision (patches/, applied by patch-package after every install).
  execFileSync('node_modules/.bin/patch-package', [], { stdio: 'pipe' });
  const port = await freePort();
  const child: ChildProcess = spawn(
    'node_modules/.bin/prism',
    ['proxy', SPEC, upstream, '--errors', '-h', '127.0.0.1', '-p', String(port), '-v', 'warn'],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = () => {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Prism exited with ${child.exitCode}:\n${log}`);
    try {
      await fetch(`${url}/api/status`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`Prism did not answer on ${url}:\n${log}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { url, stop, log: () => log };
}

export interface ReplayProblem {
  key: string;
  test: string;
  problems: string[];
}

async function replayOne(prism: string, e: RecordedExchange, upstreamHits: () => number): Promise<string[]> {
  const recorded = new URL(e.url);
  const body = e.requestBody ? Buffer.from(e.requestBody, 'base64') : undefined;
  const res = await fetch(`${prism}${recorded.pathname}${recorded.search}`, {
    method: e.method,
    headers: e.requestHeaders,
    body: e.method === 'GET' || e.method === 'HEAD' ? undefined : body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  const problems: string[] = [];
  const header = res.headers.get('sl-violations');
  if (header?.trim()) {
    let list: { location?: string[]; message?: string; severity?: string }[];
    try {
      list = JSON.parse(header) as typeof list;
    } catch {
      list = [{ message: header }];
    }
    for (const v of list) problems.push(`${(v.location ?? []).join('.')}: ${v.message ?? ''}${v.severity ? ` (${v.severity})` : ''}`);
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (/problem\+json/.test(contentType) && /stoplight\.io\/prism\/errors|"type":"[A-Z_]+"/.test(text)) {
    problems.push(`Prism answered ${res.status} itself: ${text.slice(0, 400)}`);
  } else if (res.status !== e.status) {
    problems.push(`status ${res.status} through Prism, ${e.status} recorded`);
  }
  if (upstreamHits() === 0 && !problems.length) problems.push('Prism did not forward the request');
  return problems;
}

export default async function contractReplay(): Promise<void> {
  if (process.env.E2E_CONTRACT_REPLAY === '0') return;
  const started = Date.now();
  const dir = recordDir();
  const records = readRecords(dir);
  if (!records.length) {
    console.log(`contract replay: 0 exchanges recorded in ${dir}`);
    return;
  }
  const tpl = templates(loadContract(SPEC));
  const distinct = new Map<string, RecordedExchange>();
  const problems: ReplayProblem[] = [];
  for (const e of records) {
    const path = new URL(e.url).pathname;
    const match = tpl.find((t) => t.op.method === e.method && t.pattern.test(path));
    if (!match) {
      const key = `${e.method} ${path}`;
      if (!problems.some((p) => p.key === key)) problems.push({ key, test: e.test, problems: ['no operation in the contract'] });
      continue;
    }
    const key = `${e.method} ${match.op.path} ${e.status}`;
    if (!distinct.has(key)) distinct.set(key, e);
  }

  const replay = await startReplayServer();
  let prism: Awaited<ReturnType<typeof startPrism>> | null = null;
  try {
    prism = await startPrism(replay.url);
    for (const [key, e] of distinct) {
      replay.set(e);
      try {
        const found = await replayOne(prism.url, e, replay.hits);
        if (found.length) problems.push({ key, test: e.test, problems: found });
      } catch (error) {
        problems.push({ key, test: e.test, problems: [`replay failed: ${(error as Error).message}`] });
      }
    }
  } finally {
    replay.set(null);
    prism?.stop();
    await new Promise<void>((r) => replay.server.close(() => r()));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`contract replay: ${records.length} exchanges, ${distinct.size} distinct, ${problems.length} violations (${seconds} s)`);
  if (problems.length) {
    const lines = problems.map((p) => `  ${p.key}  [${p.test}]\n${p.problems.map((x) => `    - ${x}`).join('\n')}`);
    throw new Error(`contract replay: ${problems.length} exchange(s) break openapi/portal.yaml:\n${lines.join('\n')}`);
  }
}
