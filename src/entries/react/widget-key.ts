import type { RetailSyncOptions } from '../host/options.ts';

/**
 * The options whose value decides which widget `useRetailSync()` makes: when one changes, the hook
 * destroys its widget and creates another. They are compared by value (as JSON), so an object
 * written inline in the component (`theme={{ colorScheme: 'dark' }}`) does not re-create the
 * widget on every render. `container` is compared by identity (an element), and the functions
 * (`onListenerError`, the callbacks) never re-create it: the hook calls the latest one.
 */
export const VALUE_OPTIONS = [
  'issuer',
  'clientId',
  'apiBaseUrl',
  'variant',
  'scope',
  'resource',
  'authorizationParams',
  'redirectUri',
  'locale',
  'messages',
  'theme',
  'pageRedirectUri',
  'signInTimeoutMs',
  'maxRetries',
  'polling',
] as const satisfies readonly (keyof RetailSyncOptions)[];

/** The options that are not values: compared by identity, or read from the latest render. */
type OtherOptions = 'container' | 'onListenerError';

/**
 * Options in neither list: `never`, which widget-key.test.ts asserts at type level, so a new option
 * of `create()` cannot be silently left out of the comparison.
 */
export type UnsortedOption = Exclude<keyof RetailSyncOptions, (typeof VALUE_OPTIONS)[number] | OtherOptions>;

/**
 * One string for the value options: equal strings, the same widget. JSON keeps `null` apart from a
 * missing option (`pageRedirectUri: null` turns the fallback off; left out, it takes its default).
 */
export function widgetKey(options: RetailSyncOptions): string {
  return JSON.stringify(Object.fromEntries(VALUE_OPTIONS.map((name) => [name, options[name]])));
}
