import { describe, expect, it } from 'vitest';
import { initialState, type MachineState } from './state.ts';

const base = initialState(true);
const network = { code: 'network', message: 'offline' } as const;
const progress = { syncId: 'sync_1', status: 'scanning', retailers: [] } as const;

/** The type checker (`tsc`, not vitest) fails this file when a `@ts-expect-error` line compiles. */
describe('MachineState', () => {
  it('holds in each phase only what is true in it', () => {
    const states: MachineState[] = [
      { ...base, phase: 'error', error: network, canRetry: true, retry: { kind: 'syncAll' } },
      // @ts-expect-error: the retry belongs to the error view
      { ...base, phase: 'catalog', retry: { kind: 'syncAll' } },
      // @ts-expect-error: a connect's unanswered key belongs to its credentials form
      { ...base, phase: 'catalog', unanswered: 'key' },
      // @ts-expect-error: the syncing screen shows a followed sync
      { ...base, phase: 'syncing', sync: progress },
      // @ts-expect-error: the MFA screen shows the followed sync's MFA wait
      {
        ...base,
        phase: 'mfa',
        submitting: false,
        sync: progress,
        following: { syncId: 'sync_1', again: { kind: 'syncAll' }, startedAt: 0, polls: 0, notBefore: 0, failures: 0 },
      },
    ];
    expect(states.map((state) => state.phase)).toEqual(['error', 'catalog', 'catalog', 'syncing', 'mfa']);
  });
});
