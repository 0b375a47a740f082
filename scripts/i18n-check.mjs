// formatjs verify checks pt-br (missing, extra, structurally different); it has no check that en-us is freshly extracted, that ids are namespaced, or that a key sits in one pt-br file, which stay here.
// Holds the catalogues to the code: the committed en-us catalogue must equal a fresh extraction,
// every id must be explicit and namespaced, and pt-br (src/i18n/pt-br/*.json, merged) must have
// every key, no stray one, and the same placeholders and plurals as en-us (`formatjs verify
// --missing-keys --extra-keys --structural-equality`).
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const formatjs = join('node_modules', '.bin', 'formatjs');
const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
try {
  // Named after their locales: formatjs verify reads the locale from the file name.
  const fresh = join(dir, 'en-us.json');
  const merged = join(dir, 'pt-br.json');
  execFileSync(
    formatjs,
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/api/generated/**',
      '--ignore',
      '**/*.test.tsx',
      '--format',
      'simple',
      '--out-file',
      fresh,
    ],
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
  }
  for (const id of Object.keys(en)) if (!(id in extracted)) problems.push(`en-us has unused key: ${id}`);

  writeFileSync(merged, JSON.stringify(pt));
  try {
    execFileSync(
      formatjs,
      ['verify', '--source-locale', 'en-us', '--missing-keys', '--extra-keys', '--structural-equality', fresh, merged],
      {
        stdio: 'pipe',
      },
    );
  } catch (error) {
    problems.push(`formatjs verify (pt-br against en-us):\n${String(error.stderr || error.stdout || error.message).trim()}`);
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} catalogue problems`);
    process.exit(1);
  }
  console.log(`i18n: ${Object.keys(extracted).length} messages, en-us fresh, pt-br complete (formatjs verify)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
