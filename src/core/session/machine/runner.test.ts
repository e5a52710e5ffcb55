import { describe, expect, it, vi } from 'vitest';
import type { Connection } from '../../domain.ts';
import type { SessionServices } from '../context.ts';
import { createMachineRunner } from './runner.ts';
import { initialState } from './state.ts';

const mine: Connection[] = [{ retailerId: 1, displayName: 'A', status: 'active' }];

/** Services whose connections request waits for the test to answer it. */
function fakeServices() {
  let answer: (value: Connection[]) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const emit = vi.fn();
  const revokeAll = vi.fn(() => Promise.resolve());
  const services = {
    options: {},
    env: { now: () => 0 },
    emit,
    sessionId: 'ws_test',
    flow: { revokeAll },
    tokens: { clear: () => ({ accessToken: 'at' }), set: () => undefined },
    api: {
      listConnections: (options: { signal: AbortSignal }) => {
        signal = options.signal;
        return new Promise<Connection[]>((resolve) => (answer = resolve));
      },
    },
    catalogAhead: { ask: () => undefined, take: () => undefined },
  } as unknown as SessionServices;
  return { services, emit, revokeAll, answer: (value: Connection[]) => answer(value), signal: () => signal };
}

describe('the machine runner', () => {
  it('aborts an operation the machine stops waiting for, and its late answer changes nothing', async () => {
    const fake = fakeServices();
    const signedIn = { ...initialState(true), auth: { status: 'signed_in', user: { sub: 'u' } } } as const;
    const runner = createMachineRunner(fake.services, signedIn);
    const loading = runner.dispatch({ type: 'loadConnections' });
    expect(runner.state.value.connections).toEqual({ status: 'loading' });
    await runner.dispatch({ type: 'signOut' });
    expect(fake.signal()?.aborted).toBe(true);
    const afterSignOut = runner.state.value;
    const emitted = fake.emit.mock.calls.length;
    fake.answer(mine);
    await loading;
    expect(runner.state.value).toBe(afterSignOut);
    expect(runner.state.value.connections).toEqual({ status: 'idle' });
    expect(fake.emit.mock.calls.length).toBe(emitted);
  });

  it('takes the answer of an operation still waited for, in one state change', async () => {
    const fake = fakeServices();
    const signedIn = { ...initialState(true), auth: { status: 'signed_in', user: { sub: 'u' } } } as const;
    const runner = createMachineRunner(fake.services, signedIn);
    const changes: unknown[] = [];
    runner.state.subscribe((state) => changes.push(state.connections));
    const loading = runner.dispatch({ type: 'loadConnections' });
    fake.answer(mine);
    await loading;
    expect(fake.signal()?.aborted).toBe(false);
    expect(changes).toEqual([{ status: 'idle' }, { status: 'loading' }, { status: 'loaded', value: mine }]);
  });
});
