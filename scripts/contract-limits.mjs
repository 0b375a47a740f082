// The contract's limits that have no schema keyword (a minimum payout, a file size, a count of
// changes per day, a default): each operation states them once, as `x-limits`, and this writes them
// beside orval's zod constants as `<operationId>Limits` (run by orval's afterAllFilesWrite hook, so
// `npm run generate` and `npm run generate:check` cover it). Keys starting with `x-` are markers:
// `x-assumed: true` (with `x-assumed-why`) inside `x-limits` says those values are designed, not
// stated by the spec; they are noted in the comment and not written as values.
import { readFileSync, writeFileSync } from 'node:fs';
import YAML from 'yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation's `x-limits`, in the contract's order. */
export function contractLimits(doc) {
  const found = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      const limits = op?.['x-limits'];
      if (!limits) continue;
      const values = Object.fromEntries(Object.entries(limits).filter(([key]) => !key.startsWith('x-')));
      const assumed = limits['x-assumed'] === true;
      found.push({ operationId: op.operationId, method: method.toUpperCase(), path, summary: op.summary ?? '', assumed, values });
    }
  }
  return found;
}

/** The TypeScript module: one `as const` object per operation. */
export function contractLimitsModule(doc) {
  const blocks = contractLimits(doc).map(({ operationId, method, path, summary, assumed, values }) => {
    const body = Object.entries(values)
      .map(([key, value]) => `  ${key}: ${JSON.stringify(value)},`)
      .join('\n');
    const note = assumed ? ' (x-assumed: designed, not stated by the spec)' : '';
    return `/** ${operationId}, ${method} ${path}: ${summary}${note} */\nexport const ${operationId}Limits = {\n${body}\n} as const;\n`;
  });
  return [
    '/**',
    ' * Generated from the `x-limits` of openapi/portal.yaml by scripts/contract-limits.mjs.',
    ' * Do not edit manually: change the contract and run `npm run generate`.',
    ' */',
    '',
    blocks.join('\n'),
  ].join('\n');
}

export function writeContractLimits(contractPath, outFile) {
  const doc = YAML.parse(readFileSync(contractPath, 'utf8'));
  writeFileSync(outFile, contractLimitsModule(doc));
}
