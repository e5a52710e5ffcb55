import { Signal } from '@preact/signals-core';

/**
 * `Signal.prototype`'s own properties before the widget's `@preact/signals` adapter runs: in a host
 * app with an adapter of its own, those the app's adapter defined. Its own module, imported by
 * adapter.ts before the adapter, so that this runs first (modules run in the order they are imported).
 */
export const PROTOTYPE_BEFORE_ADAPTER: PropertyDescriptorMap = Object.getOwnPropertyDescriptors(Signal.prototype);
