import { describe, expect, it, vi } from 'vitest';
import { HOST_MESSAGE_SOURCE } from '../events/post-message-bridge.ts';
import { isWidgetEvent } from '../events/validate-event.ts';
import { FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import { createHarness, lastSyncId, signedInOnCredentials } from '../test-support/session-harness.ts';

describe('events', () => {
  it('should post every event to its own window origin, never "*", each a valid envelope without secrets', async () => {
    const harness = createHarness();
    await signedInOnCredentials(harness);
    await harness.session.submitCredentials({ username: 'user_mfa', password: 'pass_good' });
    const syncId = lastSyncId(harness);
    harness.api.setStatus(syncId, 1, 'userintervention', { mfa: { prompt: 'Code?' } });
    await harness.env.advance(1_000);
    await harness.session.submitMfa('123456');
    await harness.session.signOut();

    const posted = harness.env.self.posted;
    expect(posted.length).toBe(harness.events.length);
    expect(posted.every((message) => message.targetOrigin === FAKE_ORIGIN)).toBe(true);
    expect(posted.every((message) => isWidgetEvent(message.data))).toBe(true);
    const text = JSON.stringify(posted);
    for (const secret of ['access-1', 'refresh-1', 'code-1', 'pass_good', 'user_mfa', '123456'])
      expect(text).not.toContain(secret);
  });

  it('should post to the registered host origin in hosted mode', async () => {
    const harness = createHarness({ messaging: { mode: 'none' } });
    harness.env.openerWindow = {
      handle: { name: 'opener' },
      posted: [],
      postMessage(data, targetOrigin) {
        this.posted.push({ data, targetOrigin });
      },
    };
    harness.reload({ messaging: { mode: 'hosted', hostOrigin: 'https://shop.example.test' } });
    await Promise.resolve();
    expect(harness.env.openerWindow.posted).toEqual([
      expect.objectContaining({ targetOrigin: 'https://shop.example.test' }),
    ]);
    expect(harness.env.self.posted).toHaveLength(0);
  });

  it('should post to the opener only the events `tells` answers true for, and still hear them all', async () => {
    const harness = createHarness({ messaging: { mode: 'none' } });
    harness.env.openerWindow = {
      handle: { name: 'opener' },
      posted: [],
      postMessage(data, targetOrigin) {
        this.posted.push({ data, targetOrigin });
      },
    };
    const tells = vi.fn((event: { type: string }) => event.type !== 'ready');
    const session = harness.reload({ messaging: { mode: 'hosted', hostOrigin: 'https://shop.example.test', tells } });
    session.open();
    await Promise.resolve();
    const heard = harness.events.filter((event) => event.sessionId === session.sessionId);
    expect(heard.map((event) => event.type)).toEqual(['ready', 'open']);
    expect(tells).toHaveBeenCalledTimes(2);
    expect(harness.env.openerWindow.posted.map((message) => (message.data as { type: string }).type)).toEqual(['open']);
  });

  it('should close on a valid close message from the host window only', () => {
    const onHostClose = vi.fn();
    const harness = createHarness({ onHostClose });
    const close = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };
    harness.env.deliver({ origin: 'https://host.example.evil.com', source: harness.env.self.handle, data: close });
    harness.env.deliver({ origin: FAKE_ORIGIN, source: { name: 'sibling' }, data: close });
    expect(onHostClose).not.toHaveBeenCalled();

    harness.env.deliver({ origin: FAKE_ORIGIN, source: harness.env.self.handle, data: close });
    expect(onHostClose).toHaveBeenCalledTimes(1);
    expect(harness.events.at(-1)).toMatchObject({ type: 'close', payload: { reason: 'host' } });
  });

  it('should emit ready before open when open() comes straight after creation, and ready only once', async () => {
    const harness = createHarness();
    harness.session.open();
    await Promise.resolve();
    expect(harness.events.map((event) => event.type)).toEqual(['ready', 'open']);
  });

  it('should emit open, and exit then close when the user leaves', () => {
    const harness = createHarness();
    harness.session.open();
    harness.session.exit();
    // `ready` first: an open() straight after creation announces the session before opening it.
    expect(harness.events.map((event) => [event.type, event.payload])).toEqual([
      ['ready', { variant: 'B' }],
      ['open', {}],
      ['exit', {}],
      ['close', { reason: 'user' }],
    ]);
  });

  it('should isolate a throwing host listener', async () => {
    const onListenerError = vi.fn();
    const harness = createHarness({ onListenerError });
    harness.session.on('catalog.loaded', () => {
      throw new Error('host bug');
    });
    await harness.session.loadCatalog();
    expect(harness.session.catalog.value.status).toBe('loaded');
    expect(onListenerError).toHaveBeenCalledTimes(1);
  });

  it('should post nothing in hosted mode without an opener', async () => {
    const harness = createHarness({ messaging: { mode: 'hosted', hostOrigin: 'https://shop.example.test' } });
    await Promise.resolve();
    expect(harness.events.map((event) => event.type)).toEqual(['ready']);
    expect(harness.env.self.posted).toHaveLength(0);
  });
});
