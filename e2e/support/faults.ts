import { expect, type Page, type Request, type Route } from '@playwright/test';
import { DEMO, SANDBOX } from './origins.ts';
import { sandboxUser, waitForSyncEnd, type SandboxUser } from './sandbox-api.ts';

/**
 * Fault injection for the journeys: answers of the sandbox API replaced, delayed or lost in the
 * browser (Playwright routes), while the sandbox itself stays the source of truth the test checks.
 */

export type Variant = 'A' | 'B';

/** Variant A's connections are /sync/connections, variant B's /sync/retailers (docs/sandbox.md). */
export const CONNECTIONS = { A: '/sync/connections', B: '/sync/retailers' } as const;

export const lower = (variant: Variant): 'a' | 'b' => (variant === 'A' ? 'a' : 'b');

/** The CORS headers the real sandbox sends the demo origin; a fulfilled answer without them is a network error. */
export function corsHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return {
    'access-control-allow-origin': DEMO,
    'access-control-expose-headers': 'Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, WWW-Authenticate',
    vary: 'Origin',
    ...extra,
  };
}

/** An RFC 9457 502 as a gateway in front of the service would send it. */
export function problem502(route: Route): Promise<void> {
  return route.fulfill({
    status: 502,
    headers: corsHeaders({ 'content-type': 'application/problem+json' }),
    body: JSON.stringify({
      type: 'about:blank',
      title: 'Bad Gateway',
      status: 502,
      detail: 'The retailer is unavailable.',
    }),
  });
}

/**
 * Intercepts `method` requests to the sandbox API whose path (variant prefix included, no query)
 * matches `path`; CORS preflights always go through to the sandbox. `handler` decides per request.
 */
export async function intercept(
  page: Page,
  method: string,
  path: RegExp,
  handler: (route: Route, request: Request) => Promise<void>,
): Promise<void> {
  await page.route(
    (url) => url.origin === SANDBOX && path.test(url.pathname),
    async (route, request) => {
      if (request.method() !== method) {
        await route.fallback();
        return;
      }
      await handler(route, request);
    },
  );
}

/** The poll of one sync batch, not `/sync/sessions/latest` nor the MFA call. */
export const SYNC_POLL = /^\/[ab]\/sync\/sessions\/(?!latest$)[^/]+$/;

/** A fresh sandbox user with one connection (`user_good`) whose first sync has ended. */
export async function connectedUser(username: string, variant: Variant, retailerId: number): Promise<SandboxUser> {
  const user = await sandboxUser(username, lower(variant));
  const connected = await user.request('POST', CONNECTIONS[variant], {
    retailerId,
    credentials: { username: 'user_good', password: 'pass_good' },
  });
  expect(connected.status).toBe(201);
  await waitForSyncEnd(user, (connected.body as { sync: { syncId: string } }).sync.syncId);
  return user;
}

/** The user's connections, as the sandbox has them. */
export async function connectionsOf(
  user: SandboxUser,
  variant: Variant,
): Promise<{ retailerId: number; status: string }[]> {
  const { status, body } = await user.request('GET', `${CONNECTIONS[variant]}?limit=100`);
  expect(status).toBe(200);
  return body as { retailerId: number; status: string }[];
}

/** The user's latest sync, as the sandbox has it. */
export async function latestSync(
  user: SandboxUser,
): Promise<{ syncId: string; status: string; retailers: { retailerId: number }[] }> {
  const { status, body } = await user.request('GET', '/sync/sessions/latest');
  expect(status).toBe(200);
  return body as { syncId: string; status: string; retailers: { retailerId: number }[] };
}

/** The syncIds of every `sync.started` event in the demo host page's log, oldest first. */
export async function startedSyncIds(page: Page): Promise<string[]> {
  const items = await page
    .locator('#event-log li')
    .filter({ hasText: /^sync\.started / })
    .allTextContents();
  return items.map((text) => /"syncId":"([^"]+)"/.exec(text)?.[1] ?? '').reverse();
}

/** Every request (any method but OPTIONS) to a sandbox API path matching `path`, as it is sent. */
export function countRequests(page: Page, method: string, path: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === SANDBOX && request.method() === method && path.test(url.pathname)) seen.push(request);
  });
  return seen;
}
