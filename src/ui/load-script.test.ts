import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { interceptScripts } from './test-support/intercept-scripts.ts';

const SIDE = { file: 'side.js', integrity: 'sha384-side' };

/** What a side file defines here: a stand-in for a `window` global such as `RetailSyncHosted`. */
let defined: Record<string, string> = {};
const take = (file: string) => (): string | undefined => defined[file];

/** As the browser runs a file that defines its global: by its name, then `load`. */
function runs(script: HTMLScriptElement): void {
  const file = new URL(script.src).pathname.split('/').pop()!;
  defined[file] = `defined by ${file}`;
  script.onload?.(new Event('load'));
}

describe('loadSideFile()', () => {
  beforeEach(() => {
    // A fresh module each time: no load in flight left over from another test.
    vi.resetModules();
    defined = {};
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("runs the file from the bundle's directory with its SRI hash, and takes what it defines", async () => {
    const appended = interceptScripts(runs);
    const { loadSideFile } = await import('./load-script.ts');

    await expect(loadSideFile(SIDE, take('side.js'))).resolves.toBe('defined by side.js');
    expect(appended).toHaveLength(1);
    expect(appended[0]!.src).toBe(new URL('side.js', document.baseURI).href);
    expect(appended[0]!.integrity).toBe('sha384-side');
    expect(appended[0]!.crossOrigin).toBe('anonymous');

    // Once it has run, its global answers: no second copy.
    await expect(loadSideFile(SIDE, take('side.js'))).resolves.toBe('defined by side.js');
    expect(appended).toHaveLength(1);
  });

  it('loads nothing when what the file defines is already there', async () => {
    const appended = interceptScripts(runs);
    defined['side.js'] = 'already there';
    const { loadSideFile } = await import('./load-script.ts');

    await expect(loadSideFile(SIDE, take('side.js'))).resolves.toBe('already there');
    expect(appended).toEqual([]);
  });

  it('loads a file once for the calls made before it has run, and each file on its own', async () => {
    const appended = interceptScripts(runs);
    const { loadSideFile } = await import('./load-script.ts');

    const results = await Promise.all([
      loadSideFile({ file: 'a.js', integrity: 'sha384-a' }, take('a.js')),
      loadSideFile({ file: 'a.js', integrity: 'sha384-a' }, take('a.js')),
      loadSideFile({ file: 'b.js', integrity: 'sha384-b' }, take('b.js')),
    ]);
    expect(results).toEqual(['defined by a.js', 'defined by a.js', 'defined by b.js']);
    expect(appended.map((script) => new URL(script.src).pathname.split('/').pop())).toEqual(['a.js', 'b.js']);
  });

  it('rejects when the file fails to load, or runs and defines nothing; the next call tries again', async () => {
    let outcome: 'error' | 'empty' | 'ok' = 'error';
    const appended = interceptScripts((script) => {
      if (outcome === 'error') script.onerror?.(new Event('error'));
      else if (outcome === 'empty') script.onload?.(new Event('load'));
      else runs(script);
    });
    const { loadSideFile } = await import('./load-script.ts');

    await expect(loadSideFile(SIDE, take('side.js'))).rejects.toThrow(
      'RetailSync: side.js failed to load or defined nothing',
    );
    outcome = 'empty';
    await expect(loadSideFile(SIDE, take('side.js'))).rejects.toThrow(
      'RetailSync: side.js failed to load or defined nothing',
    );
    outcome = 'ok';
    await expect(loadSideFile(SIDE, take('side.js'))).resolves.toBe('defined by side.js');
    expect(appended).toHaveLength(3);
  });

  describe("under Trusted Types (require-trusted-types-for 'script': script.src takes no string)", () => {
    /** A TrustedScriptURL stand-in: what the policy made, which `src` turns into its URL. */
    class FakeTrustedScriptURL {
      constructor(readonly url: string) {}
      toString(): string {
        return this.url;
      }
    }
    let policies: string[];
    let made: FakeTrustedScriptURL[];
    beforeEach(() => {
      policies = [];
      made = [];
      vi.stubGlobal('trustedTypes', {
        createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
          policies.push(name);
          return {
            createScriptURL: (url: string) => made[made.push(new FakeTrustedScriptURL(rules.createScriptURL(url))) - 1],
          };
        },
      });
    });
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it('sets src through one policy of its own, created on the first file and named for the bundle', async () => {
      vi.stubGlobal('__RETAIL_SYNC_POLICY__', 'retail-sync-test');
      const appended = interceptScripts(runs);
      const { loadSideFile } = await import('./load-script.ts');
      expect(policies).toEqual([]);

      await loadSideFile({ file: 'a.js', integrity: 'sha384-a' }, take('a.js'));
      await loadSideFile({ file: 'b.js', integrity: 'sha384-b' }, take('b.js'));
      expect(policies).toEqual(['retail-sync-test']);
      expect(made.map(String)).toEqual([
        new URL('a.js', document.baseURI).href,
        new URL('b.js', document.baseURI).href,
      ]);
      expect(appended.map((script) => script.src)).toEqual(made.map(String));
    });

    it('is named retail-sync when the build names none', async () => {
      interceptScripts(runs);
      const { loadSideFile } = await import('./load-script.ts');
      await loadSideFile(SIDE, take('side.js'));
      expect(policies).toEqual(['retail-sync']);
    });

    it("lets the policy pass only files of the bundle's own directory", async () => {
      // The bundle served from a folder of its own (no current script here: the document's base).
      const baseElement = Object.assign(document.createElement('base'), {
        href: new URL('/widget/1.0/', document.baseURI).href,
      });
      document.head.prepend(baseElement);
      onTestFinished(() => baseElement.remove());
      const appended = interceptScripts(runs);
      const { loadSideFile } = await import('./load-script.ts');
      await expect(loadSideFile(SIDE, take('side.js'))).resolves.toBe('defined by side.js');
      expect(made.map(String)).toEqual([new URL('/widget/1.0/side.js', document.baseURI).href]);
      for (const file of ['https://elsewhere.example/evil.js', '../up.js', 'deeper/file.js']) {
        await expect(loadSideFile({ file, integrity: 'sha384-x' }, take(file))).rejects.toThrow(/is not a file of/);
      }
      expect(appended).toHaveLength(1);
      expect(made).toHaveLength(1);
    });
  });
});
