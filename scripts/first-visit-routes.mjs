// Not size-limit: it cannot visit a route signed in as a demo account against the mock, which the first-visit figures need.
// Serves a production build (`vite preview`, with its CSP) against the Node mock server and
// measures the first-visit JavaScript of /auth and of every dashboard route (scripts/first-visit.mjs).
// The app runs in remote-API mode, as it ships: the build's VITE_API_URL when it has one (the
// bench's build), else the local API override in storage (the e2e build, which on 127.0.0.1 would
// otherwise start the in-browser mock — a chunk no user downloads).
// Each dashboard route is visited signed in as a demo account that may open it (admin pages as
// `admin`, the rest as `affiliate`), its parameters filled from the mock.
import { spawn } from 'node:child_process';
import { chartRoutes, routeModules } from './bench-bundles.mjs';
import { CHROMIUM_PATH, chromiumArgs } from './chromium.mjs';
import { firstVisitBudgets, measureFirstVisit, pool } from './first-visit.mjs';

async function waitFor(url, what, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not start at ${url}`);
}

/** Starts a server in its own process group; returns a function that stops the group. */
async function startServer(argv, env, url, what) {
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} is already in use (${what})`);
  const child = spawn(process.execPath, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  const stop = () => {
    if (child.exitCode !== null) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill();
    }
  };
  process.once('exit', stop);
  await waitFor(url, what);
  return stop;
}

/**
 * Starts the Node mock (unless `api` is given running) and `vite preview` of `dist`.
 * Returns { base, api, stop }.
 */
export async function serveBuild({ dist, port, apiPort, api: givenApi, scale = 'default' }) {
  const stops = [];
  const api = givenApi ?? `http://127.0.0.1:${apiPort}`;
  if (!givenApi) {
    stops.push(
      await startServer(
        ['node_modules/tsx/dist/cli.mjs', 'mocks/server.ts'],
        { MOCK_PORT: String(apiPort), MOCK_SCALE: scale },
        `${api}/api/status`,
        'mock server',
      ),
    );
  }
  const base = `http://127.0.0.1:${port}`;
  stops.push(
    await startServer(
      ['node_modules/vite/bin/vite.js', 'preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dist],
      {},
      base,
      'vite preview',
    ),
  );
  return { base, api, stop: () => stops.reverse().forEach((s) => s()) };
}

async function call(api, path, { token, method = 'GET', body } = {}) {
  const r = await fetch(`${api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status}`);
  return r.json();
}

const signIn = async (api, login) => (await call(api, '/api/auth/signin', { method: 'POST', body: { login, password: 'demo1234' } })).token;

/** Every route with the URL to open and who opens it. */
async function visits(api, root) {
  const tokens = { affiliate: await signIn(api, 'affiliate'), admin: await signIn(api, 'admin') };
  const campaigns = await call(api, '/api/me/campaigns', { token: tokens.affiliate });
  const campaignList = Array.isArray(campaigns) ? campaigns : (campaigns.items ?? campaigns.data ?? []);
  const params = { campaignId: String(campaignList[0]?.ID ?? 1), partnerId: '1' };
  return routeModules(root)
    .filter((r) => r.id !== 'logout')
    .map((r) => {
      const url = r.path.replace(/:(\w+)/g, (_, name) => params[name] ?? '1');
      const as = r.id === 'auth' ? null : r.id.startsWith('admin.') ? 'admin' : 'affiliate';
      return { id: r.id, path: r.path, url, as, token: as ? tokens[as] : null };
    });
}

/**
 * Measures every route of the served build. `remoteBuild`: the build already points at the API
 * (VITE_API_URL); otherwise the override key in storage does.
 * `only` (a RegExp on the URL) and `filter` (a function of { id, url, as }) choose the routes.
 * Returns rows { id, path, url, as, gzipKb, files, budgetKb, ok, finalUrl, scripts }.
 */
export async function measureRoutes({
  base,
  api,
  remoteBuild = false,
  concurrency = 2,
  root = process.cwd(),
  log = () => {},
  only = null,
  filter = () => true,
}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs });
  try {
    const list = (await visits(api, root)).filter((v) => (!only || only.test(v.url)) && filter(v));
    const jobs = list.map((v) => async () => {
      const storage = {};
      if (!remoteBuild) storage['portal.apiUrl'] = api;
      if (v.token) storage.token = v.token;
      const m = await measureFirstVisit(browser, `${base}${v.url}`, { storage });
      const budgetKb =
        v.id === 'auth' ? firstVisitBudgets.authKb : chartRoutes.has(v.id) ? firstVisitBudgets.chartKb : firstVisitBudgets.dashboardKb;
      const landed = new URL(m.finalUrl).pathname;
      const row = {
        ...v,
        token: undefined,
        gzipKb: m.gzipKb,
        files: m.files,
        budgetKb,
        ok: m.gzipKb <= budgetKb,
        finalUrl: landed,
        scripts: m.scripts,
      };
      log(
        `${v.url.padEnd(44)} ${m.gzipKb.toFixed(1).padStart(7)} KB in ${String(m.files).padStart(3)} files${landed !== v.url ? `  (landed on ${landed})` : ''}`,
      );
      return row;
    });
    return await pool(jobs, concurrency);
  } finally {
    await browser.close();
  }
}
