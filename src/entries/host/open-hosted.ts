/**
 * The host's side of the hosted popup (docs/hosted-mode.md) in the npm package: opens the widget on
 * the service's origin and hears its events. No UI and no Preact. The code that hears the popup
 * (`watchHosted`, with the event validator) is not in the host app's initial JavaScript: it is
 * loaded with `import()` (a chunk the host's bundler splits off) once the popup is open, and the
 * popup's messages are recorded until it has run (open-hosted-later.ts), as the script-tag bundle
 * does with its file dist/retail-sync.hosted.js (open-hosted.script.ts).
 */
import type { HostedWidget, HostWindow, OpenHostedOptions } from './hosted-contract.ts';
import { assertBrowser } from './browser-required.ts';
import { type LoadWatchHosted, openHostedLater } from './open-hosted-later.ts';

/** `watchHosted` as a chunk of its own; asked for inside the host's click, so it loads at once. */
const loadWatchHosted: LoadWatchHosted = () => import('./watch-hosted.ts').then((module) => module.watchHosted);

/**
 * Opens the hosted widget in a popup. Call it synchronously inside a click handler, or the browser
 * blocks the popup (then `opened` is false). Throws only a TypeError, before anything is opened: for
 * invalid options, or (`code` `ERR_NO_BROWSER`) where there is no browser page.
 *
 * Events count only from the service's exact origin, from this popup, in a valid envelope. When the
 * popup closes without having said so, the host gets `exit` then `close` (reason `user`) once.
 */
export function openHosted(options: OpenHostedOptions): HostedWidget {
  assertBrowser('openHosted()');
  return openHostedIn(options, window);
}

/** `openHosted` in the window given: the real one for hosts, a fake in this package's tests. */
export function openHostedIn(options: OpenHostedOptions, win: HostWindow): HostedWidget {
  return openHostedLater(options, win, loadWatchHosted);
}
