// Not size-limit: it measures files or bundles it is given, not what a browser downloads for one URL in a fresh context until load + 5 s, which is the budget.
// Bundle budgets, checked inside `npm test` on the production build the end-to-end run also uses
// (issue 13: the same measure as `npm run bench`, what a user's browser downloads):
// - first-visit JavaScript (scripts/first-visit.mjs: a fresh Chromium context, every script fetched
//   until `load` + 5 s, gzip) of /auth ≤ 150 KB and of every dashboard route, signed in, ≤ 300 KB;
//   the four chart routes have their own, larger budget (firstVisitBudgets.chartKb: ECharts alone
//   is about 170 KB gzip; see README "Performance");
// - ECharts only reachable from chart routes (overview, statistics, campaign, admin statistics),
//   from the build manifest.
// The build is served by `vite preview` against the Node mock (remote-API mode, as it ships; the
// address goes in storage, so the e2e build is measured as is). Any route over its budget, or
// ECharts anywhere else, fails the check.
// Usage: node scripts/check-budgets.mjs [dist]
import { createServer } from 'node:net';
import { chartRoutes, measureBundles } from './bench-bundles.mjs';
import { measureRoutes, serveBuild } from './first-visit-routes.mjs';

const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';

/** A port nothing listens on now (the OS picks it). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const failures = [];

// 1. ECharts only where a chart is drawn (manifest: which modules a route can reach).
for (const r of measureBundles(dist)) {
  if (r.echarts.length && !r.chartRoute) failures.push(`${r.path}: ECharts reachable (${r.echarts.join(', ')})`);
}

// 2. First-visit JavaScript per route.
const { base, api, stop } = await serveBuild({ dist, port: await freePort(), apiPort: await freePort() });
let rows;
try {
  // Four visits at once: most of each visit is the 5 s window after `load`, spent idle. The chart
  // routes one at a time, after: their chart (and ECharts) loads once the page's data is in, which
  // four concurrent pages on two cores can push past the window — the figure would then leave out
  // what a user's browser does fetch.
  const isChart = (v) => chartRoutes.has(v.id);
  rows = [
    ...(await measureRoutes({ base, api, concurrency: 4, filter: (v) => !isChart(v) })),
    ...(await measureRoutes({ base, api, concurrency: 1, filter: isChart })),
  ];
} finally {
  stop();
}

console.log(`First-visit JavaScript per route (gzip, KB) of ${dist}: every script a fresh context fetches until load + 5 s`);
console.log(`${'route'.padEnd(40)} ${'JS'.padStart(7)} ${'files'.padStart(5)} ${'budget'.padStart(7)} ${'margin'.padStart(7)}  result`);
for (const r of rows) {
  const problems = [];
  if (!r.ok) problems.push(`over budget by ${(r.gzipKb - r.budgetKb).toFixed(1)} KB`);
  if (r.finalUrl !== r.url.split('?')[0]) problems.push(`landed on ${r.finalUrl} instead`);
  console.log(
    `${r.url.padEnd(40)} ${r.gzipKb.toFixed(1).padStart(7)} ${String(r.files).padStart(5)} ${String(r.budgetKb).padStart(7)} ${(r.budgetKb - r.gzipKb).toFixed(1).padStart(7)}  ${problems.length ? problems.join('; ') : 'ok'}`,
  );
  for (const p of problems) failures.push(`${r.url}: ${p}`);
}

if (failures.length) {
  console.error(`\n${failures.length} bundle check(s) failed:`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within their first-visit budgets; ECharts only in chart routes.`);
process.exit(0);
