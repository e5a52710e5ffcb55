/**
 * True for http(s) URLs on this machine (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`); the only
 * place plain `http:` is acceptable (sandbox).
 */
export function isLoopback({ hostname }: URL): boolean {
  return /^(127\.0\.0\.1|\[::1\]|(.*\.)?localhost)$/.test(hostname);
}
