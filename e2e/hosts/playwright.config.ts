import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath as executablePath } from '../support/chromium.ts';
import { DEMO_PORT, SANDBOX, SANDBOX_PORT } from '../support/origins.ts';
import { appDir, appOrigin, HOST_APPS, HOSTS_DIR, hostOriginsSetting } from './apps.ts';

/**
 * The host matrix's journeys (`npm run test:hosts`, after prepare.ts has built each app): one
 * Chromium journey per app against its production build, served by the app's own server, and one
 * sandbox that registers every app's origin. The apps share nothing but the sandbox (each journey
 * signs in as a fresh user), so they run in parallel.
 */
const RUN_SUFFIX = process.env['E2E_DEMO_PORT'] ? `-${DEMO_PORT}` : '';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: `../../test-results-hosts${RUN_SUFFIX}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env['CI']),
  retries: 0,
  workers: 2,
  fullyParallel: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: `../../playwright-report-hosts${RUN_SUFFIX}` }]],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: [...chromiumArgs] },
  },
  webServer: [
    {
      // The sandbox must know these apps' origins: never reuse one started without them.
      command: 'npm run sandbox',
      cwd: join(HOSTS_DIR, '../..'),
      url: `${SANDBOX}/health`,
      env: { SANDBOX_SPEED: '4', PORT: String(SANDBOX_PORT), SANDBOX_HOST_ORIGINS: hostOriginsSetting() },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...HOST_APPS.map((app) => ({
      command: `npm run ${app.serve} ${String(app.port)}`,
      cwd: appDir(app),
      url: `${appOrigin(app)}${app.path}`,
      env: { NEXT_TELEMETRY_DISABLED: '1' },
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});
