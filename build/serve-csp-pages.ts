import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './paths.ts';
import { withBuiltIntegrity } from './serve-built-script.ts';

/** Where the pages served by `serveCspPages` send their violation reports (report-uri). */
export const CSP_REPORTS_PATH = '/__csp-reports';

/** The pages served under the policy: the strict-CSP host page and the sign-in callback page. */
const PAGES = new Map([
  ['/demo/host/csp.html', 'demo/host/csp.html'],
  ['/callback.html', 'public/callback.html'],
]);

/** The service origin the committed demo pages name (demo/host/csp.html's element attributes). */
const DEFAULT_DEMO_SANDBOX = 'http://localhost:4010';

/**
 * Dev server only, for the cross-engine journeys (e2e/engines), which run in browsers that cannot
 * answer a request for the test: serves the strict-CSP demo page and the callback page with
 * `policy` as their Content-Security-Policy header, byte for byte as committed (Vite's HTML
 * transform would add its own scripts), with the current build's `integrity` hashes and the
 * sandbox in use (`sandbox`) in place of the default one. The browser reports any violation to
 * `CSP_REPORTS_PATH` (the policy names it in report-uri): a POST keeps a report, a GET lists them,
 * a DELETE forgets them, so a journey in any engine can read what the browser refused.
 */
export function serveCspPages(policy: string, sandbox: string): Plugin {
  const reports: unknown[] = [];
  return {
    name: 'retail-sync:serve-csp-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (path === CSP_REPORTS_PATH) {
          if (req.method === 'POST') {
            let body = '';
            req.setEncoding('utf8');
            req.on('data', (chunk: string) => (body += chunk));
            req.on('end', () => {
              try {
                reports.push(JSON.parse(body));
              } catch {
                reports.push({ unreadable: body });
              }
              res.statusCode = 204;
              res.end();
            });
            return;
          }
          if (req.method === 'DELETE') reports.length = 0;
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(JSON.stringify(reports));
          return;
        }
        const file = PAGES.get(path);
        if (!file || req.method !== 'GET') {
          next();
          return;
        }
        readFile(join(ROOT, file), 'utf8')
          .then(withBuiltIntegrity)
          .then(
            (html) => {
              res.setHeader('Content-Type', 'text/html; charset=utf-8');
              res.setHeader('Cache-Control', 'no-store');
              res.setHeader('Content-Security-Policy', policy);
              res.end(html.replaceAll(DEFAULT_DEMO_SANDBOX, sandbox));
            },
            (error: unknown) => {
              next(error);
            },
          );
      });
    },
  };
}
