import { describe, expect, it, vi } from 'vitest';
import { createEmitter, widgetEvent, type HeadlessWidgetSession } from '../../core/index.ts';
import { RESULT_PARAM } from '../shared/hosted-result-param.ts';
import { followOutcome, RESULTS_PATH, returnToHost } from './hosted-return.ts';

const SERVICE = 'http://localhost:4010';
const REDIRECT = { returnTo: 'https://shop.example/linked?from=app', nonce: 'n0nce-made-by-the-host-0123456789' };

function session() {
  const events = createEmitter();
  const emit = <T extends Parameters<typeof widgetEvent>[0]>(type: T, payload: Parameters<typeof widgetEvent<T>>[1]) =>
    events.emit(widgetEvent(type, payload, 'ws_test', 0));
  return { session: events as unknown as Pick<HeadlessWidgetSession, 'on'>, emit };
}

describe('followOutcome()', () => {
  it('is an exit when nothing ended, naming the sync left running', () => {
    const { session: followed, emit } = session();
    const outcome = followOutcome(followed);
    expect(outcome()).toEqual({ outcome: 'exit' });
    emit('sync.started', { syncId: 'sync_1', retailerIds: [1001] });
    expect(outcome()).toEqual({ outcome: 'exit', syncId: 'sync_1' });
  });

  it('is the last sync that completed or failed, whatever started after it', () => {
    const { session: followed, emit } = session();
    const outcome = followOutcome(followed);
    emit('sync.failed', { syncId: 'sync_1', code: 'sync_failed' });
    expect(outcome()).toEqual({ outcome: 'error', code: 'sync_failed', syncId: 'sync_1' });
    emit('sync.completed', { syncId: 'sync_2', ordersFetched: 3 });
    emit('sync.started', { syncId: 'sync_3', retailerIds: [1002] });
    expect(outcome()).toEqual({ outcome: 'success', syncId: 'sync_2' });
  });

  it('is an error with the code when a connection or the sign-in failed', () => {
    const { session: followed, emit } = session();
    const outcome = followOutcome(followed);
    emit('auth.failed', { code: 'network' });
    expect(outcome()).toEqual({ outcome: 'error', code: 'network' });
    emit('connection.failed', { retailerId: 1001, code: 'invalid_request' });
    expect(outcome()).toEqual({ outcome: 'error', code: 'invalid_request' });
  });
});

describe('returnToHost()', () => {
  function win(answer: () => Promise<Response>) {
    const replace = vi.fn();
    const fetch = vi.fn((_url: string, _init: RequestInit) => answer());
    return { win: { fetch, location: { origin: SERVICE, replace } } as unknown as Window, fetch, replace };
  }

  it('asks the service to sign the outcome, then replaces the page with returnTo carrying it in the fragment', async () => {
    const { win: page, fetch, replace } = win(() => Promise.resolve(Response.json({ result: 'a.b.c' })));
    expect(await returnToHost(page, 'retailsync-demo', REDIRECT, { outcome: 'success', syncId: 'sync_1' })).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`${SERVICE}${RESULTS_PATH}`);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      clientId: 'retailsync-demo',
      returnTo: REDIRECT.returnTo,
      nonce: REDIRECT.nonce,
      outcome: 'success',
      syncId: 'sync_1',
    });
    expect(replace).toHaveBeenCalledWith(`https://shop.example/linked?from=app#${RESULT_PARAM}=a.b.c`);
  });

  it.each([
    ['a refusal', () => Promise.resolve(Response.json({ code: 'invalid_body' }, { status: 400 }))],
    ['a body without a result', () => Promise.resolve(Response.json({}))],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('goes nowhere on %s', async (_name, answer) => {
    const { win: page, replace } = win(answer);
    expect(await returnToHost(page, 'retailsync-demo', REDIRECT, { outcome: 'exit' })).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });
});
