import { defineConfig } from 'orval';
import { writeContractLimits } from './scripts/contract-limits.mjs';

// The generated SDK: TanStack Query hooks over our axios client, MSW handlers with faker for the
// mock's fallbacks, and zod schemas for forms. ORVAL_OUT lets the drift check generate to a
// sibling folder at the same depth (so relative imports come out identical) and compare.
// Limits the contract states as `x-limits` (no schema keyword for them) join the zod constants
// as src/api/generated/zod/contract-limits.ts (scripts/contract-limits.mjs).
const out = process.env.ORVAL_OUT ?? 'src/api/generated';
const input = { target: './openapi/portal.yaml' };

export default defineConfig({
  portal: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/endpoints`,
      schemas: `${out}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock: { type: 'msw', delay: false, useExamples: true },
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'apiClient' },
        query: { useQuery: true, signal: true },
        // The status check runs before any screen and needs no axios (src/api/probe-client.ts).
        operations: { getStatus: { mutator: { path: './src/api/probe-client.ts', name: 'probeClient' } } },
      },
    },
  },
  portalZod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: `${out}/zod`,
      fileExtension: '.zod.ts',
      clean: true,
    },
    hooks: { afterAllFilesWrite: () => writeContractLimits(input.target, `${out}/zod/contract-limits.ts`) },
  },
});
