// Installs npm dependencies when they are missing or older than the lockfile, so that
// `npm start` and `npm test` each work alone on a fresh clone.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;

if (stale) {
  console.log('[ensure-deps] installing npm dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
