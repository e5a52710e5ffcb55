import { describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from './browser-environment.ts';

describe('browserEnvironment()', () => {
  it('should give the core sessionStorage, the page\'s origin and the window itself', () => {
    const env = browserEnvironment(window);
    env.storage?.setItem('retail-sync:test', 'x');
    expect(window.sessionStorage.getItem('retail-sync:test')).toBe('x');
    env.storage?.removeItem('retail-sync:test');
    expect(env.self.origin).toBe(window.location.origin);
    expect(env.self.handle).toBe(window);
    expect(env.opener()).toBeNull();
  });

  it('should report page visibility and its changes until unsubscribed', () => {
    const env = browserEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.visibility.subscribe(listener);
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(document.visibilityState === 'visible');
  });

  it('should report online and offline events', () => {
    const env = browserEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.online.subscribe(listener);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(typeof env.online.current()).toBe('boolean');
  });

  it('should rewrite the address without a reload', () => {
    const env = browserEnvironment(window);
    const before = window.location.href;
    env.location.replace(`${window.location.origin}/after?x=1`);
    expect(env.location.href()).toBe(`${window.location.origin}/after?x=1`);
    env.location.replace(before);
  });

  it('should answer null when sessionStorage throws (privacy modes)', () => {
    const throwing = new Proxy(window, {
      get(target, key) {
        if (key === 'sessionStorage') throw new DOMException('denied', 'SecurityError');
        return Reflect.get(target, key) as unknown;
      },
    });
    expect(browserEnvironment(throwing).storage).toBeNull();
  });

  it('should hand message events to the core reduced to origin, source and data, until unsubscribed', () => {
    const env = browserEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.onMessage(listener);
    window.dispatchEvent(new MessageEvent('message', { data: { a: 1 }, origin: 'https://x.example.test' }));
    unsubscribe();
    window.dispatchEvent(new MessageEvent('message', { data: { a: 2 }, origin: 'https://x.example.test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ origin: 'https://x.example.test', source: null, data: { a: 1 } });
  });
});
