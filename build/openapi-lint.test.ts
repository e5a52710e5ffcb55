// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './paths.ts';

/**
 * `npm run lint:openapi` runs Redocly CLI with `redocly.yaml` (the recommended rules as errors, only
 * the loopback-server rule waived) on the committed documents. These tests run the same CLI and
 * config: the committed documents pass, and each kind of problem the documents once had fails it.
 */
const CONFIG = join(ROOT, 'redocly.yaml');
const REDOCLY = join(ROOT, 'node_modules/.bin/redocly');
const scratch = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

interface LintRun {
  exitCode: number;
  ruleIds: string[];
}

/** Lints one file as `npm run lint:openapi` does, and reads the rules its problems came from. */
function lint(file: string): Promise<LintRun> {
  return new Promise((resolve, reject) => {
    execFile(
      REDOCLY,
      ['lint', file, '--config', CONFIG, '--format', 'json'],
      { cwd: ROOT, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      (error, stdout) => {
        const exitCode = error ? Number(error.code) : 0;
        try {
          const report = JSON.parse(stdout) as { problems: { ruleId: string }[] };
          resolve({ exitCode, ruleIds: report.problems.map((problem) => problem.ruleId) });
        } catch {
          reject(new Error(`redocly lint printed no report (exit ${exitCode}): ${error?.message ?? stdout}`));
        }
      },
    );
  });
}

const committed = (variant: 'a' | 'b') =>
  JSON.parse(readFileSync(join(ROOT, `openapi/variant-${variant}.json`), 'utf8')) as OpenAPIV3.Document;

/** One deliberate problem each, of the kinds Redocly's recommended rules found in the documents before. */
const DOCTORED: Record<string, (document: OpenAPIV3.Document) => void> = {
  'info-license': (document) => {
    delete document.info.license;
  },
  'tag-description': (document) => {
    delete document.tags?.[0]?.description;
  },
  'operation-4xx-response': (document) => {
    delete document.paths['/sync/retailers']?.get?.responses['431'];
  },
  'operation-2xx-response': (document) => {
    delete document.paths['/auth']?.get?.responses['200'];
  },
  'spec-ref-siblings': (document) => {
    const connection = document.components?.schemas?.['Connection'] as OpenAPIV3.SchemaObject;
    (connection.properties ?? {})['errorCode'] = {
      $ref: '#/components/schemas/FailureCode',
      description: 'Beside a $ref, where OpenAPI 3.0 ignores it.',
    };
  },
};

describe('the OpenAPI lint (npm run lint:openapi)', () => {
  it('waives exactly one rule of the recommended set: servers on localhost (the sandbox is loopback)', () => {
    const config = readFileSync(CONFIG, 'utf8');
    expect(config).toMatch(/^extends:\n {2}- recommended-strict\n/m);
    expect(config.slice(config.indexOf('rules:'))).toBe('rules:\n  no-server-example.com: off\n');
  });

  it.each(['a', 'b'] as const)('finds no problem in the committed document of variant %s', async (variant) => {
    expect(await lint(join(ROOT, `openapi/variant-${variant}.json`))).toEqual({ exitCode: 0, ruleIds: [] });
  });

  it.each(Object.keys(DOCTORED))('fails a copy of the document with one %s problem', async (rule) => {
    const document = committed('a');
    DOCTORED[rule]?.(document);
    const file = join(scratch, `${rule}.json`);
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = await lint(file);
    expect(run.exitCode).toBe(1);
    expect(run.ruleIds).toEqual([rule]);
  });
});
