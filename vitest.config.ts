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
