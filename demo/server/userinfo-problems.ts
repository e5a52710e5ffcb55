import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { BEARER } from './api/auth.ts';
import { ApiError, type ProblemCode } from './problem.ts';

const CODES: Record<number, ProblemCode> = { 400: 'invalid_request', 401: 'invalid_token', 403: 'permission_denied' };

/**
 * The user-info endpoint is a protected resource the widget calls beside the API, so its errors
 * take the API's RFC 9457 problem format (docs/sandbox.md: one format for the errors API callers see), with
 * the provider's `WWW-Authenticate` challenge kept (OpenID Connect Core §5.3.3, RFC 6750 §3). An
 * `Authorization` header of another scheme is a 401 there too, as on the API: the provider would
 * answer 400 `invalid_request`. The token and revocation endpoints are left alone: their OAuth error
 * format is what RFC 6749 §5.2 and RFC 7009 require and what OAuth clients parse.
 */
export function userinfoProblems(provider: Provider): void {
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as Partial<Pick<KoaContextWithOIDC, 'oidc'>>;
    if (oidc?.route !== 'userinfo' || ctx.status < 400) return;
    const { error_description: description } = (ctx.body ?? {}) as { error_description?: unknown };
    const header = ctx.get('authorization');
    let problem: ApiError;
    if (header !== '' && !BEARER.test(header)) {
      const detail = 'The Authorization header is not a bearer token.';
      problem = new ApiError(401, 'invalid_token', detail);
      ctx.set(
        'WWW-Authenticate',
        `Bearer realm="${provider.issuer}", error="invalid_token", error_description="${detail}"`,
      );
    } else if (ctx.status === 401 && description === 'no access token provided') {
      problem = new ApiError(401, 'unauthorized', 'A bearer access token is required.');
    } else if (ctx.status === 401) {
      problem = new ApiError(401, 'invalid_token', 'The access token is invalid, expired or revoked.');
    } else {
      const detail = typeof description === 'string' && description !== '' ? description : 'The request failed.';
      problem = new ApiError(ctx.status, CODES[ctx.status] ?? 'internal_error', detail);
    }
    ctx.status = problem.status;
    ctx.type = 'application/problem+json';
    ctx.body = JSON.stringify(problem.toProblem());
  });
}
