/**
 * The host origins the sandbox registers besides the demo's (docs/sandbox.md, "Your own app"): the
 * origins of the apps a developer embeds the widget in, each with the redirect URIs the widget may
 * use there (the popup's callback page, and the pages that embed it, for the full-page fallback).
 */
export interface HostOrigin {
  /** e.g. `http://localhost:3000`: allowed to call the API and the token endpoint from a browser. */
  origin: string;
  /** Absolute redirect URIs on that origin, registered for the sandbox's clients. */
  redirectUris: string[];
}

/** The command-line flag, repeatable: `--host-origin ENTRY`. */
export const HOST_ORIGIN_FLAG = '--host-origin';
/** The environment variable: entries separated by spaces. */
export const HOST_ORIGINS_ENV = 'SANDBOX_HOST_ORIGINS';

/**
 * The paths an origin gets when its entry names none: the widget's default callback page
 * (`${location.origin}/callback.html`) and the app's root page.
 */
export const DEFAULT_HOST_PATHS: readonly string[] = ['/callback.html', '/'];

/** The sandbox refuses to start with this: its message names the entry and how it should look. */
export class HostOriginError extends TypeError {
  override name = 'HostOriginError';
}

/**
 * Checks that `value` is an origin as browsers send it in the `Origin` header (scheme, host and
 * port, nothing else): anything else could never match a request, so it is refused, not ignored.
 */
export function parseOrigin(value: string, source: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value) {
    throw new HostOriginError(
      `${source}: ${JSON.stringify(value)} is not an origin. Write the scheme, host and port only, ` +
        'with no path or trailing slash, e.g. http://localhost:3000.',
    );
  }
  return url.origin;
}

/**
 * One entry: `ORIGIN` (its default paths) or `ORIGIN=PATH,PATH,...` (exactly those paths), e.g.
 * `http://localhost:3000=/auth/callback.html,/,/account`.
 */
export function parseHostOrigin(entry: string, source: string): HostOrigin {
  const separator = entry.indexOf('=');
  const origin = parseOrigin(separator < 0 ? entry : entry.slice(0, separator), source);
  const paths = separator < 0 ? DEFAULT_HOST_PATHS : entry.slice(separator + 1).split(',');
  for (const path of paths) {
    if (!path.startsWith('/') || new URL(path, origin).origin !== origin) {
      throw new HostOriginError(
        `${source}: ${JSON.stringify(path)} in ${JSON.stringify(entry)} is not a path. ` +
          'Write paths that start with "/", separated by commas, e.g. http://localhost:3000=/callback.html,/.',
      );
    }
  }
  return { origin, redirectUris: paths.map((path) => `${origin}${path}`) };
}

/**
 * Every host origin from the environment and the command line, in that order. An origin named
 * twice keeps the redirect URIs of both entries.
 */
export function readHostOrigins(envValue: string | undefined, flagValues: readonly string[]): HostOrigin[] {
  const entries = [
    ...(envValue ?? '')
      .split(/\s+/)
      .filter((entry) => entry !== '')
      .map((entry) => parseHostOrigin(entry, HOST_ORIGINS_ENV)),
    ...flagValues.map((entry) => parseHostOrigin(entry, HOST_ORIGIN_FLAG)),
  ];
  const byOrigin = new Map<string, Set<string>>();
  for (const { origin, redirectUris } of entries) {
    const uris = byOrigin.get(origin) ?? new Set<string>();
    for (const uri of redirectUris) uris.add(uri);
    byOrigin.set(origin, uris);
  }
  return [...byOrigin].map(([origin, uris]) => ({ origin, redirectUris: [...uris] }));
}

/**
 * What registers `redirectUri`, for the provider's error page: the bare origin when the path is a
 * default one, else the origin with the default paths and this one.
 */
export function hostOriginEntryFor(redirectUri: string): string | undefined {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const path = `${url.pathname}${url.search}`;
  if (DEFAULT_HOST_PATHS.includes(path)) return url.origin;
  return `${url.origin}=${[...DEFAULT_HOST_PATHS, path].join(',')}`;
}
