import { decodeProtectedHeader } from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AccessTokens } from './access-tokens.ts';

function isAccessTokenJwt(value: unknown): value is string {
  try {
    return typeof value === 'string' && decodeProtectedHeader(value).typ === 'at+jwt';
  } catch {
    return false;
  }
}

/**
 * Lets clients revoke the API's JWT access tokens at the provider's revocation endpoint (RFC 7009),
 * as they could revoke the opaque ones before. oidc-provider refuses any JWT there
 * (`unsupported_token_type`), because it keeps no record of one; the API does (access-tokens.ts).
 *
 * The provider still does all the endpoint's work (CORS, client authentication, parameters) and
 * this only changes its refusal of an access-token JWT: the token is revoked when it is live and
 * belongs to the calling client, and the answer is the 200 RFC 7009 §2.2 gives for any token,
 * revoked or invalid. Like the provider's own `allowedPolicy`, another client's token is left alone.
 */
export function revokeJwtAccessTokens(provider: Provider, tokens: AccessTokens): void {
  provider.use(async (ctx, next) => {
    await next();
    const { oidc } = ctx as Partial<Pick<KoaContextWithOIDC, 'oidc'>>;
    if (oidc?.route !== 'revocation' || ctx.status !== 400 || !oidc.client) return;
    const { error } = (ctx.body ?? {}) as { error?: unknown };
    const { token } = oidc.params ?? {};
    if (error !== 'unsupported_token_type' || !isAccessTokenJwt(token)) return;
    const verified = await tokens.verify(token);
    if (verified?.clientId === oidc.client.clientId) tokens.revoke(verified.jti);
    // The provider's own success answer: an empty 200 (the refusal's JSON type goes with it).
    ctx.remove('Content-Type');
    ctx.status = 200;
    ctx.body = '';
  });
}
