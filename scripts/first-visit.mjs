// Not size-limit: it measures files or bundles it is given, not what a browser downloads for one URL in a fresh context until load + 5 s, which is the budget.
// First-visit JavaScript (issue 13): what a user's browser downloads, not what a manifest says.
// Method: a fresh Chromium context (empty cache, empty storage but for what the visit needs: the
// session token when signed in, and the API address) opens one URL; every script it fetches until
// the `load` event + 5 s is counted: the entry, its imports, modulepreloads, lazy, idle-time and
// prefetched chunks alike. Size = gzip (zlib's default level 6, as a web server compresses) of each
// body as received. The window is the method's definition, not a wait for a state.
// Used by `npm run bench` (bench/results.json) and by scripts/check-budgets.mjs inside `npm test`.
import { gzipSync } from 'node:zlib';

export const WINDOW_MS = 5_000;

export const firstVisitBudgets = {
  /** KB of gzip JS on a first visit to /auth. */
  authKb: 150,
  /** KB of gzip JS on a first visit to any dashboard route, signed in. */
  dashboardKb: 300,
  /** The four chart routes (bench-bundles.mjs chartRoutes): ECharts' smallest line chart through
   * echarts/core is about 170 KB gzip on top of the shell's ~150, so these cannot reach 300 with
   * ECharts; this ceiling keeps them from growing while that stays open (README "Performance"). */
  chartKb: 450,
};

const isScript = (response) => {
  const type = response.request().resourceType();
  if (type === 'script') return true;
  const url = new URL(response.url());
  // modulepreload links are fetched with resource type "other" by some Chromium versions.
  return /\.m?js$/.test(url.pathname) && (response.headers()['content-type'] ?? '').includes('javascript');
};

/**
 * Opens `url` in a new context of `browser` and returns the scripts fetched until load + window.
 * `storage`: localStorage entries set before any script of the page runs (the visit's session).
 */
export async function measureFirstVisit(
  browser,
  url,
  { storage = {}, windowMs = WINDOW_MS, viewport = { width: 1440, height: 900 } } = {},
) {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  try {
    if (Object.keys(storage).length) {
      await context.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) if (localStorage.getItem(k) === null) localStorage.setItem(k, v);
      }, storage);
    }
    const page = await context.newPage();
    const pending = [];
    let closed = false;
    page.on('response', (response) => {
      if (closed || !isScript(response)) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzipBytes: gzipSync(body).length,
            status: response.status(),
          }),
          () => null,
        ),
      );
    });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const finalUrl = page.url();
    await page.waitForTimeout(windowMs);
    closed = true;
    const scripts = (await Promise.all(pending)).filter(Boolean);
    const unique = [...new Map(scripts.map((s) => [s.url, s])).values()];
    const gzipKb = unique.reduce((s, x) => s + x.gzipBytes, 0) / 1024;
    return {
      url,
      finalUrl,
      files: unique.length,
      gzipKb: Math.round(gzipKb * 10) / 10,
      scripts: unique.sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  } finally {
    await context.close();
  }
}

/** Runs `jobs` (functions returning promises) with at most `limit` at once, results in order. */
export async function pool(jobs, limit) {
  const results = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return results;
}
