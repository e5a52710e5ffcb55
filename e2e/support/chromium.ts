import { existsSync } from 'node:fs';

/**
 * How the journeys launch Chromium. Playwright cannot download browsers here, so Debian's
 * /usr/bin/chromium is used when present (CHROMIUM_PATH overrides); on a laptop with Playwright's
 * own browsers the default is used. Shared by playwright.config.ts, the cross-engine runner and the bench.
 */
export const chromiumExecutablePath: string | undefined =
  process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
