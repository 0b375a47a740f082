// `npm test`: every check, in the order that fails cheapest first. Stops at the first failure
// and prints how long each step took.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const coverageTool = '../shared/tools/contract-coverage';
const steps = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['format (Prettier)', 'npm run -s format:check'],
  ['contract lint (Spectral)', 'npm run -s lint:contract'],
  existsSync(coverageTool) ? ['contract coverage', 'npm run -s contract:coverage'] : null,
  ['generated code is fresh', 'npm run -s generate:check'],
  ['i18n catalogue complete', 'npm run -s i18n:check'],
  // Known high/critical advisories in what ships to the browser (dev tools are not shipped).
  ['npm audit (runtime deps)', 'node scripts/audit-runtime.mjs'],
  ['unit and component tests', 'npm run -s test:unit'],
  ['production build', 'npx vite build'],
  // First-visit JavaScript per route, measured in Debian's Chromium (installed here when missing).
  ['bundle budgets (first visit)', 'node scripts/ensure-chromium.mjs && node scripts/check-budgets.mjs dist'],
  ['contract run through Prism', 'npm run -s test:contract'],
  ['end-to-end (Chromium)', 'npm run -s test:e2e'],
].filter(Boolean);

const done = [];
for (const [name, cmd] of steps) {
  const started = Date.now();
  console.log(`\n━━ ${name}: ${cmd}`);
  try {
    execSync(cmd, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
    done.push([name, 'ok', Date.now() - started]);
  } catch {
    done.push([name, 'FAILED', Date.now() - started]);
    report();
    process.exit(1);
  }
}
report();

function report() {
  console.log('\n━━ summary');
  for (const [name, state, ms] of done) {
    console.log(`${state.padEnd(6)} ${name.padEnd(30)} ${(ms / 1000).toFixed(1)} s`);
  }
  const failed = done.filter(([, s]) => s !== 'ok').length;
  console.log(`${done.length - failed} passed, ${failed} failed`);
}
