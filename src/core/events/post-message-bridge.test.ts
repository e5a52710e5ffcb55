import { describe, expect, it, vi } from 'vitest';
import { createFakeEnvironment, FAKE_ORIGIN } from '../test-support/fake-environment.ts';
import type { WidgetEvent } from './catalogue.ts';
import { createPostMessageBridge, HOST_MESSAGE_SOURCE } from './post-message-bridge.ts';

const CLOSE = { source: HOST_MESSAGE_SOURCE, version: 1, type: 'close' };
const READY: WidgetEvent = {
  source: 'retail-sync',
  version: 1,
  sessionId: 'ws_1',
  timestamp: 1,
  type: 'ready',
  payload: { variant: 'B' },
};

function setup() {
  const env = createFakeEnvironment(async () => new Response());
  const onHostMessage = vi.fn();
  const bridge = createPostMessageBridge({
    env,
    target: env.self,
    targetOrigin: FAKE_ORIGIN,
    allowedOrigins: [FAKE_ORIGIN],
    allowedSource: env.self.handle,
    onHostMessage,
  });
  return { env, bridge, onHostMessage };
}

describe('createPostMessageBridge()', () => {
  it('should post events to the exact target origin', () => {
    const { env, bridge } = setup();
    bridge.post(READY);
    expect(env.self.posted).toEqual([{ data: READY, targetOrigin: FAKE_ORIGIN }]);
  });

  it.each(['*', 'null', '', 'https://host.example.test/', 'https://host.example.test/path', '/relative'])(
    'should refuse %j as a target origin',
    (targetOrigin) => {
      const env = createFakeEnvironment(async () => new Response());
      expect(() =>
        createPostMessageBridge({
          env,
          target: env.self,
          targetOrigin,
          allowedOrigins: [FAKE_ORIGIN],
          allowedSource: env.self.handle,
          onHostMessage: () => {},
        }),
      ).toThrow(TypeError);
    },
  );

  it('should refuse "*" in the allowlist', () => {
    const env = createFakeEnvironment(async () => new Response());
    expect(() =>
      createPostMessageBridge({
        env,
        target: env.self,
        targetOrigin: FAKE_ORIGIN,
        allowedOrigins: ['*'],
        allowedSource: env.self.handle,
        onHostMessage: () => {},
      }),
    ).toThrow(TypeError);
  });

  it('should accept a valid message from the allowed origin and window', () => {
    const { env, onHostMessage } = setup();
    env.deliver({ origin: FAKE_ORIGIN, source: env.self.handle, data: CLOSE });
    expect(onHostMessage).toHaveBeenCalledWith(CLOSE);
  });

  it.each([
    ['another site whose name contains the host', 'https://host.example.evil.com', 'self', CLOSE],
    ['the right host on another port', `${FAKE_ORIGIN}:8443`, 'self', CLOSE],
    ['the right host over http', FAKE_ORIGIN.replace('https:', 'http:'), 'self', CLOSE],
    ['a sibling frame on the right origin', FAKE_ORIGIN, 'sibling', CLOSE],
    ['the right window with an invalid envelope', FAKE_ORIGIN, 'self', { ...CLOSE, version: 2 }],
    ['the right window with an unknown command', FAKE_ORIGIN, 'self', { ...CLOSE, type: 'steal' }],
    ["the widget's own event echoed back", FAKE_ORIGIN, 'self', READY],
  ])('should ignore a message from %s', (_label, origin, sourceKind, data) => {
    const { env, onHostMessage } = setup();
    const source = sourceKind === 'self' ? env.self.handle : { name: 'sibling-frame' };
    env.deliver({ origin, source, data });
    expect(onHostMessage).not.toHaveBeenCalled();
  });

  it('should stop listening and posting after disconnect()', () => {
    const { env, bridge, onHostMessage } = setup();
    bridge.disconnect();
    env.deliver({ origin: FAKE_ORIGIN, source: env.self.handle, data: CLOSE });
    bridge.post(READY);
    expect(onHostMessage).not.toHaveBeenCalled();
    expect(env.self.posted).toHaveLength(0);
    expect(env.listenerCount()).toBe(0);
  });
});
