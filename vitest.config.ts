import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: the mock and scripts run in Node; components run in jsdom.
export default defineConfig({
  test: {
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
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/testing/setup-tests.ts'],
        },
      },
    ],
  },
});
