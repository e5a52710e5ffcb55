import { describe, expect, it, vi } from 'vitest';
import { CALLBACK_MESSAGE_TYPE } from './callback-message.ts';
import { CALLBACK_PAGE_CLOSE_FALLBACK_MS, completeCallbackPage, type CallbackPageWindow } from './callback-page.ts';

function page(opener: CallbackPageWindow['opener']) {
  const replaceState = vi.fn();
  const close = vi.fn();
  const timers: Array<{ callback: () => void; milliseconds: number }> = [];
  const win: CallbackPageWindow = {
    location: {
      search: '?code=c&state=s&iss=https%3A%2F%2Fid.example.test',
      pathname: '/callback.html',
      origin: 'https://host.example.test',
    },
    history: { replaceState },
    opener,
    close,
    setTimeout: (callback, milliseconds) => timers.push({ callback, milliseconds }),
  };
  return { win, replaceState, close, timers };
}

describe('completeCallbackPage()', () => {
  it('should drop the code from the address bar, post to the opener on its own origin only, and leave the closing to the widget', () => {
    const postMessage = vi.fn();
    const { win, replaceState, close, timers } = page({ postMessage });

    expect(completeCallbackPage(win)).toBe('posted');

    expect(replaceState).toHaveBeenCalledWith(null, '', '/callback.html');
    expect(postMessage).toHaveBeenCalledWith(
      { type: CALLBACK_MESSAGE_TYPE, search: win.location.search },
      'https://host.example.test',
    );
    // Not at once (that raced the message), only as a fallback for an opener that never answers.
    expect(close).not.toHaveBeenCalled();
    expect(timers.map((timer) => timer.milliseconds)).toEqual([CALLBACK_PAGE_CLOSE_FALLBACK_MS]);
    timers[0]!.callback();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('should post nothing and stay open without an opener', () => {
    const { win, replaceState, close } = page(null);
    expect(completeCallbackPage(win)).toBe('no_opener');
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(close).not.toHaveBeenCalled();
  });
});
