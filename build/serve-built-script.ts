import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/ui/i18n/languages.ts';
import { ROOT } from './paths.ts';

const SERVED = new Map([
  ['/dist/retail-sync.js', 'text/javascript; charset=utf-8'],
  ['/dist/retail-sync.js.map', 'application/json'],
  // The catalogues the bundle loads with their SRI hash (build/catalogue-files.ts) and the loader.
  ...[...LANGUAGES.filter((language) => language !== 'en'), 'catalogues'].map(
    (name) => [`/dist/retail-sync.${name}.js`, 'text/javascript; charset=utf-8'] as const,
  ),
  ['/dist/retail-sync-loader.js', 'text/javascript; charset=utf-8'],
  // The hosted opener RetailSync.openHosted loads with its SRI hash (build/hosted-file.ts).
  ['/dist/retail-sync.hosted.js', 'text/javascript; charset=utf-8'],
  // The hosted result's verifier RetailSync.readHostedResult loads with its SRI hash (build/hosted-file.ts).
  ['/dist/retail-sync.result.js', 'text/javascript; charset=utf-8'],
]);

/**
 * What the demo pages commit in place of a hash (demo/host/script-tag.html, loader.html). A hash
 * would go stale with every change to the widget; the page gets the current one when served.
 */
export const SERVED_INTEGRITY_PLACEHOLDER = 'sha384-filled-in-when-served';

/** A `<script>` element loading a built file from /dist/ with an `integrity` attribute. */
const BUILT_SCRIPT = /(<script src="\/dist\/([\w.-]+)" integrity=")([^"]*)(")/g;

/**
 * Sets the `integrity` of every `<script src="/dist/<file>" integrity="...">` in a demo page to the
 * hash the last build wrote to `dist/<file>.sri.txt`. A file with no .sri.txt (not built) keeps
 * what the page says, so the browser refuses it rather than running it unchecked. Used by the dev
 * server below and by the end-to-end journeys that serve a demo page themselves (e2e/support/csp.ts).
 */
export async function withBuiltIntegrity(html: string, root: string = ROOT): Promise<string> {
  const hashes = new Map<string, string>();
  for (const [, , file] of html.matchAll(BUILT_SCRIPT)) {
    if (!file || hashes.has(file)) continue;
    try {
      hashes.set(file, (await readFile(join(root, 'dist', `${file}.sri.txt`), 'utf8')).trim());
    } catch {
      // Not built: the page keeps its placeholder.
    }
  }
  return html.replace(BUILT_SCRIPT, (element: string, start: string, file: string, _old: string, end: string) => {
    const integrity = hashes.get(file);
    return integrity ? `${start}${integrity}${end}` : element;
  });
}

/**
 * Dev server only. Serves the built script-tag files byte for byte: Vite's own middleware transforms
 * every script it serves (it appends an inline source map), which changes the bytes and makes the
 * browser refuse the file under its SRI `integrity`. And fills the demo pages' `integrity` attributes
 * with the current build's hashes as it serves them (`withBuiltIntegrity`), so no committed file has
 * to follow the build.
 */
export function serveBuiltScript(): Plugin {
  return {
    name: 'retail-sync:serve-built-script',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const type = SERVED.get(path);
        if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) {
          next();
          return;
        }
        readFile(join(ROOT, path)).then(
          (body) => {
            res.setHeader('Content-Type', type);
            res.setHeader('Cache-Control', 'no-cache');
            res.end(req.method === 'HEAD' ? undefined : body);
          },
          () => {
            res.statusCode = 404;
            res.end('Not built: run npm run build:script');
          },
        );
      });
    },
    transformIndexHtml: (html) => withBuiltIntegrity(html),
  };
}
