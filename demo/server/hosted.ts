import express, { type Router } from 'express';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SandboxClient } from './clients.ts';
import { isRegisteredReturnTo } from './hosted-results.ts';
import { escapeHtml, page, PAGE_CSP } from './html.ts';
import { notFound, sendProblem } from './problem.ts';

/** Where `npm run build:hosted` writes the hosted page (build/hosted.config.ts). */
export const HOSTED_DIST = fileURLToPath(new URL('../../dist/hosted', import.meta.url));

/**
 * The hosted page's policy: everything from the service's own origin, nothing inline, never framed
 * (it is meant for a popup; framing would allow clickjacking the sign-in and connect buttons). The
 * widget styles itself with constructed stylesheets (adoptedStyleSheets), which need no 'unsafe-inline'.
 */
export const HOSTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
  "base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The registry of host origins, public by design: the hosted page reads it to decide whether it may
 * post events to its opener, and a developer can check what the operator registered.
 */
export function clientOriginsRouter(clients: readonly SandboxClient[]): Router {
  const router = express.Router();
  router.get('/clients/:clientId/origins', (req, res) => {
    const client = clients.find((candidate) => candidate.clientId === req.params['clientId']);
    if (!client) {
      sendProblem(res, notFound('client'));
      return;
    }
    res.set('Cache-Control', 'no-store').json({ clientId: client.clientId, allowedOrigins: client.allowedOrigins });
  });
  return router;
}

/**
 * Serves the built hosted page at /hosted/ under the strict CSP. Without a build, a 503 page says
 * how to make one, rather than a bare 404 that looks like a wrong URL. A `return_to` that is not
 * registered for the `client_id` gets a 400 page and nothing else, as the authorization endpoint
 * answers an unregistered redirect URI: the page must never send a shopper to an address nobody
 * registered (an open redirect).
 */
export function hostedPageRouter(clients: readonly SandboxClient[], distDir: string = HOSTED_DIST): Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res
      .set('Content-Security-Policy', HOSTED_CSP)
      // The opener must keep its handle on the popup (events, `closed`): no opener-severing COOP here.
      .set('Referrer-Policy', 'no-referrer')
      .set('X-Content-Type-Options', 'nosniff');
    next();
  });
  router.get('/', (req, res, next) => {
    const returnTo = req.query['return_to'];
    const clientId = req.query['client_id'];
    if (returnTo === undefined) {
      next();
      return;
    }
    const client = clients.find((candidate) => candidate.clientId === clientId);
    if (isRegisteredReturnTo(client, returnTo)) {
      next();
      return;
    }
    res
      .set('Content-Security-Policy', PAGE_CSP)
      .status(400)
      .type('html')
      .send(
        page(
          'Return address not registered',
          `
<h1>This return address is not registered</h1>
<p><code>${escapeHtml(typeof returnTo === 'string' ? returnTo : '')}</code> is not a return address registered for the client
<code>${escapeHtml(typeof clientId === 'string' ? clientId : '')}</code>, so this page will not send you there. Go back to the site
you came from.</p>`,
        ),
      );
  });
  router.use((req, res, next) => {
    if (existsSync(distDir)) {
      next();
      return;
    }
    res
      .set('Content-Security-Policy', PAGE_CSP)
      .status(503)
      .type('html')
      .send(
        page(
          'Hosted page not built',
          `
<h1>The hosted page is not built</h1>
<p>Run <code>npm run build:hosted</code> (or <code>npm run build</code>), then reload this page.</p>`,
        ),
      );
  });
  // Hashed assets can be cached; the page itself must not be, so a new build is picked up at once.
  router.use(
    express.static(distDir, {
      index: 'index.html',
      setHeaders: (res, path) => {
        res.set('Cache-Control', path.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable');
      },
    }),
  );
  return router;
}
