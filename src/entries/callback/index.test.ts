import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeCallbackPage } from './index.ts';

describe("retail-sync-widget/callback's completeCallbackPage()", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("should post the page's response to its opener, on this origin only, and drop it from the address", () => {
    window.history.replaceState(null, '', '/shop/callback.html?code=c&state=s&iss=i');
    const postMessage = vi.fn();
    vi.spyOn(window, 'opener', 'get').mockReturnValue({ postMessage });

    expect(completeCallbackPage()).toBe('posted');

    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'retail-sync:oauth-callback', search: '?code=c&state=s&iss=i' },
      window.location.origin,
    );
    expect(window.location.pathname).toBe('/shop/callback.html');
    expect(window.location.search).toBe('');
  });

  it('should say there is no opener, still dropping the response from the address', () => {
    window.history.replaceState(null, '', '/callback.html?code=c&state=s');
    vi.spyOn(window, 'opener', 'get').mockReturnValue(null);

    expect(completeCallbackPage()).toBe('no_opener');
    expect(window.location.search).toBe('');
  });
});
