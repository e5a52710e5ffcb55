import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { withBuiltIntegrity } from '../../build/serve-built-script.ts';
import { DEMO, SANDBOX } from './origins.ts';

/**
 * The strict policy a host page can run the widget under (docs/security-and-csp.md): files
 * from its own origin only, no inline script or style, Trusted Types enforced, and the service's
 * origin for the API calls and the retailer logos.
 */
export function strictCsp(service = SANDBOX): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' ${service}`,
    `connect-src 'self' ${service}`,
    "require-trusted-types-for 'script'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Serves `file` (relative to the repository) at `path` on the demo origin, for every page of the
 * context (popups included), with the policy as a response header. The Vite dev server would inject
 * its own inline scripts into any HTML it serves, so these pages bypass it; the files they load
 * (`/dist/retail-sync.js`, `/callback.js`, `/demo/host/*.js`) still come from it, on this origin.
 * Like the dev server, it fills the page's `integrity` attributes with the current build's hashes
 * (`withBuiltIntegrity`): the committed pages carry none. Only the exact path is routed (any query).
 */
export async function serveWithCsp(context: BrowserContext, path: string, file: string, csp: string): Promise<void> {
  await serveOnDemo(context, path, await withBuiltIntegrity(await readFile(join(ROOT, file), 'utf8')), {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': csp,
  });
}

/**
 * Answers every request for exactly `path` (any query) on the demo origin, in every page of the
 * context, with `body` and `headers` (never cached).
 */
async function serveOnDemo(
  context: BrowserContext,
  path: string,
  body: string,
  headers: Record<string, string>,
): Promise<void> {
  // A page answered by the test, not by a server, has no address, so Chromium's Local Network
  // Access treats it as public and refuses its requests to the sandbox on loopback. The demo origin
  // is on loopback for real, so grant what its own server-served pages get without asking.
  await context.grantPermissions(['local-network-access'], { origin: DEMO });
  await context.route(
    (url) => url.origin === DEMO && url.pathname === path,
    (route) =>
      route.fulfill({
        status: 200,
        body,
        headers: { ...headers, 'cache-control': 'no-store' },
      }),
  );
}

export interface CspViolation {
  readonly url: string;
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

/**
 * Every `securitypolicyviolation` event in every page of the context (the host page, the sign-in
 * popup, the callback page), reported to the test as it happens (a popup closes quickly, so nothing
 * is kept in the page), plus the browser's own console reports of refused content, as a second
 * witness. Call before the first page opens.
 */
export async function collectCspViolations(
  context: BrowserContext,
): Promise<{ events: CspViolation[]; console: string[] }> {
  const events: CspViolation[] = [];
  const consoleReports: string[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    events.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __reportCspViolation(v: unknown): Promise<void> }).__reportCspViolation;
        void report({
          url: event.documentURI,
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
        });
      },
      true,
    );
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Trusted Type/i.test(text))
      consoleReports.push(`${message.page()?.url() ?? '?'}: ${text}`);
  });
  return { events, console: consoleReports };
}

/**
 * Playwright routes only requests the browser starts, never the hops of a redirect, and the
 * provider reaches the callback page by redirect (sign-in form POST -> /oauth/auth/{uid} -> callback).
 * So for the provider's own navigations (the authorization request and the sign-in form POST) the
 * test follows the provider's redirects itself, with the context's cookies, and when the chain
 * leaves for `callbackPath` on the demo origin it answers with a page that goes there by
 * `<meta http-equiv="refresh">`: a navigation the browser starts, so `serveWithCsp` serves it.
 * Every other answer (the sign-in page, an error) reaches the browser unchanged.
 */
