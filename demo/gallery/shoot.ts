/**
 * Visits every gallery state in Chromium, runs axe on it and takes screenshots at 320 px, on a
 * phone (390 × 844 with touch, as e2e/phone.spec.ts) and at desktop width, in the light and the
 * dark scheme. A dev tool, not part of `npm test`:
 *
 *   npx vite --port 5180 --strictPort &      # serves gallery.html
 *   npx tsx demo/gallery/shoot.ts [outDir]   # default test-results/gallery; exit 1 on any violation
 *   npx tsx demo/gallery/shoot.ts --readme   # only the few images of README.md and docs/screens.md, into docs/screenshots
 *
 * GALLERY_URL moves the server; CHROMIUM_PATH picks the browser (else /usr/bin/chromium).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Page } from '@playwright/test';
import { STATE_NAMES } from './states.ts';

const base = process.env['GALLERY_URL'] ?? 'http://localhost:5180/gallery.html';
const readme = process.argv[2] === '--readme';
const outDir = readme ? 'docs/screenshots' : (process.argv[2] ?? 'test-results/gallery');

/** The images README.md and docs/screens.md show: the main screens, desktop ones cropped to the dialog to keep files small. */
const README_SHOTS = [
  ['catalog', 'desktop', 'light'],
  ['credentials', 'narrow', 'dark'],
  ['connections', 'desktop', 'light'],
  ['syncing-batch', 'narrow', 'light'],
  ['mfa', 'desktop', 'dark'],
  ['error-429', 'narrow', 'light'],
] as const;
const only = process.env['STATES']?.split(',');
const executablePath =
  process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const VIEWPORTS = {
  narrow: { width: 320, height: 640 },
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
/** The phone is a touch screen: the touch-size rules of widget.css apply, as on a real one. */
const DEVICES: Partial<Record<keyof typeof VIEWPORTS, { isMobile: boolean; hasTouch: boolean }>> = {
  phone: { isMobile: true, hasTouch: true },
};
const SCHEMES = ['light', 'dark'] as const;

async function visit(page: Page, state: string, locale: string): Promise<void> {
  await page.goto(`${base}?state=${state}&locale=${locale}`);
  await page.locator('[data-screen]').waitFor();
  // Let lazy logos arrive so screenshots show them.
  await page.waitForLoadState('networkidle');
}

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
mkdirSync(outDir, { recursive: true });
let failures = 0;
if (readme) {
  for (const [state, size, scheme] of README_SHOTS) {
    const context = await browser.newContext({ viewport: VIEWPORTS[size], colorScheme: scheme });
    const page = await context.newPage();
    await visit(page, state, 'en');
    const path = join(outDir, `${state}-${size}-${scheme}.png`);
    await (size === 'desktop' ? page.locator('.dialog').screenshot({ path }) : page.screenshot({ path }));
    console.log(path);
    await context.close();
  }
  await browser.close();
  process.exit(0);
}
try {
  for (const scheme of SCHEMES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      // axe needs pages made from a context, not browser.newPage().
      const device = DEVICES[size as keyof typeof VIEWPORTS];
      const context = await browser.newContext({ viewport, colorScheme: scheme, ...device });
      const page = await context.newPage();
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/.test(message.text())) cspViolations.push(message.text());
      });
      for (const state of STATE_NAMES.filter((s) => !only || only.includes(s))) {
        const locale = process.env['LOCALE'] ?? 'en';
        await visit(page, state, locale);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const summary = violations.map(
          (v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        console.log(`${scheme} ${size} ${state}: ${violations.length === 0 ? 'axe ok' : summary.join('; ')}`);
        failures += violations.length;
        await page.screenshot({ path: join(outDir, `${state}-${size}-${scheme}.png`) });
      }
      if (cspViolations.length > 0) {
        console.log(`CSP violations (${scheme} ${size}):`, cspViolations);
        failures += cspViolations.length;
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(failures === 0 ? 'No axe or CSP violations.' : `${failures} violation(s).`);
process.exitCode = failures === 0 ? 0 : 1;
