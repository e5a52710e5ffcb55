import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explore, table, withMachineDocs } from './test-support/machine-docs.ts';
import { INPUTS } from './test-support/samples.ts';

/** Tests run from the repository's root (vitest's root). */
const DOC = 'docs/architecture.md';

describe('docs/architecture.md, against the machine itself', () => {
  it('shows the diagram and the per-phase table `transition()` makes (else run `npm run docs:machine`)', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc, `${DOC} is stale: run \`npm run docs:machine\``).toBe(withMachineDocs(doc));
  });

  it('has a row for every input', () => {
    const rows = table(explore()).split('\n').slice(2);
    expect(rows.map((row) => row.split(' | ')[0]?.slice(2))).toEqual(Object.keys(INPUTS));
  });

  it('answers "what happens in mfa when the sync fails?": the error view, from the MFA call or a poll', () => {
    const { outcomes } = explore();
    expect([...(outcomes.get('mfa')?.get('mfaAnswered')?.moves ?? [])]).toContain('error');
    expect([...(outcomes.get('syncing')?.get('pollAnswered')?.moves ?? [])]).toContain('error');
  });
});
