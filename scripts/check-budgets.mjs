// Bundle budgets (issue 7), checked inside `npm test` after the production build:
// - /auth: initial JS ≤ 170 KB gzip; every other route ≤ 300 KB;
// - ECharts only reachable from chart routes (overview, statistics, campaign, admin statistics).
// "Initial JS" per route is measured from the build manifest (see scripts/bench-bundles.mjs).
// Any route over its budget, or ECharts anywhere else, fails the check.
// Usage: node scripts/check-budgets.mjs [dist]
import { measureBundles } from './bench-bundles.mjs';

const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';

const rows = measureBundles(dist);
const failures = [];
console.log(`Initial JS and CSS per route (gzip, KB) of ${dist}:`);
console.log(`${'route'.padEnd(42)} ${'JS'.padStart(7)} ${'budget'.padStart(7)} ${'margin'.padStart(7)} ${'CSS'.padStart(6)}  result`);
for (const r of rows) {
  const problems = [];
  if (r.jsKb > r.budgetKb) problems.push(`JS over budget by ${(r.jsKb - r.budgetKb).toFixed(1)} KB`);
  if (r.echarts.length && !r.chartRoute) problems.push(`ECharts reachable (${r.echarts.join(', ')})`);
  console.log(
    `${r.path.padEnd(42)} ${r.jsKb.toFixed(1).padStart(7)} ${String(r.budgetKb).padStart(7)} ${(r.budgetKb - r.jsKb).toFixed(1).padStart(7)} ${r.cssKb.toFixed(1).padStart(6)}  ${problems.length ? problems.join('; ') : 'ok'}`,
  );
  for (const p of problems) failures.push(`${r.path}: ${p}`);
}

if (failures.length) {
  console.error(`\n${failures.length} bundle check(s) failed:`);
  for (const f of failures) console.error(`  ${f}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} routes within budget; ECharts only in chart routes.`);
