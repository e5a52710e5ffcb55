import cors from 'cors';
import type { RequestHandler } from 'express';

/**
 * CORS for the authenticated API: only the registered origins of onboarded clients may read answers
 * (docs/sandbox.md, CORS). The limit headers are exposed so the widget can honour Retry-After in a browser.
 *
 * The `cors` package writes the headers and answers preflights. Given a list of origins it would still
 * send the allowed methods, headers, max-age and exposed headers to any other origin, so the origin is
 * decided by a callback instead: an unregistered origin makes `cors` step aside and get nothing.
 */
const registeredOnly = (allowedOrigins: ReadonlySet<string>): RequestHandler =>
  cors({
    origin: (origin, decide) => {
      decide(null, origin !== undefined && allowedOrigins.has(origin));
    },
    methods: 'GET, POST, PUT',
    allowedHeaders: 'Authorization, Content-Type, Idempotency-Key, DPoP',
    exposedHeaders: 'Retry-After, RateLimit, RateLimit-Policy, Idempotent-Replayed, WWW-Authenticate, DPoP-Nonce',
    maxAge: 600,
    optionsSuccessStatus: 204,
  });

/** The answer depends on Origin for every caller, so caches must key on it, registered or not. */
const varyOnOrigin: RequestHandler = (_req, res, next) => {
  res.vary('Origin');
  next();
};

/**
 * A preflight needs no token: one from an unregistered origin ends here with a bare 204, so the
 * browser stops there instead of showing a 401 from the bearer check.
 */
const endPreflight: RequestHandler = (req, res, next) => {
  if (req.method === 'OPTIONS') res.status(204).end();
  else next();
};

export function apiCors(allowedOrigins: ReadonlySet<string>): RequestHandler[] {
  return [varyOnOrigin, registeredOnly(allowedOrigins), endPreflight];
}

/** The public catalog and the documents are the same for everyone: any origin may read them. */
export const anyOrigin: RequestHandler = cors({ origin: '*', methods: 'GET' });
