/**
 * The npm package's `create()` and custom element, which load the widget's code (create-widget.ts:
 * the UI and the session) with `import()`: a host app's bundler splits it into chunks of their
 * own, fetched when the page is idle or on the first `open()` (lazy-widget.ts), so the host's
 * initial JavaScript carries only the option checks and these handles (docs/performance-and-size.md).
 * The script-tag bundle cannot load chunks: it uses create-widget.ts directly (script-tag.ts).
 */
import { defineElement, type ElementCode } from './custom-element.ts';
import { lazyWidget, type WidgetCode } from './lazy-widget.ts';
import type { CheckedOverrides, MessageOverrides } from '../../ui/index.ts';
import type { RetailSyncOptions } from './options.ts';
import { publicHandle } from './public-handle.ts';
import type { RetailSyncWidget, WidgetHandle } from './widget-handle.ts';

/** The widget's code, as a chunk the host's bundler splits off. */
const loadWidgetCode = (): Promise<WidgetCode> => import('./create-widget.ts');

/** The element's code beyond its launcher, as a chunk of its own; its widget loads as create()'s does. */
const loadElementCode = (): Promise<ElementCode> =>
  import('./element-widget.ts').then(({ elementCode }) => elementCode(createHandle));

/** The handle with every event, for the React hook and the element (lazy-widget.ts). */
export function createHandle(options: RetailSyncOptions): WidgetHandle {
  return lazyWidget(options, loadWidgetCode);
}

/**
 * Creates a widget. Nothing touches the page before this call; the dialog is added on `open()`.
 * Throws a TypeError for a bad option (options.ts), before anything is created, and one with `code`
 * `ERR_NO_BROWSER` where there is no browser page (a server render). The widget's code loads when
 * the page is idle, or on the first `open()`; calls made before are kept and run in order.
 * @typeParam M - The `messages` option as written, so that TypeScript checks each override as
 *   `defineMessages()` does (docs/languages.md): a placeholder the message does not take, such as
 *   `{shop}` where it takes `{retailer}`, does not compile.
 */
export function create<const M extends MessageOverrides = MessageOverrides>(
  options: RetailSyncOptions & { readonly messages?: M & CheckedOverrides<M> },
): RetailSyncWidget {
  return publicHandle(createHandle(options));
}

/**
 * Registers `<retail-sync-widget>`. Defining twice (two bundles, or the script tag beside the npm
 * package) is ignored rather than thrown, since the first definition works the same. A connected
 * element loads its own code (reading its attributes) at once, and the widget's when the page is
 * idle or on the first click.
 * @param registry - Where to define it: the page's `customElements` by default, or a scoped
 *   registry (a shadow root's own) where the host keeps its elements apart.
 */
export function defineRetailSyncElement(registry: CustomElementRegistry = customElements): void {
  defineElement(registry, loadElementCode);
}
