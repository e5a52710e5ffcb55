import type { Page } from '@playwright/test';

/**
 * A secret no page, bundle or test fixture contains: letters and digits only, so it is found as is
 * in the snapshot's JSON (no escaping), and long enough never to occur by chance.
 */
export function uniqueSecret(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e9).toString(36)}`;
}

/**
 * Which of `secrets` the page's JavaScript heap still reaches: Chrome DevTools Protocol forces a
 * garbage collection, then takes a heap snapshot (which holds only reachable objects) and each
 * secret is looked for in its strings. The secrets never pass through the page (no evaluate, no
 * fill): the test types them key by key, so the page only ever holds what the widget made of them.
 */
export async function secretsInHeap(page: Page, secrets: readonly string[]): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    await cdp.send('HeapProfiler.disable');
  } finally {
    await cdp.detach();
  }
  const snapshot = JSON.parse(chunks.join('')) as { strings: string[] };
  return secrets.filter((secret) => snapshot.strings.some((text) => text.includes(secret)));
}

/**
 * A control for the check itself: keeps a string made in the page (from parts, so no script holds
 * it whole) reachable from `window`, and answers it, so a test can show the snapshot search finds a
 * string the page keeps; `dropHeapControl` lets it go again.
 */
export async function keepHeapControl(page: Page): Promise<string> {
  const suffix = uniqueSecret('');
  await page.evaluate((end) => {
    (window as unknown as { heapControl?: string }).heapControl = ['heap', 'control', end].join('_');
  }, suffix);
  return `heap_control_${suffix}`;
}

export async function dropHeapControl(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (window as unknown as { heapControl?: string }).heapControl;
  });
}
