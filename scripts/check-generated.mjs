// Not an orval option: orval 7 has no check mode, so this regenerates aside and compares.
// Fails when src/api/generated is stale: regenerates into a sibling folder (same depth, so the
// relative imports match) and compares the two trees file by file.
import { execSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const committed = 'src/api/generated';
const fresh = 'src/api/.generated-check';

function list(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? list(path) : [path];
  });
}

rmSync(fresh, { recursive: true, force: true });
try {
  execSync('npx orval --config orval.config.ts', { stdio: 'pipe', env: { ...process.env, ORVAL_OUT: fresh } });
  const a = new Map(list(committed).map((p) => [relative(committed, p), readFileSync(p, 'utf8')]));
  const b = new Map(list(fresh).map((p) => [relative(fresh, p), readFileSync(p, 'utf8')]));
  const problems = [];
  for (const [file, text] of b) {
    if (!a.has(file)) problems.push(`missing: ${file}`);
    else if (a.get(file) !== text) problems.push(`differs: ${file}`);
  }
  for (const file of a.keys()) if (!b.has(file)) problems.push(`extra: ${file}`);
  if (problems.length) {
    console.error(`Generated SDK is stale (${problems.length} files). Run \`npm run generate\` and commit.`);
    for (const p of problems.slice(0, 20)) console.error('  ' + p);
    process.exit(1);
  }
  console.log(`Generated SDK is fresh (${b.size} files).`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
