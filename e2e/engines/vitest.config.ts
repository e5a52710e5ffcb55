import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:engines`: the cross-engine journeys (e2e/engines/journeys/*.journey.ts) in Chromium,
 * Firefox and WebKit, one engine's browser at a time, against the sandbox and demo servers that
 * servers.ts starts. E2E_ENGINES=firefox runs one engine (docs/development.md).
 */
export default defineConfig({
  root: join(import.meta.dirname, '..', '..'),
  test: {
    include: ['e2e/engines/journeys/**/*.journey.ts'],
    environment: 'node',
    globalSetup: ['e2e/engines/servers.ts'],
    // One browser at a time on a 2-core machine; the journeys of a file run in order.
    fileParallelism: false,
    // Launching Firefox, and more so WebKit's driver and display, is slow on a busy machine
    // (docs/performance-and-size.md, Figures behind the code's choices).
    hookTimeout: 60_000,
    testTimeout: 90_000,
    reporters: ['verbose'],
  },
});
