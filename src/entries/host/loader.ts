/**
 * The loader (its entry is loader-boot.ts), built to dist/retail-sync-loader.js (build/loader.config.ts),
 * within its size budget (build/budgets.ts, checked by build/size-budget.test.ts). It defines `window.RetailSync` at once and fetches
 * the whole widget (dist/retail-sync.js, from the loader's own directory, with its SRI hash written
 * in at build time) on the first `open()`. Hosts that put a "Connect" button on every page pay for
 * the widget only when someone clicks it. `openHosted` is the script-tag bundle's own stand-in: it
 * opens the popup in the click and loads only dist/retail-sync.hosted.js, never the widget.
 */
import {
  hasAuthorizationResponse,
  type OpenTarget,
  type WidgetEventOf,
  type WidgetEventType,
} from '../../core/index.ts';
import type { WidgetWithSession } from './create-widget.ts';
import type { LoadedLaterWidget, RetailSyncGlobal, RetailSyncLoaderGlobal } from './globals.ts';
import type { HostedRedirectOptions, OpenHostedOptions } from './hosted-contract.ts';
import { loadSideFile } from '../../ui/index.ts';
import { startHostedRedirectIn } from './hosted-redirect.ts';
import { readHostedResult } from './hosted-result.script.ts';
import { openHostedLater } from './open-hosted.script.ts';
import { resolveOptions, type RetailSyncOptions } from './options.ts';

/** Replaced at build time (build/loader.config.ts). */
declare const __RETAIL_SYNC_VERSION__: string;
declare const __RETAIL_SYNC_BUNDLE__: { readonly file: string; readonly integrity: string };

/** A listener added before the bundle has loaded: `subscribe` adds it to the widget once there is one. */
interface Queued {
  readonly subscribe: (widget: WidgetWithSession) => () => void;
  off?: () => void;
}

/**
 * The loader itself, with its seams (the window openHosted works in, the bundle's file and hash)
 * passed in for its tests.
 */
export function createLoader(win: Window, bundle = __RETAIL_SYNC_BUNDLE__): RetailSyncLoaderGlobal {
  /** The bundle once it has registered (src/entries/host/script-tag.ts): then nothing is loaded any more. */
  let registered: RetailSyncGlobal | undefined;

  /**
   * Runs the bundle as a side file (src/ui/load-script.ts: next to the loader's own script, with its
   * SRI hash, once however many open() calls come before it has run, again after a failure). It
   * hands itself over through `register` while it runs, before `load`: a file that did not is not
   * the bundle we expect.
   */
  const load = (): Promise<RetailSyncGlobal> => loadSideFile(bundle, () => registered);

  function create(options: RetailSyncOptions): LoadedLaterWidget {
    // Checked now, as the bundle's create() would: a bad option throws here, not in a later open().
    resolveOptions(options, win);
    let widget: WidgetWithSession | undefined;
    let queued: Queued[] = [];
    let wantOpen = false;
    /** The target of the open() waiting for the bundle. */
    let target: OpenTarget | undefined;
    let destroyed = false;

    /** The widget from the loaded bundle, with the listeners queued so far; opened if still wanted. */
    async function createWhenLoaded(): Promise<void> {
      let loaded: RetailSyncGlobal;
      try {
        loaded = await load();
      } catch (error) {
        // The next open() tries again.
        console.error(error);
        return;
      }
      if (destroyed || widget) return;
      widget = loaded.create(options);
      for (const entry of queued) entry.off = entry.subscribe(widget);
      queued = [];
      if (wantOpen) widget.open(target);
    }

    /** Adds a listener to the widget, or once it exists; the unsubscribe works either way. */
    function listen(subscribe: Queued['subscribe']): () => void {
      if (widget) return subscribe(widget);
      const entry: Queued = { subscribe };
      queued.push(entry);
      return () => {
        queued = queued.filter((other) => other !== entry);
        entry.off?.();
      };
    }

    // The bundle's open() checks the target: a bad one throws there, once the bundle has loaded.
    function open(wanted?: OpenTarget): void {
      target = wanted;
      if (destroyed) return;
      if (widget) {
        widget.open(target);
        return;
      }
      wantOpen = true;
      void createWhenLoaded();
    }

    // A page coming back from the full-page sign-in carries the answer in its address: the widget is
    // made at once to take it, and shows itself where the shopper was (its `resumed` event).
    if (hasAuthorizationResponse(new URL(win.location.href).searchParams)) void createWhenLoaded();

    return {
      get session() {
        return widget?.session;
      },
      open,
      close() {
        wantOpen = false;
        widget?.close();
      },
      destroy() {
        destroyed = true;
        wantOpen = false;
        widget?.destroy();
      },
      on: <T extends WidgetEventType>(type: T, listener: (event: WidgetEventOf<T>) => void) =>
        listen((created) => created.on(type, listener)),
      onAny: (listener) => listen((created) => created.onAny(listener)),
    };
  }

  return Object.freeze({
    create,
    openHosted: (options: OpenHostedOptions) => openHostedLater(options, win),
    // Its own, not the bundle's: a page coming back with a result loads only the verifier's file.
    startHostedRedirect: (options: HostedRedirectOptions) => startHostedRedirectIn(options, win),
    readHostedResult,
    version: __RETAIL_SYNC_VERSION__,
    register(full: RetailSyncGlobal) {
      // The first copy is kept: widgets already created keep talking to the code that made them.
      registered ??= full;
    },
  });
}
