import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the mock and scripts run in Node; components run in jsdom.
export default defineConfig({
  test: {
    // Both cores (the default leaves one free): about 170 s instead of 225 s on the 2-core CI.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // The large seed (10,000 partners, 100,000 payments) takes ~1 s alone, more on a busy machine.
          testTimeout: 30_000,
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'src/lib/**/*.test.ts', 'src/api/**/*.test.ts', 'src/config/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'dom',
          environment: 'jsdom',
          // Two workers share two cores with the main process: room for a slow moment.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
