/**
 * The core layer's index: its public API (public.ts, the `./core` npm entry) and, below, the few
 * internal helpers this package's own entries need. The entries reach core only through this file
 * (eslint.layers.js); hosts never see it.
 */
export * from './public.ts';

/*
 * Internal: for this package's own entries (src/entries), which reach core only through this file
 * (eslint.layers.js). Not part of the public API: no semver promise, any release may change them.
 */
/** @internal A WidgetEvent emitter with isolated listeners (the hosted opener's handle). */
export { createEmitter } from './events/emitter.ts';
// Its type stays in the layer's declarations (the entries' own declaration files name it), not in `./core`'s.
export type { EventEmitter } from './events/emitter.ts';
/** @internal Throws a TypeError unless `origin` is exactly an origin (no path, not "null"). */
export { assertExactOrigin } from './events/post-message-bridge.ts';
/** @internal A valid event envelope (the hosted opener's own exit/close/error). */
export { widgetEvent } from './events/catalogue.ts';
/** @internal Drops undefined properties (`exactOptionalPropertyTypes`). */
export { compact } from './util/compact.ts';
/** @internal Random bytes from the platform CSPRNG as hex (the hosted opener's session ids). */
export { randomHex } from './util/random-hex.ts';
/** @internal https, or plain http on loopback only (the entries' check of the issuer and API URLs). */
export { isSecureUrl } from './auth/loopback.ts';
/** @internal Throws the TypeError of a bad `resource` or `authorizationParams` (the entries check them at create()). */
export { checkAuthorizationOptions } from './auth/authorization-options.ts';
/** @internal Drops an authorization response from the page's address at once (the hosted page, before its first await). */
export { takeAuthorizationResponse } from './auth/redirect-authorization.ts';
/** @internal Whether a query is an authorization response (the npm entries load the widget at once after a full-page sign-in). */
export { hasAuthorizationResponse } from './auth/response-params.ts';
/** @internal The API variant the widget speaks when told none (the entries' defaults repeat no value of their own). */
export { DEFAULT_VARIANT } from './session/options.ts';
