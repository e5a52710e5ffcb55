import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath as executablePath } from './e2e/support/chromium.ts';
import { DEMO, DEMO_OTHER_SITE, DEMO_PORT, SANDBOX, SANDBOX_PORT } from './e2e/support/origins.ts';

/**
 * Journeys run in a real Chromium against the real sandbox over HTTP (the browser: e2e/support/chromium.ts).
 * Firefox and WebKit run the cross-engine journeys instead (e2e/engines), which Playwright does not collect.
 */

const RUN_SUFFIX = process.env['E2E_DEMO_PORT'] ? `-${DEMO_PORT}` : '';

export default defineConfig({
  testDir: 'e2e',
  // The host matrix has its own config (e2e/hosts/playwright.config.ts), run by `npm run test:hosts`.
  testIgnore: ['hosts/**'],
  // A run on moved ports (another suite sharing the working tree) keeps its own results: Playwright
  // empties its output folder at start, which would delete the other run's traces under it.
  outputDir: `test-results${RUN_SUFFIX}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  // The HTML report keeps each journey's screenshots (attachments) as artifacts.
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report${RUN_SUFFIX}` }]],
  use: {
    baseURL: DEMO,
    trace: 'retain-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: [...chromiumArgs],
    },
  },
  webServer: [
    {
      // Built first: the script-tag journey loads dist/retail-sync.js, the hosted one dist/hosted.
      // The script-tag and hosted pages are served from dist/. E2E_SKIP_BUILD=1 reuses the dist/ that
      // is there, for several suites sharing one working tree (each build rewrites dist/).
      command: process.env['E2E_SKIP_BUILD'] ? 'npm run sandbox' : 'npm run build && npm run sandbox',
      url: `${SANDBOX}/health`,
      // Four times real time: a sync takes about 2 s, long enough to see each screen, short enough
      // to keep the suite quick. A sandbox already running (outside CI) is reused at its own speed.
      // The demo page is also registered at 127.0.0.1: another site than the sandbox's localhost, for
      // the journey with third-party storage blocked (e2e/third-party-storage.spec.ts).
      env: {
        SANDBOX_SPEED: '4',
        PORT: String(SANDBOX_PORT),
        DEMO_ORIGIN: DEMO,
        SANDBOX_AUTH_JOURNAL: '1',
        SANDBOX_HOST_ORIGINS: `${DEMO_OTHER_SITE}=/callback.html,/`,
      },
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `npx vite --port ${DEMO_PORT} --strictPort`,
      url: DEMO,
      env: { VITE_SANDBOX_ORIGIN: SANDBOX, RETAIL_SYNC_E2E: '1' },
      reuseExistingServer: !process.env['CI'],
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
