// `npm test`: every check, cheapest first; stops at the first failure and prints how long each
// step took and the whole run's wall time (issue 13: at most 15 minutes on 2 cores, npm ci included).
// The static checks are single-threaded tools, so they run two at a time (one per core), and
// Debian's Chromium is installed in the background meanwhile (apt-get waits on the network more than
// it works). The bundle budgets, then the contract run through Prism, run beside the unit tests:
// most of a first visit is the 5 s window after `load`, spent idle, and the figures are bytes, not
// times (the same with or without the unit tests running: 35 of 35 routes alike, measured
// 2026-11-26). The end-to-end run needs both cores and runs alone, last.
import { exec, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const coverageTool = '../shared/tools/contract-coverage';
const env = { ...process.env, FORCE_COLOR: '0' };

/** Checks that read files only: any order, two at once. */
const staticChecks = [
  ['typecheck', 'npm run -s typecheck'],
  ['lint', 'npm run -s lint'],
  ['format (Prettier)', 'npm run -s format:check'],
  ['contract lint (Spectral)', 'npm run -s lint:contract'],
  existsSync(coverageTool) ? ['contract coverage', 'npm run -s contract:coverage'] : null,
  ['generated code is fresh', 'npm run -s generate:check'],
  ['i18n catalogue complete', 'npm run -s i18n:check'],
  // Known high/critical advisories in what ships to the browser (dev tools are not shipped).
  ['npm audit (runtime deps)', 'node scripts/audit-runtime.mjs'],
].filter(Boolean);

/** Then in this order: the build, the unit tests with the budgets beside them, the end-to-end run. */
const build = ['production build', 'npx vite build'];
const unit = ['unit and component tests', 'npm run -s test:unit'];
// First-visit JavaScript per route, measured in Debian's Chromium on the build.
const budgets = ['bundle budgets (first visit)', 'node scripts/check-budgets.mjs dist'];
// The contract run through Prism follows the budgets beside the unit tests (an HTTP run, light).
const prism = ['contract run through Prism', 'npm run -s test:contract'];
const e2e = ['end-to-end (Chromium)', 'npm run -s test:e2e'];

const started = Date.now();
const done = [];

/** Runs a command and keeps its output; resolves when it ends with its result and a way to print the output. */
function runCaptured(name, cmd) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    exec(cmd, { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const print = () => {
        console.log(`\n━━ ${name}: ${cmd}`);
        if (stdout.trim()) console.log(stdout.trimEnd());
        if (stderr.trim()) console.error(stderr.trimEnd());
      };
      resolve({ result: [name, error ? 'FAILED' : 'ok', Date.now() - t0], print });
    });
  });
}

/** Runs a command, its output printed as one block when it ends (parallel output stays readable). */
async function runBuffered(name, cmd) {
  const { result, print } = await runCaptured(name, cmd);
  print();
  return result;
}

/** Runs a command with its output streamed as it comes; others may run meanwhile. */
function runStreamed(name, cmd) {
  const t0 = Date.now();
  console.log(`\n━━ ${name}: ${cmd}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, { shell: true, stdio: 'inherit', env });
    child.on('exit', (code) => resolve([name, code === 0 ? 'ok' : 'FAILED', Date.now() - t0]));
  });
}

async function inPairs(checks) {
  const queue = [...checks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) done.push(await runBuffered(...next));
  };
  await Promise.all([worker(), worker()]);
}

function finish() {
  console.log('\n━━ summary');
  for (const [name, state, ms] of done) console.log(`${state.padEnd(6)} ${name.padEnd(32)} ${(ms / 1000).toFixed(1)} s`);
  const failed = done.filter(([, s]) => s !== 'ok').length;
  console.log(`${done.length - failed} passed, ${failed} failed; wall time ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  process.exit(failed ? 1 : 0);
}

const chromium = runBuffered('Debian Chromium (background)', 'node scripts/ensure-chromium.mjs');
await inPairs(staticChecks);
done.push(await chromium);
if (done.some(([, s]) => s !== 'ok')) finish();
done.push(await runStreamed(...build));
if (done.some(([, s]) => s !== 'ok')) finish();
{
  const unitRun = runStreamed(...unit);
  // The budgets, then the Prism run; their reports are printed after the unit tests' output.
  const besideRun = (async () => {
    const first = await runCaptured(...budgets);
    return first.result[1] === 'ok' ? [first, await runCaptured(...prism)] : [first];
  })();
  done.push(await unitRun);
  for (const { result, print } of await besideRun) {
    print();
    done.push(result);
  }
}
if (done.some(([, s]) => s !== 'ok')) finish();
done.push(await runStreamed(...e2e));
finish();
