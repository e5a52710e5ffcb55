import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { browserEnvironment, windowEnvironment } from './browser-environment.ts';

describe('browserEnvironment()', () => {
  // The window is a seam of this file's tests (windowEnvironment), not a parameter hosts see.
  it("should take nothing, and be this page's window", () => {
    expectTypeOf(browserEnvironment).parameters.toEqualTypeOf<[]>();
    expect(browserEnvironment().self.origin).toBe(window.location.origin);
  });

  it("should give the core sessionStorage, the page's origin and the window itself", () => {
    const env = windowEnvironment(window);
    env.storage?.setItem('retail-sync:test', 'x');
    expect(window.sessionStorage.getItem('retail-sync:test')).toBe('x');
    env.storage?.removeItem('retail-sync:test');
    expect(env.self.origin).toBe(window.location.origin);
    expect(env.self.handle).toBe(window);
    expect(env.opener()).toBeNull();
  });

  it('should report page visibility and its changes until unsubscribed', () => {
    const env = windowEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.visibility.subscribe(listener);
    document.dispatchEvent(new Event('visibilitychange'));
    unsubscribe();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(document.visibilityState === 'visible');
  });

  it('should report online and offline events', () => {
    const env = windowEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.online.subscribe(listener);
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(typeof env.online.current()).toBe('boolean');
  });

  it('should rewrite the address without a reload', () => {
    const env = windowEnvironment(window);
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
    expect(windowEnvironment(throwing).storage).toBeNull();
  });

  it('should hand message events to the core reduced to origin, source and data, until unsubscribed', () => {
    const env = windowEnvironment(window);
    const listener = vi.fn();
    const unsubscribe = env.onMessage(listener);
    window.dispatchEvent(new MessageEvent('message', { data: { a: 1 }, origin: 'https://x.example.test' }));
    unsubscribe();
    window.dispatchEvent(new MessageEvent('message', { data: { a: 2 }, origin: 'https://x.example.test' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ origin: 'https://x.example.test', source: null, data: { a: 1 } });
  });

  it("should run its timers on the page's timers of the moment, fake ones installed after it included", () => {
    const env = windowEnvironment(window);
    vi.useFakeTimers();
    try {
      const callback = vi.fn();
      const cancelled = vi.fn();
      env.setTimeout(callback, 1_000);
      env.clearTimeout(env.setTimeout(cancelled, 500));
      vi.advanceTimersByTime(999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('should post to the window it wraps, with the target origin it is given', () => {
    const post = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      windowEnvironment(window).self.postMessage({ a: 1 }, 'https://host.example.test');
      expect(post).toHaveBeenCalledWith({ a: 1 }, 'https://host.example.test');
      expect(post.mock.contexts[0]).toBe(window);
    } finally {
      post.mockRestore();
    }
  });

  it('should open the sign-in popup under the window name it is given, or answer null when blocked', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    try {
      expect(windowEnvironment(window).openPopup('retail-sync-signin-ws_1')).toBeNull();
      expect(open).toHaveBeenCalledWith('about:blank', 'retail-sync-signin-ws_1', 'popup=yes,width=480,height=680');
    } finally {
      open.mockRestore();
    }
  });
});
