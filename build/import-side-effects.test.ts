// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { requireBuilt } from './test-support/built.ts';

/** Browser globals the package must not touch on import (as in Node, where none exists). */
const WATCHED = [
  'window',
  'document',
  'navigator',
  'self',
  'location',
  'customElements',
  'HTMLElement',
  'localStorage',
  'sessionStorage',
  'addEventListener',
];

/**
 * Runs in a fresh Node process, not in Vitest's: the test runner itself reads globals, and a fresh
 * process imports the package exactly as a server renderer does, through its `exports` map (a
 * package may import itself by name). Every watched name is a getter that answers `undefined`, as
 * in Node, and records which file read it.
 */
const PROBE = `
const watched = ${JSON.stringify(WATCHED)};
const reads = [];
for (const name of watched) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const frame = new Error().stack.split('\\n').slice(2).find((line) => line.includes('file://')) ?? '';
      reads.push({ name, file: /file:\\/\\/(\\S+?):\\d+:\\d+/.exec(frame)?.[1] ?? 'unknown' });
      return undefined;
    },
    set() { reads.push({ name: name + ' (write)', file: 'unknown' }); },
  });
}
const before = new Set(Reflect.ownKeys(globalThis).map(String));
const root = await import('retail-sync-widget');
const core = await import('retail-sync-widget/core');
const react = await import('retail-sync-widget/react');
const callback = await import('retail-sync-widget/callback');
const added = Reflect.ownKeys(globalThis).map(String).filter((key) => !before.has(key));
console.log(JSON.stringify({
  reads,
  added,
  rootExports: Object.keys(root).sort(),
  coreExports: Object.keys(core).sort(),
  reactExports: Object.keys(react).sort(),
  callbackExports: Object.keys(callback).sort(),
}));
`;

interface ProbeResult {
  reads: { name: string; file: string }[];
  added: string[];
  rootExports: string[];
  coreExports: string[];
  reactExports: string[];
  callbackExports: string[];
}

function probe(): ProbeResult {
  requireBuilt('dist/esm/index.js', 'dist/esm/core.js', 'dist/esm/react.js', 'dist/esm/callback.js');
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', PROBE], { cwd: ROOT, encoding: 'utf8' });
  return JSON.parse(output) as ProbeResult;
}

describe('importing the npm package (built, in Node)', () => {
  const result = probe();

  it('should import every entry without a browser', () => {
    expect(result.rootExports).toEqual(expect.arrayContaining(['create', 'defineRetailSyncElement', 'openHosted']));
    expect(result.coreExports).toEqual(
      expect.arrayContaining(['createWidgetSession', 'createApiClient', 'isWidgetEvent']),
    );
    // React itself is imported too (an external of ./react), with whatever it reads on import.
    expect(result.reactExports).toEqual(['useRetailSync']);
    expect(result.callbackExports).toEqual(['completeCallbackPage']);
  });

  it('should add no global', () => {
    expect(result.added).toEqual([]);
  });

  // Dependencies may feature-detect at import (`typeof window`, `typeof navigator`), guarded so that
  // it is safe where they are undefined; the package's own code reads no browser global at all.
  it('should read no browser global from its own code', () => {
    const own = result.reads.filter((read) => !read.file.includes('/node_modules/'));
    expect(own).toEqual([]);
    expect(result.reads.every((read) => !read.name.endsWith('(write)'))).toBe(true);
  });
});
