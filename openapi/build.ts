import type { OpenAPIV3 } from 'openapi-types';
import { headers, parameters, responses, TOKEN_SECURITY, type Variant } from './components.ts';
import { oidcPaths, oidcSchemas } from './oidc.ts';
import { apiPaths } from './paths.ts';
import { schemas } from './schemas.ts';

export type { Variant };
export const VARIANTS: readonly Variant[] = ['a', 'b'];

/** The origin written into the committed documents; the sandbox serves them with its own origin. */
export const DEFAULT_ORIGIN = 'http://localhost:4010';

/** Every tag says what its operations are about (the linter's `tag-description`). */
function tags(variant: Variant): OpenAPIV3.TagObject[] {
  return [
    { name: 'catalog', description: 'The public catalog of retailers a user can connect: no token, any origin.' },
    {
      name: 'connections',
      description:
        variant === 'a'
          ? "The user's connections (linked retailer accounts); Update Connection repairs one in status `error`."
          : "The user's connected retailers (linked retailer accounts); connecting again replaces the credentials.",
    },
    {
      name: 'syncs',
      description:
        'Sync sessions: start one retailer or all, follow the progress, submit an MFA code. ' +
        'At most 10 syncs per hour per user and retailer.',
    },
    { name: 'orders', description: 'The orders the syncs fetched, newest first, in pages of at most 100.' },
    {
      name: 'oauth',
      description:
        "The OpenID provider's own endpoints (issuer `/oauth`): authorization, tokens, revocation, user info, discovery and keys.",
    },
  ];
}

const DESCRIPTIONS: Record<Variant, string> = {
  a: 'Variant A: the public catalog is GET /sync/retailers; connections are their own resource with Update Connection.',
  b: 'Variant B: GET /sync/retailers lists the connected retailers; the public catalog is GET /retailers/available; no Update Connection.',
};

/**
 * Builds the OpenAPI 3.0 document of one variant from the shared pieces, so the two documents differ
 * exactly where the spec says the variants differ.
 */
export function buildDocument(variant: Variant, origin: string = DEFAULT_ORIGIN): OpenAPIV3.Document {
  return {
    openapi: '3.0.3',
    info: {
      title: `Retail Order Sync Service, variant ${variant.toUpperCase()}`,
      version: '1.0.0',
      license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      description:
        `${DESCRIPTIONS[variant]}\n\nAll errors are RFC 9457 problem details. Limits: 100 requests per minute per user ` +
        '(all authenticated requests), 10 syncs per hour per user and retailer, order pages of at most 100 (default 50).',
    },
    servers: [{ url: `${origin}/${variant}`, description: 'The sandbox' }],
    tags: tags(variant),
    security: TOKEN_SECURITY,
    paths: { ...apiPaths(variant), ...oidcPaths(`${origin}/oauth`) },
    components: {
      schemas: { ...schemas, ...oidcSchemas },
      parameters,
      headers,
      responses: responses(variant),
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'An RFC 9068 JWT access token from the provider at `/oauth` (authorization code + PKCE), ' +
            'signed with a key of its JWKS, for the audience `{service origin}/`. ' +
            'Permissions are configured per client by the operator. ' +
            'A token bound to a DPoP key (`cnf.jkt`) is refused as a bearer token: see `dpopAuth`.',
        },
        dpopAuth: {
          type: 'http',
          scheme: 'DPoP',
          description:
            "RFC 9449: the same JWT access token, bound to the client's key because its token request carried a DPoP proof, " +
            'sent as `Authorization: DPoP <token>` with a `DPoP` header: a proof JWT (`typ: dpop+jwt`, ES256, Ed25519 or EdDSA, ' +
            "the public key in `jwk`) signed by the key whose thumbprint is the token's `cnf.jkt`, with `htm` and `htu` naming " +
            'this request (the query is ignored), `iat` within 60 s, a `jti` never used before, and `ath`, the base64url SHA-256 ' +
            'of the token. Anything else is a 401 with `WWW-Authenticate: DPoP error="invalid_dpop_proof"` (or ' +
            '`error="invalid_token"` for a proof of another key, or a bound token sent as Bearer). No DPoP nonce is asked for.',
        },
      },
    },
  };
}
