import type { RequestHandler } from 'express';
import { ApiError } from '../problem.ts';
import type { SlidingWindow } from '../domain/sliding-window.ts';
import { authOf } from './auth.ts';

export const REQUESTS_POLICY = '"requests";q=100;w=60';

/**
 * 100 requests per minute per user, over all authenticated requests of both variants (docs/sandbox.md, Limits).
 * Every answer announces the quota (draft-ietf-httpapi-ratelimit-headers) so a client can slow down
 * before it is refused; a refused request does not count, so waiting Retry-After always works.
 * Not express-rate-limit: its headers, fixed window and counting of refusals differ from these
 * facts (docs/decisions.md, "Our own request limit"), and request-limit.test.ts pins them.
 */
export function requestLimit(window: SlidingWindow): RequestHandler {
  return (req, res, next) => {
    const { userId } = authOf(req);
    const before = window.peek(userId);
    if (!before.allowed) {
      throw new ApiError(
        429,
        'rate_limited',
        `At most 100 requests per minute; retry in ${before.resetSeconds} s.`,
        {},
        {
          'Retry-After': String(before.resetSeconds),
          RateLimit: `"requests";r=0;t=${before.resetSeconds}`,
          'RateLimit-Policy': REQUESTS_POLICY,
        },
      );
    }
    window.hit(userId);
    const after = window.peek(userId);
    res
      .set('RateLimit', `"requests";r=${after.remaining};t=${after.resetSeconds}`)
      .set('RateLimit-Policy', REQUESTS_POLICY);
    next();
  };
}
