/**
 * True for http(s) URLs on this machine (`localhost`, `*.localhost`, `127.0.0.1`, `[::1]`); the only
 * place plain `http:` is acceptable (sandbox).
 */
export function isLoopback({ hostname }: URL): boolean {
  return /^(127\.0\.0\.1|\[::1\]|(.*\.)?localhost)$/.test(hostname);
}

/** Where the widget may send a user or a request: https, or plain http on this machine. */
export function isSecureUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url));
}
