// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { SERVED_INTEGRITY_PLACEHOLDER, withBuiltIntegrity } from './serve-built-script.ts';
import { sriOf } from './sri.ts';
import { requireBuilt } from './test-support/built.ts';

/** The demo pages that load a built file under SRI, and that file. */
const PAGES = [
  ['demo/host/script-tag.html', 'retail-sync.js'],
  ['demo/host/loader.html', 'retail-sync-loader.js'],
] as const;

const integrityOf = (html: string, file: string): string | undefined =>
  new RegExp(`<script src="/dist/${file.replaceAll('.', '\\.')}" integrity="([^"]*)"`).exec(html)?.[1];

describe('withBuiltIntegrity()', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'retail-sync-integrity-'));
    mkdirSync(join(root, 'dist'));
    writeFileSync(join(root, 'dist', 'built.js.sri.txt'), 'sha384-built\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('should set the integrity of each /dist/ script to its .sri.txt, and leave the rest alone', async () => {
    const html = [
      '<script src="/dist/built.js" integrity="sha384-old" crossorigin="anonymous"></script>',
      '<script src="/dist/built.js" integrity=""></script>',
      '<script src="/other/built.js" integrity="sha384-keep"></script>',
      '<script src="/dist/not-built.js" integrity="sha384-placeholder"></script>',
    ].join('\n');

    expect(await withBuiltIntegrity(html, root)).toBe(
      [
        '<script src="/dist/built.js" integrity="sha384-built" crossorigin="anonymous"></script>',
        '<script src="/dist/built.js" integrity="sha384-built"></script>',
        '<script src="/other/built.js" integrity="sha384-keep"></script>',
        '<script src="/dist/not-built.js" integrity="sha384-placeholder"></script>',
      ].join('\n'),
    );
  });
});

describe("the demo pages' integrity", () => {
  it.each(PAGES)('should not be committed in %s: it carries the placeholder', (page, file) => {
    expect(integrityOf(readFileSync(join(ROOT, page), 'utf8'), file)).toBe(SERVED_INTEGRITY_PLACEHOLDER);
  });

  describe('served by the dev server (vite.config.ts)', () => {
    let vite: ViteDevServer;
    let http: Server;
    let origin: string;

    beforeAll(async () => {
      requireBuilt(...PAGES.flatMap(([, file]) => [`dist/${file}`, `dist/${file}.sri.txt`]));
      vite = await createServer({
        configFile: join(ROOT, 'vite.config.ts'),
        logLevel: 'silent',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      http = createHttpServer(vite.middlewares);
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    }, 60_000);

    afterAll(async () => {
      await new Promise((resolve) => http.close(resolve));
      await vite.close();
    });

    it.each(PAGES)(
      "should give %s the hash of the %s it then serves, which is the build's .sri.txt",
      async (page, file) => {
        const html = await (await fetch(`${origin}/${page}`)).text();
        const integrity = integrityOf(html, file);
        const script = new Uint8Array(await (await fetch(`${origin}/dist/${file}`)).arrayBuffer());

        expect(integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
        expect(integrity).toBe(sriOf(script));
        expect(integrity).toBe(readFileSync(join(ROOT, 'dist', `${file}.sri.txt`), 'utf8').trim());
      },
    );
  });
});