export async function reachCallbackByNavigation(
  context: BrowserContext,
  callbackPath = '/callback.html',
): Promise<void> {
  await context.route(
    (url) =>
      url.origin === SANDBOX &&
      (url.pathname === '/oauth/auth' || /^\/oauth\/interaction\/[^/]+\/login$/.test(url.pathname)),
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.fallback();
      let response = await route.fetch({ maxRedirects: 0 });
      let url = route.request().url();
      for (let hop = 0; hop < 5; hop += 1) {
        const location = response.headers()['location'];
        if (response.status() < 300 || response.status() >= 400 || !location) break;
        const next = new URL(location, url);
        if (next.origin === DEMO && next.pathname === callbackPath) {
          const escaped = next.href.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
          return route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: `<!doctype html><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${escaped}">`,
          });
        }
        // Only the provider's resume step is followed here; any other redirect goes to the browser.
        if (next.origin !== SANDBOX || !next.pathname.startsWith('/oauth/auth/')) break;
        response = await context.request.get(next.href, { maxRedirects: 0 });
        url = next.href;
      }
      return route.fulfill({ response });
    },
  );
}

/** The service origin the demo pages name by default (demo/host/csp.html and demo-sandbox.js). */
export const DEFAULT_DEMO_SANDBOX = 'http://localhost:4010';

/**
 * Like `serveWithCsp`, for a demo file that names the default sandbox (`http://localhost:4010`):
 * served with that origin replaced by `service`, as the page would be with its sandbox on the
 * default port. For journeys whose page loses its query on the way (the full-page sign-in comes
 * back to the bare redirect URI, so `?sandbox=` cannot point the page at a moved sandbox), and whose
 * markup names the sandbox before any script of the page can change it (csp.html's element).
 * `contentType` and `csp` default to an HTML page under no policy; a script needs neither a policy
 * nor an HTML type.
 */
export async function serveForSandbox(
  context: BrowserContext,
  path: string,
  file: string,
  {
    service = SANDBOX,
    contentType = 'text/html; charset=utf-8',
    csp,
  }: { service?: string; contentType?: string; csp?: string } = {},
): Promise<void> {
  const original = await withBuiltIntegrity(await readFile(join(ROOT, file), 'utf8'));
  if (!original.includes(DEFAULT_DEMO_SANDBOX)) throw new Error(`${file} does not name ${DEFAULT_DEMO_SANDBOX}`);
  await serveOnDemo(context, path, original.replaceAll(DEFAULT_DEMO_SANDBOX, service), {
    'content-type': contentType,
    ...(csp ? { 'content-security-policy': csp } : {}),
  });
}

/**
 * The control of the CSP journeys: tries, in `page`, what the policy must stop, an inline script
 * (through a Trusted Types policy, so only script-src can stop it) and an HTML string sink (stopped
 * by Trusted Types), and answers whether each got through. Each attempt is also a violation the
 * collector should hear, which the caller checks.
 */
export function tryWhatThePolicyForbids(page: Page): Promise<{ inlineRan: boolean; htmlSinkThrew: boolean }> {
  return page.evaluate(() => {
    // Typed here: TypeScript's DOM library has no Trusted Types yet.
    const { trustedTypes } = window as unknown as {
      trustedTypes: {
        createPolicy(
          name: string,
          rules: { createScript(input: string): string },
        ): { createScript(input: string): unknown };
      };
    };
    const policy = trustedTypes.createPolicy('csp-control', { createScript: (input: string) => input });
    const script = document.createElement('script');
    script.text = policy.createScript('window.__inlineRan = true') as string;
    document.body.append(script);
    let htmlSinkThrew = false;
    try {
      document.createElement('div').innerHTML = '<b>markup</b>';
    } catch {
      htmlSinkThrew = true;
    }
    return { inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, htmlSinkThrew };
  });
}

/**
 * demo/host/demo-sandbox.js naming this run's sandbox, for every page of the context: the plain-JS
 * demo pages (script tag, loader, strict CSP) come back from a full-page redirect to their address
 * without its query, so `?sandbox=` cannot point them at it.
 */
export async function serveDemoSandboxScript(context: BrowserContext): Promise<void> {
  await serveForSandbox(context, '/demo/host/demo-sandbox.js', 'demo/host/demo-sandbox.js', {
    contentType: 'text/javascript; charset=utf-8',
  });
}
