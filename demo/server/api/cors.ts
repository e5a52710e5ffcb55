import type { RequestHandler } from 'express';

/**
 * CORS for the authenticated API: only the registered origins of onboarded clients may read answers
 * (DESIGN §3). The limit headers are exposed so the widget can honour Retry-After in a browser.
 */
export function apiCors(allowedOrigins: ReadonlySet<string>): RequestHandler {
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.get('origin');
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    if (allowed) {
      res
        .set('Access-Control-Allow-Origin', origin)
        .set(
          'Access-Control-Expose-Headers',
          'Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, WWW-Authenticate',
        );
    }
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    // A preflight needs no token; from an unregistered origin it gets no CORS headers, so the browser stops there.
    if (allowed) {
      res
        .set('Access-Control-Allow-Methods', 'GET, POST, PUT')
        .set('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key')
        .set('Access-Control-Max-Age', '600');
    }
    res.status(204).end();
  };
}

/** The public catalog and the documents are the same for everyone: any origin may read them. */
export const anyOrigin: RequestHandler = (_req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  next();
};
