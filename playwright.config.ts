// e2e: the production build (vite preview) against a fresh, seeded throw-away local stack.
// Debian's /usr/bin/chromium drives the tests; Playwright never downloads a browser.
import { defineConfig, devices } from '@playwright/test';
import { ANON_KEY, E2E_STACK_PORT } from './supabase/local/config.ts';

const CI = Boolean(process.env.CI);
const STACK_PORT = Number(process.env.E2E_STACK_PORT ?? E2E_STACK_PORT);
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4173);
const STACK_URL = `http://127.0.0.1:${STACK_PORT}`;
const APP_URL = `http://127.0.0.1:${APP_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${APP_PORT}`,
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  retries: CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${APP_PORT}` }]],
  // Generous: CI machines have two cores shared by the stack, the preview server and two browsers;
  // speed is measured by `npm run bench`, not by these limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },

  use: {
    baseURL: APP_URL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },

  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      dependencies: ['setup'],
    },
  ],

  webServer: [
    {
      // Seeded with the demo accounts; its data directory is thrown away when it stops.
      command: `npx tsx supabase/local/cli.ts e2e-stack --port ${STACK_PORT}`,
      url: `${STACK_URL}/health`,
      reuseExistingServer: !CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    {
      command: `npx vite build --outDir dist-e2e-${APP_PORT} --emptyOutDir --logLevel warn && npx vite preview --outDir dist-e2e-${APP_PORT} --port ${APP_PORT} --strictPort`,
      url: `${APP_URL}/login`,
      env: {
        VITE_SUPABASE_URL: STACK_URL,
        VITE_SUPABASE_ANON_KEY: ANON_KEY,
        // The local stack's AROYA stand-in (supabase/local/dev/aroya).
        VITE_AROYA_API_URL: `${STACK_URL}/aroya/public_api`,
      },
      reuseExistingServer: !CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
