import type { OpenAPIV3 } from 'openapi-types';
import { headers, parameters, responses, type Variant } from './components.ts';
import { oidcPaths, oidcSchemas } from './oidc.ts';
import { apiPaths } from './paths.ts';
import { schemas } from './schemas.ts';

export type { Variant };
export const VARIANTS: readonly Variant[] = ['a', 'b'];

/** The origin written into the committed documents; the sandbox serves them with its own origin. */
export const DEFAULT_ORIGIN = 'http://localhost:4010';

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
      description:
        `${DESCRIPTIONS[variant]}\n\nAll errors are RFC 9457 problem details. Limits: 100 requests per minute per user ` +
        '(all authenticated requests), 10 syncs per hour per user and retailer, order pages of at most 100 (default 50).',
    },
    servers: [{ url: `${origin}/${variant}`, description: 'The sandbox' }],
    tags: [{ name: 'catalog' }, { name: 'connections' }, { name: 'syncs' }, { name: 'orders' }, { name: 'oauth' }],
    security: [{ bearerAuth: [] }],
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
            'Permissions are configured per client by the operator.',
        },
      },
    },
  };
}
