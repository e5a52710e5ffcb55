import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, SANDBOX } from './origins.ts';

/**
 * Markup and script in places where the service sends text, and logo URLs that are not web URLs.
 * Each payload would set `window.__pwned` if it ever ran.
 */
export const HOSTILE_NAMES = [
  '<img src=x onerror="window.__pwned=1">Evil & Co <script>window.__pwned=2</script>',
  '"><svg onload="window.__pwned=5"></svg>Quote Breaker',
  '<iframe src="javascript:window.__pwned=9"></iframe>Frame Mart',
  '<a href="javascript:window.__pwned=10">Link Depot</a>',
] as const;

export const HOSTILE_LOGOS = [
  'javascript:window.__pwned=3',
  'data:text/html,<script>window.__pwned=4</script>',
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=6"><rect width="1" height="1"/></svg>',
  '  JavaScript:window.__pwned=11',
] as const;

export const HOSTILE_DETAIL =
  '<img src=x onerror="window.__pwned=7">Missing permission: <b>connections:write</b><script>window.__pwned=8</script>';

/** A name for each connection the service lists. */
export const hostileConnectionName = (retailerId: number): string =>
  `<img src=x onerror="window.__pwned=12">Conn ${retailerId} <script>window.__pwned=13</script>`;

function isPath(url: URL, path: string): boolean {
  return url.origin === SANDBOX && url.pathname === path;
}

/**
 * Variant B only. The public catalog keeps its real retailers, but the first ones get the hostile
 * names and logos; the user has two connections (to the second and third of them), named with
 * markup; connecting answers a
 * 403 problem whose `detail` carries markup. Answers the ids of the retailers it changed.
 */
export async function serveHostileService(context: BrowserContext): Promise<{ hostileIds: Promise<number[]> }> {
  let resolveIds: (ids: number[]) => void = () => {};
  const hostileIds = new Promise<number[]>((resolve) => {
    resolveIds = resolve;
  });
  await context.route(
    (url) => isPath(url, '/b/retailers/available'),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      const retailers = (await response.json()) as { retailerId: number; displayName: string; logo: string }[];
      HOSTILE_NAMES.forEach((name, index) => {
        const retailer = retailers[index]!;
        retailer.displayName = name;
        retailer.logo = HOSTILE_LOGOS[index]!;
      });
      resolveIds(retailers.slice(0, HOSTILE_NAMES.length).map((retailer) => retailer.retailerId));
      return route.fulfill({ response, json: retailers });
    },
  );
  await context.route(
    (url) => isPath(url, '/b/sync/retailers'),
    async (route) => {
      const method = route.request().method();
      if (method === 'POST') {
        return route.fulfill({
          status: 403,
          contentType: 'application/problem+json',
          headers: { 'access-control-allow-origin': DEMO, vary: 'Origin' },
          body: JSON.stringify({
            type: 'about:blank',
            title: '<b>Forbidden</b>',
            status: 403,
            detail: HOSTILE_DETAIL,
            code: 'permission_denied',
          }),
        });
      }
      if (method !== 'GET') return route.fallback();
      // The user's connections: two of the hostile retailers, named with markup by the service.
      const [, active, failed] = await hostileIds;
      const response = await route.fetch();
      const lastSyncAt = new Date().toISOString();
      return route.fulfill({
        response,
        json: [
          { retailerId: active, displayName: hostileConnectionName(active!), status: 'active', lastSyncAt },
          {
            retailerId: failed,
            displayName: hostileConnectionName(failed!),
            status: 'error',
            lastSyncAt,
            errorCode: 'invalid_credentials',
          },
        ],
      });
    },
  );
  return { hostileIds };
}

/** What the widget's shadow root holds that markup in the data could have created, and `window.__pwned`. */
export async function injectionEvidence(page: Page): Promise<{
  pwned: unknown;
  scripts: number;
  imgX: number;
  handlers: number;
  frames: number;
  links: number;
  imgSources: string[];
}> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
    if (!root) throw new Error('no widget shadow root');
    const all = [...root.querySelectorAll('*'), ...document.querySelectorAll('*')];
    return {
      pwned: (window as unknown as { __pwned?: unknown }).__pwned,
      scripts: root.querySelectorAll('script').length,
      imgX: root.querySelectorAll('img[src="x"]').length + document.querySelectorAll('img[src="x"]').length,
      handlers: all.filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('on')))
        .length,
      frames: root.querySelectorAll('iframe, object, embed').length,
      links: root.querySelectorAll('a[href^="javascript:" i]').length,
      imgSources: [...root.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? ''),
    };
  });
}

/** Ten million characters: what a broken or hostile service can send where a name belongs. */
const HUGE = 10_000_000;

/** The oversized values fed to the widget, each in the first retailer of the catalog. */
export const OVERSIZED = {
  '10 MB name': { displayName: `Huge ${'A'.repeat(HUGE)}` },
  '200,000-word name': { displayName: Array.from({ length: 200_000 }, (_, index) => `w${index % 10}`).join(' ') },
  '10 MB logo URL': { logo: `${SANDBOX}/logos/${'a'.repeat(HUGE)}.svg` },
} as const satisfies Record<string, { displayName?: string; logo?: string }>;

export type OversizedCase = keyof typeof OVERSIZED;

/**
 * Variant B's public catalog as the sandbox has it, but its first retailer with the oversized value
 * of `kind`. The body is made here, once, before anything is measured: made in the route handler,
 * its 10 MB of JSON would hold the test's own process, whose timers time the page's answers.
 * Answers that retailer's name as the service sent it, and counts the catalog requests.
 */
export async function serveOversizedCatalog(
  context: BrowserContext,
  kind: OversizedCase,
): Promise<{ sentName: string; catalogRequests: () => number }> {
  const catalogUrl = `${SANDBOX}/b/retailers/available`;
  const retailers = (await (await context.request.get(catalogUrl)).json()) as { displayName: string; logo: string }[];
  const first = Object.assign(retailers[0]!, OVERSIZED[kind]);
  const body = JSON.stringify(retailers);
  let requests = 0;
  await context.route(
    (url) => isPath(url, '/b/retailers/available'),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      requests += 1;
      return route.fulfill({
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': DEMO, vary: 'Origin' },
        body,
      });
    },
  );
  return { sentName: first.displayName, catalogRequests: () => requests };
}

/**
 * From the next document on, the page keeps the length of the longest URL given to an image
 * (`src` set as a property or an attribute, inside shadow roots too). Call before `goto`.
 */
export async function recordImageSources(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const seen = { longest: 0 };
    Object.assign(window, { __rsImageSources: seen });
    const note = (value: unknown) => {
      seen.longest = Math.max(seen.longest, String(value).length);
    };
    const property = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
    Object.defineProperty(HTMLImageElement.prototype, 'src', {
      ...property,
      set(this: HTMLImageElement, value: string) {
        note(value);
        property.set!.call(this, value);
      },
    });
    const setAttribute = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
      if (this instanceof HTMLImageElement && name.toLowerCase() === 'src') note(value);
      setAttribute.call(this, name, value);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __rsImageSources: { longest: number } }).__rsImageSources.longest);
}
