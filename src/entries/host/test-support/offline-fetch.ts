import { vi } from 'vitest';

/**
 * Replaces `window.fetch` with one that never answers until aborted, so a real widget can be
 * created and opened in happy-dom without reaching for a network, and `destroy()` (which aborts
 * every request) leaves nothing pending.
 */
export function stubOfflineFetch(): void {
  vi.spyOn(window, 'fetch').mockImplementation(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );
}

/** The options every test widget uses: a loopback sandbox, like the demo. */
export const TEST_OPTIONS = {
  clientId: 'retailsync-demo',
  issuer: 'http://localhost:4010/oauth',
  apiBaseUrl: 'http://localhost:4010/b',
} as const;

/** The widget hosts in the document: one per open widget (create-widget.ts adds it on `open()`). */
export function widgetHosts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('[data-retail-sync]')];
}

/** The dialogs rendered in those hosts' shadow roots. */
export function openDialogs(): Element[] {
  return widgetHosts().flatMap((host) => [...(host.shadowRoot?.querySelectorAll('[role="dialog"]') ?? [])]);
}
