import type { BrowserContext } from '@playwright/test';
import { SANDBOX } from './origins.ts';

/** Every tenth retailer is a "Café" (with its accent), for searches with and without accents. */
export function largeCatalogName(index: number): string {
  return `${index % 10 === 0 ? 'Café' : 'Shop'} ${index}`;
}

export interface LargeCatalog {
  /** The indexes of the retailers whose logo the browser asked for, in order. */
  logosAskedFor: number[];
  /** Logos are answered only once this is called, so a test can watch the page before they arrive. */
  releaseLogos: () => void;
}

/**
 * Serves variant B's public catalog as `size` retailers (the sandbox has 48), each with a logo URL of
 * its own, answered here with a small SVG.
 */
export async function serveLargeCatalog(context: BrowserContext, size: number): Promise<LargeCatalog> {
  const logosAskedFor: number[] = [];
  let releaseLogos = () => {};
  const released = new Promise<void>((resolve) => {
    releaseLogos = resolve;
  });
  await context.route(`${SANDBOX}/b/retailers/available`, (route) =>
    route.fulfill({
      headers: { 'access-control-allow-origin': '*' },
      json: Array.from({ length: size }, (_, index) => ({
        retailerId: 100_000 + index,
        displayName: largeCatalogName(index),
        logo: `${SANDBOX}/logos/large/${index}.svg`,
        syncConfig: { serverSide: false },
      })),
    }),
  );
  await context.route(`${SANDBOX}/logos/large/*.svg`, async (route) => {
    logosAskedFor.push(Number(/(\d+)\.svg$/.exec(route.request().url())?.[1]));
    await released;
    return route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#0f766e"/></svg>',
    });
  });
  return { logosAskedFor, releaseLogos };
}
