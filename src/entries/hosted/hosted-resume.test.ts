import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../core/test-support/memory-storage.ts';
import type { HeadlessWidgetSession, ViewState, WidgetEvent, WidgetEventType } from '../../core/index.ts';
import { HOSTED_RETAILER_KEY, rememberRetailerOnRedirect, resumeRetailerAfterRedirect } from './hosted-resume.ts';

/** Just what the two functions use of a session: its view, `on()`, and `selectRetailer()`. */
function fakeSession(view: ViewState = { name: 'catalog' }) {
  const listeners = new Map<WidgetEventType, Set<(event: WidgetEvent) => void>>();
  const selectRetailer = vi.fn();
  const session = {
    view: signal(view),
    selectRetailer,
    on(type: WidgetEventType, listener: (event: WidgetEvent) => void) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set);
      set.add(listener);
      return () => set.delete(listener);
    },
  };
  const emit = (type: WidgetEventType, payload: Record<string, unknown> = {}): void => {
    const event = { source: 'retail-sync', version: 1, type, sessionId: 'ws_1', timestamp: 1, payload } as WidgetEvent;
    for (const listener of [...(listeners.get(type) ?? [])]) listener(event);
  };
  return { session: session as unknown as HeadlessWidgetSession, selectRetailer, emit, listeners };
}

describe('remembering the retailer over the sign-in redirect', () => {
  it('keeps the retailer of the sign-in screen when the sign-in leaves by redirect', () => {
    const storage = new MemoryStorage();
    const { session, emit } = fakeSession({ name: 'sign_in', retailerId: 1002 });
    rememberRetailerOnRedirect(session, storage);
    emit('auth.started', { method: 'redirect' });
    expect(storage.items).toEqual(new Map([[HOSTED_RETAILER_KEY, '1002']]));
  });

  it('forgets an older one when the sign-in was started without a retailer', () => {
    const storage = new MemoryStorage();
    storage.setItem(HOSTED_RETAILER_KEY, '1002');
    const { session, emit } = fakeSession({ name: 'sign_in' });
    rememberRetailerOnRedirect(session, storage);
    emit('auth.started', { method: 'redirect' });
    expect(storage.items.size).toBe(0);
  });

  it("leaves a host's target to the page's remembered parameters, which open at it again", () => {
    const storage = new MemoryStorage();
    const target = { retailerId: 1002, reconnect: true };
    const { session, emit } = fakeSession({ name: 'sign_in', retailerId: 1002, target });
    rememberRetailerOnRedirect(session, storage);
    emit('auth.started', { method: 'redirect' });
    expect(storage.items.size).toBe(0);
  });

  it('a popup sign-in keeps nothing (the page stays)', () => {
    const storage = new MemoryStorage();
    const { session, emit } = fakeSession({ name: 'sign_in', retailerId: 1002 });
    rememberRetailerOnRedirect(session, storage);
    emit('auth.started', { method: 'popup' });
    expect(storage.items.size).toBe(0);
  });

  it('back and signed in: goes on to that retailer, once, and forgets it', () => {
    const storage = new MemoryStorage();
    storage.setItem(HOSTED_RETAILER_KEY, '1002');
    const { session, emit, selectRetailer } = fakeSession();
    resumeRetailerAfterRedirect(session, storage);
    expect(storage.items.size).toBe(0);
    emit('auth.succeeded');
    emit('auth.succeeded');
    expect(selectRetailer).toHaveBeenCalledTimes(1);
    expect(selectRetailer).toHaveBeenCalledWith(1002);
  });

  it('tells the story that the selection it makes is the resumed one, before making it', () => {
    const storage = new MemoryStorage();
    storage.setItem(HOSTED_RETAILER_KEY, '1002');
    const { session, emit, selectRetailer } = fakeSession();
    const order: string[] = [];
    selectRetailer.mockImplementation((id: number) => order.push(`select ${id}`));
    resumeRetailerAfterRedirect(session, storage, { resuming: (id) => order.push(`resuming ${id}`) });
    emit('auth.succeeded');
    expect(order).toEqual(['resuming 1002', 'select 1002']);
  });

  it('a failed sign-in drops it: a later sign-in does not jump to it', () => {
    const storage = new MemoryStorage();
    storage.setItem(HOSTED_RETAILER_KEY, '1002');
    const { session, emit, selectRetailer } = fakeSession();
    resumeRetailerAfterRedirect(session, storage);
    emit('auth.failed', { code: 'state_mismatch' });
    emit('auth.succeeded');
    expect(selectRetailer).not.toHaveBeenCalled();
  });

  it('nothing remembered, or garbage: nothing happens', () => {
    for (const stored of [null, 'x', '1.5']) {
      const storage = new MemoryStorage();
      if (stored !== null) storage.setItem(HOSTED_RETAILER_KEY, stored);
      const { session, emit, selectRetailer, listeners } = fakeSession();
      resumeRetailerAfterRedirect(session, storage);
      emit('auth.succeeded');
      expect(selectRetailer).not.toHaveBeenCalled();
      expect(listeners.size).toBe(0);
    }
  });
});
