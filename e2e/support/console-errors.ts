import type { BrowserContext } from '@playwright/test';

/**
 * What a host's developer would see in red: every console message of type `error` and every
 * uncaught error, on any page of `context` (the host page and every popup it opens: the sign-in
 * popup, the hosted page), from now on. A successful journey must leave the list empty in every
 * embedding mode (docs/embedding.md#a-quiet-console); the browser's own line for a failed request
 * ("Failed to load resource: ... 404") is one of them, with the request's address. The demo pages
 * and the sandbox's sign-in page have no favicon: the browser asking for one is not the widget's
 * doing, and a host's app has its own.
 */
export function watchConsoleErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (url.endsWith('/favicon.ico')) return;
    errors.push(`${message.page()?.url() ?? '?'}: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  context.on('weberror', (error) => errors.push(`${error.page()?.url() ?? '?'}: uncaught ${String(error.error())}`));
  return errors;
}
