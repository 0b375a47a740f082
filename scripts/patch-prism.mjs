// Prism 5.14 validates `multipleOf: 0.01` with plain float division, so 19.99 "is not a multiple
// of 0.01" (stoplightio/prism PR #1997, closed unmerged). This applies that PR's fix — ajv's
// multipleOfPrecision — to the installed copy. Idempotent; a no-op once applied.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';

const file = 'node_modules/@stoplight/prism-http/dist/validator/validators/utils.js';
const marker = 'multipleOfPrecision';
if (!existsSync(file)) {
  console.error(`[patch-prism] ${file} not found: is @stoplight/prism-cli installed?`);
  process.exit(1);
}
const source = readFileSync(file, 'utf8');
if (!source.includes(marker)) {
  const patched = source.replace('const baseAjvOptions = {', `const baseAjvOptions = {\n    ${marker}: 8,`);
  if (patched === source) {
    console.error('[patch-prism] could not find ajv options to patch; Prism changed — review the patch.');
    process.exit(1);
  }
  writeFileSync(file, patched);
  console.log('[patch-prism] ajv multipleOfPrecision set for Prism');
}
