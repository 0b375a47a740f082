// Holds the catalogues to the code: the committed en-us catalogue must equal a fresh extraction,
// every id must be explicit and namespaced, and pt-br (src/i18n/pt-br/*.json) must have every key (and no stray ones).
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
const fresh = join(dir, 'en-us.json');
try {
  execSync(
    `npx formatjs extract "src/**/*.{ts,tsx}" --ignore "src/api/generated/**" --ignore "**/*.test.tsx" --format simple --out-file ${fresh}`,
    { stdio: 'pipe' },
  );
  const extracted = JSON.parse(readFileSync(fresh, 'utf8'));
  const en = JSON.parse(readFileSync('src/i18n/en-us.json', 'utf8'));
  const problems = [];
  const pt = {};
  for (const file of readdirSync('src/i18n/pt-br').filter((f) => f.endsWith('.json'))) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(`src/i18n/pt-br/${file}`, 'utf8')))) {
      if (id in pt) problems.push(`pt-br key in two files: ${id} (${file})`);
      pt[id] = text;
    }
  }
  for (const id of Object.keys(extracted)) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(id)) problems.push(`id not explicit/namespaced: ${id} ("${extracted[id]}")`);
    if (en[id] !== extracted[id]) problems.push(`en-us stale: ${id} (run npm run i18n:extract)`);
    if (!(id in pt)) problems.push(`pt-br missing: ${id}`);
  }
  for (const id of Object.keys(en)) if (!(id in extracted)) problems.push(`en-us has unused key: ${id}`);
  for (const id of Object.keys(pt)) if (!(id in extracted)) problems.push(`pt-br has unused key: ${id}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} catalogue problems`);
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(extracted).length} messages, en-us and pt-br complete`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
