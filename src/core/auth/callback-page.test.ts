import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_MESSAGE_TYPE } from './callback-message.ts';
import { completeCallbackPage, type CallbackPageWindow } from './callback-page.ts';

function page(opener: CallbackPageWindow['opener']) {
  const replaceState = vi.fn();
  const close = vi.fn();
  const win: CallbackPageWindow = {
    location: { search: '?code=c&state=s&iss=https%3A%2F%2Fid.example.test', pathname: '/callback.html', origin: 'https://host.example.test' },
    history: { replaceState },
    opener,
    close,
  };
  return { win, replaceState, close };
}

describe('completeCallbackPage()', () => {
  it('should drop the code from the address bar, post to the opener on its own origin only, and close', () => {
    const postMessage = vi.fn();
    const { win, replaceState, close } = page({ postMessage });

    expect(completeCallbackPage(win)).toBe('posted');

    expect(replaceState).toHaveBeenCalledWith(null, '', '/callback.html');
    expect(postMessage).toHaveBeenCalledWith({ type: CALLBACK_MESSAGE_TYPE, search: win.location.search }, 'https://host.example.test');
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('should post nothing and stay open without an opener', () => {
    const { win, replaceState, close } = page(null);
    expect(completeCallbackPage(win)).toBe('no_opener');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });
});
