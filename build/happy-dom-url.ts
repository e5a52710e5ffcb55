/**
 * Test set-up (vite.config.ts `setupFiles`). happy-dom's `URL` extends Node's, but the static
 * `URL.parse` it inherits answers Node's own class, so `URL.parse(x) instanceof URL` is false in
 * the tests and true in every browser. oauth4webapi parses endpoints with `URL.parse` and then
 * checks `instanceof URL` before a resource request (userinfo), which the tests would otherwise
 * fail for a reason no browser has. This makes `URL.parse` answer the global class, as browsers do.
 */
const GlobalURL = globalThis.URL;
if (!(URL.parse('https://example.test/') instanceof GlobalURL)) {
  GlobalURL.parse = (url: string | URL, base?: string | URL): URL | null => {
    try {
      return new GlobalURL(url, base);
    } catch {
      return null;
    }
  };
}
