// Prints bench/results.json (written by `npm run bench`) as the Markdown tables of the README's
// "Performance" section: node scripts/bench-report.mjs [bench/results.json]
import { readFileSync } from 'node:fs';

const r = JSON.parse(readFileSync(process.argv[2] ?? 'bench/results.json', 'utf8'));
const met = (ok) => (ok ? 'met' : '**not met**');
const row = (cells) => `| ${cells.join(' | ')} |`;
const out = [];

out.push(
  `Measured ${r.date.slice(0, 16).replace('T', ' ')} UTC on ${r.machine.cpus} CPUs (${r.machine.cpuModel ?? 'unknown'}), load average ${r.machine.loadAverage.join(' / ')}.`,
  '',
);
if (r.firstVisit) {
  const { budgets: fb } = r.firstVisit;
  out.push(
    `**First visit**: JavaScript a user's browser downloads (gzip KB). ${r.firstVisit.method} Targets: /auth ≤ ${fb.authKb}, every dashboard route ≤ ${fb.dashboardKb}; \`npm test\` holds the chart routes to ${fb.chartKb} meanwhile.`,
    '',
  );
  out.push(row(['route', 'as', 'JS', 'files', 'target', 'result']), row(['---', '---', '---:', '---:', '---:', '---']));
  for (const v of r.firstVisit.routes) {
    const limit = v.id === 'auth' ? fb.authKb : fb.dashboardKb;
    out.push(
      row([
        `\`${v.url}\``,
        v.as ?? 'signed out',
        v.gzipKb.toFixed(1),
        v.files,
        `≤ ${limit}`,
        met(v.gzipKb <= limit && v.finalUrl === v.url) + (v.chartRoute ? ' (chart route)' : ''),
      ]),
    );
  }
  out.push('');
}
out.push(
  "**Reference: initial load per route from the build manifest** (gzip KB: the entry, its static imports and the route's own chunks — less than a browser fetches)",
  '',
);
out.push(row(['route', 'JS', 'budget', 'CSS', 'ECharts', 'result']), row(['---', '---:', '---:', '---:', '---', '---']));
for (const b of r.bundles) {
  const echartsOk = b.echarts.length === 0 || ['overview', 'statistics', 'campaign', 'admin.statistics'].includes(b.id);
  out.push(
    row([
      `\`${b.path}\``,
      b.jsKb.toFixed(1),
      `≤ ${b.budgetKb}`,
      b.cssKb.toFixed(1),
      b.initialEcharts.length ? 'initial' : b.echarts.length ? 'lazy (chart route)' : '—',
      met(b.jsKb <= b.budgetKb && echartsOk),
    ]),
  );
}
if (r.lighthouse) {
  const runs = Object.values(r.lighthouse)[0]?.runs;
  out.push(
    '',
    `**Lighthouse 12.8** (median of ${runs} run${runs === 1 ? '' : 's'}; budgets: mobile performance ≥ 95 on /auth, ≥ 90 on the overview; accessibility 100)`,
    '',
  );
  out.push(
    row(['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'failing audits']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
  );
  for (const [k, v] of Object.entries(r.lighthouse)) {
    if (!v.runs) {
      out.push(row([k, '—', '—', '—', '—', '—', '—', '—', `no run finished: ${(v.errors ?? []).join('; ')}`]));
      continue;
    }
    out.push(
      row([
        k,
        v.performance,
        v.accessibility,
        v.bestPractices,
        `${v.fcpMs} ms`,
        `${v.lcpMs} ms`,
        `${v.tbtMs} ms`,
        v.cls,
        v.failing.join(', ') || '—',
      ]),
    );
  }
}
if (r.lists) {
  out.push(
    '',
    '**Admin lists**: click → new rows painted, in Chromium against the Node mock with MOCK_SCALE=large (median, max; budget ≤ 100 ms)',
    '',
  );
  out.push(row(['list', 'sort', 'filter', 'page']), row(['---', '---:', '---:', '---:']));
  for (const [k, v] of Object.entries(r.lists)) {
    out.push(row([k, ...['sort', 'filter', 'page'].map((x) => `${v[x].medianMs} ms (max ${v[x].maxMs})`)]));
  }
}
out.push('', '**Mock server** on 127.0.0.1 (autocannon, 10 connections, MOCK_SCALE=large)', '');
out.push(row(['request', 'requests/s', 'p50', 'p99']), row(['---', '---:', '---:', '---:']));
for (const [k, v] of Object.entries(r.mockServer)) out.push(row([`\`${k}\``, v.requestsPerSec, `${v.p50Ms} ms`, `${v.p99Ms} ms`]));
out.push(
  '',
  `**orval** generation: ${r.orvalSeconds} s. **In-browser mock** (mock mode only, never loaded by a deployment): ${r.mockChunk?.gzipKb} KB gzip in ${r.mockChunk?.chunks} chunks${r.mockChunk?.inEntry ? ' (in the entry!)' : ', not in the entry'}.`,
);
const missed = r.checks.filter((c) => !c.met);
out.push('', `Budgets: ${r.checks.length - missed.length} of ${r.checks.length} met.`);
console.log(out.join('\n'));
