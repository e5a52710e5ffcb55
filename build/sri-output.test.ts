// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOT } from './paths.ts';
import { sriOf } from './sri.ts';
import { requireBuilt } from './test-support/built.ts';

// Named in the build configs too; not imported, since importing a build config sets NODE_ENV to
// production for the whole test file (build/shared.ts).
const SCRIPT_FILE = 'retail-sync.js';
const LOADER_FILE = 'retail-sync-loader.js';

/** Every committed file's bytes and modification time: a write shows even when it changes nothing. */
function committedFiles(): Map<string, string> {
  const paths = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  return new Map(
    paths.flatMap((path) => {
      const file = join(ROOT, path);
      try {
        const digest = createHash('sha256').update(readFileSync(file)).digest('hex');
        return [[path, `${digest} ${statSync(file).mtimeMs}`] as [string, string]];
      } catch {
        return []; // deleted in the working tree, not yet committed
      }
    }),
  );
}

/**
 * `npm run build:script`'s two builds (the bundle, then the loader, which reads the bundle in dist/),
 * written to a temporary directory instead of dist/ so the tests that read dist/ are not disturbed.
 * Returns what the builds printed.
 */
async function buildScriptTag(outDir: string): Promise<string> {
  const printed: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
    printed.push(args.join(' '));
  });
  const nodeEnv = process.env['NODE_ENV'];
  try {
    for (const config of ['build/script-tag.config.ts', 'build/loader.config.ts']) {
      await build({ configFile: join(ROOT, config), logLevel: 'silent', build: { outDir } });
    }
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
    log.mockRestore();
  }
  return printed.join('\n');
}

describe("npm run build:script's SRI output", () => {
  let outDir: string;
  let before: Map<string, string>;
  let after: Map<string, string>;
  let printed: string;

  beforeAll(async () => {
    // The loader's build reads the built bundle in dist/ to write its hash in.
    requireBuilt(
      `dist/${SCRIPT_FILE}`,
      `dist/${SCRIPT_FILE}.sri.txt`,
      `dist/${LOADER_FILE}`,
      `dist/${LOADER_FILE}.sri.txt`,
    );
    outDir = mkdtempSync(join(tmpdir(), 'retail-sync-sri-'));
    before = committedFiles();
    printed = await buildScriptTag(outDir);
    after = committedFiles();
  }, 120_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it.each([SCRIPT_FILE, LOADER_FILE])(
    'should write the hash of %s beside it and print the element to paste with it',
    (file) => {
      const integrity = sriOf(readFileSync(join(outDir, file)));

      expect(readFileSync(join(outDir, `${file}.sri.txt`), 'utf8')).toBe(`${integrity}\n`);
      expect(printed).toContain(
        `\n  <script src="/${file}" integrity="${integrity}" crossorigin="anonymous"></script>`,
      );
      // Only the current hash: one element for the file, and no other hash printed for it.
      expect(printed.split(`<script src="/${file}" `)).toHaveLength(2);
    },
  );

  // Two builds of the same sources give the same bytes, or no published hash could stay valid.
  it.each([SCRIPT_FILE, LOADER_FILE])(
    'should be reproducible: a fresh %s equals the one in dist/ and its .sri.txt',
    (file) => {
      expect(readFileSync(join(outDir, file))).toEqual(readFileSync(join(ROOT, 'dist', file)));
      expect(readFileSync(join(outDir, `${file}.sri.txt`), 'utf8')).toBe(
        readFileSync(join(ROOT, 'dist', `${file}.sri.txt`), 'utf8'),
      );
    },
  );

  it('should write no committed file: README.md and the demo pages stay as they were, byte and time', () => {
    expect(before.size).toBeGreaterThan(0);
    expect(before.has('README.md')).toBe(true);
    expect(before.has('demo/host/script-tag.html')).toBe(true);
    expect(before.has('demo/host/loader.html')).toBe(true);

    const changed = [...before].filter(([path, state]) => after.get(path) !== state).map(([path]) => path);
    expect(changed).toEqual([]);
  });
});
