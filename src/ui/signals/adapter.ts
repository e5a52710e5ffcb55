/**
 * Installs the signals integration on the widget's Preact: a component that reads a signal's
 * `.value` while rendering renders again when it changes, and only that component.
 *
 * `@preact/signals` also defines `type`, `props` and `constructor` on `Signal.prototype`, so that a
 * signal can be rendered as a JSX child, drawn by the adapter's own component with its Preact's
 * hooks. In the npm build the widget bundles its Preact and this adapter, but shares
 * `@preact/signals-core` with the host app (docs/decisions.md, "The npm package bundles its
 * Preact"), so that prototype is the app's too. An app with its own adapter has defined those for
 * its Preact; the widget's, loaded later, would make the app's Preact draw the app's signals with
 * the widget's component, whose hooks fail there. So whatever was defined before the widget's
 * adapter ran is put back. The widget renders no signal as a JSX child: it reads `.value`.
 *
 * A function the UI's root module calls as it loads, not a module imported for its effect alone:
 * the package's `sideEffects` would let a bundler drop such an import of the package's own code.
 */
import { PROTOTYPE_BEFORE_ADAPTER } from './prototype-before-adapter.ts';
import '@preact/signals';
import { Signal } from '@preact/signals-core';

/** Puts back on `Signal.prototype` what the host app had defined before the widget's adapter ran. */
export function keepAppSignalRendering(): void {
  for (const [key, descriptor] of Object.entries(PROTOTYPE_BEFORE_ADAPTER)) {
    Object.defineProperty(Signal.prototype, key, descriptor);
  }
}
