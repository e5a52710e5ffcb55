import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { ROOT } from './paths.ts';

const SERVED = new Map([
  ['/dist/retail-sync.js', 'text/javascript; charset=utf-8'],
  ['/dist/retail-sync.js.map', 'application/json'],
  // The catalogues the bundle loads with their SRI hash (build/catalogue-files.ts) and the loader.
  ['/dist/retail-sync.es.js', 'text/javascript; charset=utf-8'],
  ['/dist/retail-sync.fr.js', 'text/javascript; charset=utf-8'],
  ['/dist/retail-sync-loader.js', 'text/javascript; charset=utf-8'],
  // The hosted opener RetailSync.openHosted loads with its SRI hash (build/hosted-file.ts).
  ['/dist/retail-sync.hosted.js', 'text/javascript; charset=utf-8'],
]);

/**
 * Dev server only: serves the built script-tag bundle byte for byte. Vite's own middleware
 * transforms every script it serves (it appends an inline source map), which changes the bytes and
 * makes the browser refuse the file under its SRI `integrity` (demo/host/script-tag.html).
 */
export function serveBuiltScript(): Plugin {
  return {
    name: 'retail-sync:serve-built-script',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const type = SERVED.get(path);
        if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        readFile(join(ROOT, path)).then((body) => {
          res.setHeader('Content-Type', type);
          res.setHeader('Cache-Control', 'no-cache');
          res.end(req.method === 'HEAD' ? undefined : body);
        }, () => {
          res.statusCode = 404;
          res.end('Not built: run npm run build:script');
        });
      });
    },
  };
}
