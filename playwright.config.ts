import { defineConfig } from '@playwright/test';
// Debian's Chromium and its flags, shared with the budgets and the bench.
import { CHROMIUM_PATH, chromiumArgs } from './scripts/chromium.mjs';

export { chromiumArgs };

const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST lets parallel work build and serve its own copy (default: dist).
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  // Every /api exchange the specs recorded (helpers/test.ts) replayed through `prism proxy --errors`.
  globalTeardown: './tests/e2e/helpers/contract-replay.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // No retries: a test that needs one is a defect to fix (issue 13).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // The files as they are: `vite preview` gzips every script on each request, and each test's
    // fresh context fetches about a hundred. Over loopback that is CPU spent twice for nothing (the
    // bundle budgets measure gzip sizes on their own server).
    extraHTTPHeaders: { 'accept-encoding': 'identity' },
  },
  webServer: {
    // The production build, served as it ships; on 127.0.0.1 it starts the in-browser mock.
    command: `node scripts/ensure-build.mjs ${dist} && npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
