// formatjs verify checks each translation (missing, extra, structurally different); it has no check that en-us is freshly extracted, that ids are namespaced, or that a key sits in one file of its language, which stay here.
// Holds the catalogues to the code: the committed en-us catalogue must equal a fresh extraction,
// every id must be explicit and namespaced, and each translated language — pt-br and es-419
// (src/i18n/<language>/*.json, merged) — must have every key, no stray one, and the same
// placeholders and plurals as en-us (`formatjs verify --missing-keys --extra-keys
// --structural-equality`). scripts/i18n-check.test.ts plants a missing and a changed message.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The languages translated from en-us, each a folder of per-feature files under src/i18n/. */
export const TRANSLATIONS = ['pt-br', 'es-419'];

const formatjs = resolve(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.bin', 'formatjs');

/** One language's per-feature files merged, and a problem for each key found in two of them. */
export function readCatalogue(folder, language) {
  const messages = {};
  const problems = [];
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json'))) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(join(folder, file), 'utf8')))) {
      if (id in messages) problems.push(`${language} key in two files: ${id} (${file})`);
      messages[id] = text;
    }
  }
  return { messages, problems };
}

/**
 * Every translation against the en-us source (`source`: id → text): `formatjs verify` per language
 * (it reads the locale from the file name, so each goes into a file named after it). Returns the
 * problems found, an empty list when every language is complete.
 */
export function checkTranslations(source, { i18nDir = 'src/i18n', languages = TRANSLATIONS } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-verify-'));
  const problems = [];
  try {
    const sourceFile = join(dir, 'en-us.json');
    writeFileSync(sourceFile, JSON.stringify(source));
    for (const language of languages) {
      const { messages, problems: found } = readCatalogue(join(i18nDir, language), language);
      problems.push(...found);
      const merged = join(dir, `${language}.json`);
      writeFileSync(merged, JSON.stringify(messages));
      try {
        execFileSync(
          formatjs,
          ['verify', '--source-locale', 'en-us', '--missing-keys', '--extra-keys', '--structural-equality', sourceFile, merged],
          {
            stdio: 'pipe',
          },
        );
      } catch (error) {
        problems.push(`formatjs verify (${language} against en-us):\n${String(error.stderr || error.stdout || error.message).trim()}`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return problems;
}

/** The whole check: a fresh extraction, the committed en-us catalogue, then every translation. */
function main() {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  const problems = [];
  let count = 0;
  try {
    const fresh = join(dir, 'en-us.json');
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
    count = Object.keys(extracted).length;
    for (const id of Object.keys(extracted)) {
      if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(id)) problems.push(`id not explicit/namespaced: ${id} ("${extracted[id]}")`);
      if (en[id] !== extracted[id]) problems.push(`en-us stale: ${id} (run npm run i18n:extract)`);
    }
    for (const id of Object.keys(en)) if (!(id in extracted)) problems.push(`en-us has unused key: ${id}`);
    problems.push(...checkTranslations(extracted));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} catalogue problems`);
    process.exit(1);
  }
  console.log(`i18n: ${count} messages, en-us fresh, ${TRANSLATIONS.join(' and ')} complete (formatjs verify)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
