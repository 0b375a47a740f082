import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { aliases } from './vite.config';

/** Component tests that replace a module with vi.mock: they need a module cache of their own.
 * scripts/vitest-isolation.test.ts fails when a test file mocks a module and is not listed here. */
export const isolatedDomTests = [
  'src/components/chart/echart.test.tsx',
  'src/app/routes/affiliate/dashboard-layout.test.tsx',
  'src/features/auth/components/identity-not-configured.test.tsx',
  'src/features/admin-statistics/components/admin-statistics-view.test.tsx',
  'src/features/statistics/components/statistics-view.test.tsx',
  'src/app/session-revoked.test.tsx',
];

// Two projects: the mock and scripts run in Node; components run in jsdom.
export default defineConfig({
  test: {
    // Both cores (the default leaves one free): about 170 s instead of 225 s on the 2-core CI.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: aliases },
        test: {
          name: 'node',
          environment: 'node',
          // Each file builds what it needs (stores, servers); sharing the module cache saves the
          // imports of the mock and the generated code per file.
          isolate: false,
          // The large seed (10,000 partners, 100,000 payments) takes ~1 s alone, more on a busy machine.
          testTimeout: 30_000,
          // Set-up hooks build stores too (the large seed in a beforeAll): the same room as a test.
          hookTimeout: 30_000,
          // Every *.test.ts (no JSX, no DOM); components' *.test.tsx run in jsdom below.
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'dom',
          environment: 'jsdom',
          // One jsdom and one module cache per worker, not per file: the environment and the
          // imports (Mantine, react-dom, the mock) were two thirds of the run. The set-up file
          // resets what tests share (DOM, storage, MSW handlers, the mock's store) after each test.
          isolate: false,
          // Two workers share two cores with the main process: room for a slow moment.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx'],
          exclude: isolatedDomTests,
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          testTimeout: 15_000,
          include: isolatedDomTests,
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
