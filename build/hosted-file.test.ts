// @vitest-environment node
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';
import { sriOf } from './sri.ts';

// Named in build/hosted-file.ts too; not imported, since importing a build config sets NODE_ENV to
// production for the whole test file (build/shared.ts).
const HOSTED_FILE = 'retail-sync.hosted.js';

/** The script-tag build in memory (nothing written, README and demo pages untouched). */
async function scriptTagBuild(): Promise<Map<string, string>> {
  const nodeEnv = process.env['NODE_ENV'];
  const result = await build({
    configFile: join(ROOT, 'build/script-tag.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  }).finally(() => {
    process.env['NODE_ENV'] = nodeEnv;
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return new Map(
    outputs
      .flatMap((output) => output.output)
      .map((file) => [file.fileName, file.type === 'chunk' ? file.code : String(file.source)]),
  );
}

describe('dist/retail-sync.hosted.js (the hosted opener, loaded by RetailSync.openHosted)', () => {
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await scriptTagBuild();
  }, 120_000);

  it('should be emitted next to the bundle, which carries its name and SRI hash', () => {
    const hosted = files.get(HOSTED_FILE);
    expect(hosted).toBeDefined();
    const bundle = files.get('retail-sync.js')!;
    expect(bundle).toContain(HOSTED_FILE);
    expect(bundle).toContain(sriOf(hosted!));
  });

  it('should hand watchHosted over through window.RetailSyncHosted when it runs, and touch nothing else', () => {
    const window: Record<string, unknown> = {};
    runInNewContext(files.get(HOSTED_FILE)!, { window });
    expect(Object.keys(window)).toEqual(['RetailSyncHosted']);
    expect(window['RetailSyncHosted']).toBeTypeOf('function');
  });

  it('should keep the event validator out of the bundle: it is in the hosted file only', () => {
    // A string only src/core/events/validate-event.ts has: the sync items' exact key count check.
    const marker = /Object\.keys\(\w+\)\.length===3/;
    expect(files.get(HOSTED_FILE)).toMatch(marker);
    expect(files.get('retail-sync.js')).not.toMatch(marker);
  });
});

describe('dist/retail-sync.result.js (the hosted result verifier, loaded by RetailSync.readHostedResult)', () => {
  const RESULT_FILE = 'retail-sync.result.js';
  let files: Map<string, string>;
  beforeAll(async () => {
    files = await scriptTagBuild();
  }, 120_000);

  it('should be emitted next to the bundle, which carries its name and SRI hash', () => {
    const result = files.get(RESULT_FILE);
    expect(result).toBeDefined();
    const bundle = files.get('retail-sync.js')!;
    expect(bundle).toContain(RESULT_FILE);
    expect(bundle).toContain(sriOf(result!));
  });

  it('should hand the verifier over through window.RetailSyncVerifyResult when it runs, and touch nothing else', () => {
    const window: Record<string, unknown> = {};
    // jose makes its text encoders when it loads, as a browser has them.
    runInNewContext(files.get(RESULT_FILE)!, { window, TextEncoder, TextDecoder });
    expect(Object.keys(window)).toEqual(['RetailSyncVerifyResult']);
    expect(window['RetailSyncVerifyResult']).toBeTypeOf('function');
  });

  it('should keep jose out of the bundle: the JWS verifier is in the result file only', () => {
    // jose's own error code for a failed signature check, which the verifier maps (verify-hosted-result.ts).
    const marker = 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED';
    expect(files.get(RESULT_FILE)).toContain(marker);
    expect(files.get('retail-sync.js')).not.toContain(marker);
  });
});
