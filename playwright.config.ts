import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/require-chromium.mjs';
import { E2E } from './tests/e2e/support/env';
import { onDesktopOnly, onPhoneOnly, SCREENS } from './tests/e2e/support/screens';

/** The smallest phone the product is built for (issue 17). */
const phone = { ...devices['Pixel 5'], viewport: SCREENS.phone, browserName: 'chromium' as const };
/** The product's real waits (90 s before a new code, 90 s before a request expires), run by `npm run test:slow`. */
const REAL_WAITS = /waits\.spec\.ts$/;

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded one) against the production build,
 * started on a fresh embedded database, with a fake Photon geocoder on localhost.
 */
export default defineConfig({
  testDir: './tests/e2e',
  // Specs only: tests/e2e/support holds helpers and their own unit tests (Vitest).
  testMatch: '**/*.spec.ts',
  // design §13: after the run, the server's output holds no phone number and no address.
  globalTeardown: './tests/e2e/support/scan-server-log.ts',
  fullyParallel: true,
  workers: E2E.workers,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // CI sums this report with Vitest's into its closing line; the slow step writes its own file.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? 'reports/playwright.json' }]]
    : [['list']],
  use: {
    baseURL: E2E.appUrl,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // Recording a trace of every test (to keep the failures') costs a quarter of the run's CPU: CI keeps them; a
    // failure at home is run again with `--trace on` (ADR 229).
    trace: process.env.CI ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // `npm test` runs these two: the phone and the office's usual laptop screen (issue 17). A flow tagged to run on
    // one of them checks its screens at both widths (ADR 229).
    { name: 'phone', use: phone, testIgnore: REAL_WAITS, grepInvert: new RegExp(onDesktopOnly.tag) },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: SCREENS.desktop },
      testIgnore: REAL_WAITS,
      grepInvert: new RegExp(onPhoneOnly.tag),
    },
    // The real waits run once, on the phone, where their cards are tightest: minutes of waiting that CI runs as a
    // step of its own (ADR 222).
    { name: 'slow', use: phone, testMatch: REAL_WAITS },
  ],
  webServer: [
    {
      command: `node --import tsx tests/fakes/fake-photon.ts --port ${E2E.geocoderPort}`,
      url: `${E2E.geocoderUrl}/api/?q=frosinone`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node tests/e2e/support/start-app.mjs',
      url: `${E2E.appUrl}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
      // Not Playwright's default SIGKILL: the starter removes its data directory (40 MB) once the server has exited.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
