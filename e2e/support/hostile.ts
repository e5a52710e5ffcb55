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
