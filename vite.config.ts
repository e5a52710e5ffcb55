import { defineConfig } from 'vitest/config';

export default defineConfig({
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  server: {
    port: 5173,
    strictPort: true,
  },
  preview: {
    port: 5173,
    strictPort: true,
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'demo/**/*.test.ts'],
    // `npm run test:coverage`: line coverage of the headless core (issue 4 asks for 90% or more).
    coverage: {
      provider: 'v8',
      include: ['src/core/**/*.ts'],
      exclude: ['src/core/**/*.test.ts', 'src/core/test-support/**', 'src/core/api/generated/**'],
      reporter: ['text-summary', 'json-summary'],
      // Enforced, not just reported: `npm test` runs the unit tests with coverage.
      thresholds: { lines: 90 },
    },
  },
});
