import type { OpenAPIV3 } from 'openapi-types';
import { INT32_MAX } from './schemas.ts';

type HeaderObject = OpenAPIV3.HeaderObject;
type ParameterObject = OpenAPIV3.ParameterObject;
type ResponseObject = OpenAPIV3.ResponseObject;

/** Parameters, headers and error responses shared by every operation of both variants. */

export type Variant = 'a' | 'b';

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const headerRef = (name: string) => ({ $ref: `#/components/headers/${name}` });

export const parameters: Record<string, ParameterObject> = {
  Limit: {
    name: 'limit',
    in: 'query',
    required: false,
    description:
      'Maximum number of results, 1 to 100 (default 50). A value above 100 is a 400 problem, never silently clamped.',
    schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  },
  Offset: {
    name: 'offset',
    in: 'query',
    required: false,
    description: 'Number of results to skip (default 0).',
    schema: { type: 'integer', minimum: 0, maximum: INT32_MAX, default: 0 },
  },
  Status: {
    name: 'status',
    in: 'query',
    required: false,
    description:
      'Only connections in this status. Exactly `active`, `error` or `pending` (case-sensitive); anything else is a 400 problem.',
    schema: { $ref: '#/components/schemas/ConnectionStatus' },
  },
  RetailerIdQuery: {
    name: 'retailer_id',
    in: 'query',
    required: false,
    description: 'Only orders of this retailer.',
    schema: schemaRef('RetailerId'),
  },
  RetailerIdPath: { name: 'retailerId', in: 'path', required: true, schema: schemaRef('RetailerId') },
  SyncId: { name: 'syncId', in: 'path', required: true, schema: { type: 'string' } },
  OrderId: { name: 'orderId', in: 'path', required: true, schema: { type: 'string' } },
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description:
      'Makes a retry safe: a repeat with the same key by the same user within 24 hours replays the first successful answer ' +
      '(with `Idempotent-Replayed: true`) and starts nothing new. Errors are not stored, so retrying after one runs the request again. ' +
      'Reusing a key for a different request is a 422 problem. 1 to 255 visible ASCII characters.',
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
  },
};

export const headers: Record<string, HeaderObject> = {
  RateLimit: {
    description:
      'Remaining quota and seconds until it refills (draft-ietf-httpapi-ratelimit-headers), e.g. `"requests";r=42;t=17`. ' +
      'Sent on every authenticated answer; sync-starting operations add the `"syncs"` item.',
    required: true,
    schema: { type: 'string' },
  },
  RateLimitPolicy: {
    description: 'The quota policies, e.g. `"requests";q=100;w=60, "syncs";q=10;w=3600`.',
    required: true,
    schema: { type: 'string' },
  },
  RetryAfter: {
    description: 'Seconds to wait before retrying.',
    required: true,
    schema: { type: 'integer', minimum: 1 },
  },
  IdempotentReplayed: {
    description: '`true` when this answer replays an earlier request with the same Idempotency-Key.',
    schema: { type: 'string', enum: ['true'] },
  },
  WwwAuthenticate: {
    description: 'RFC 6750 bearer challenge, or RFC 9449 DPoP challenge for a DPoP-bound token.',
    required: true,
    schema: { type: 'string' },
  },
};

/** Either scheme: a plain bearer token, or a DPoP-bound one with its proof (RFC 9449). */
export const TOKEN_SECURITY = [{ bearerAuth: [] }, { dpopAuth: [] }];

function problem(description: string, extraHeaders: Record<string, { $ref: string }> = {}): ResponseObject {
  return {
    description,
    headers: extraHeaders,
    content: { 'application/problem+json': { schema: schemaRef('Problem') } },
  };
}

const FORBIDDEN_WORDING: Record<Variant, string> = {
  a:
    'The client lacks a permission for this operation. The detail tells the caller to contact the service operator, ' +
    'who configures permissions per client.',
  b: 'The client lacks a permission for this operation. The detail names the missing permission and `missingPermission` carries it.',
};

export function responses(variant: Variant): Record<string, ResponseObject> {
  return {
    BadRequest: problem('A parameter or the body is invalid (`invalidParams` says which).'),
    Unauthorized: problem(
      'The bearer token is missing, malformed, expired or revoked; or the DPoP-bound token came without a valid proof.',
      {
        'WWW-Authenticate': headerRef('WwwAuthenticate'),
      },
    ),
    Forbidden: problem(FORBIDDEN_WORDING[variant]),
    NotFound: problem("No such resource for this user (another user's resources are never visible)."),
    Conflict: problem('The request conflicts with the current state (see `code`).'),
    IdempotencyKeyReused: problem('The Idempotency-Key was already used by this user for a different request.'),
    RateLimited: problem(
      'A rate limit is exceeded: 100 requests per minute per user, or 10 syncs per hour per user and retailer.',
      {
        'Retry-After': headerRef('RetryAfter'),
        RateLimit: headerRef('RateLimit'),
        'RateLimit-Policy': headerRef('RateLimitPolicy'),
      },
    ),
    // Node's HTTP server answers this for any operation, before routing. It is declared on the operations
    // that have no other client error, so every operation names at least one (the linter's
    // `operation-4xx-response`) and the contract test can provoke it.
    HeaderFieldsTooLarge: {
      description:
        "The request's header fields exceed 16 KB: the HTTP server refuses it before any route runs, with no body.",
    },
    BadGateway: problem(
      'The retailer failed to answer (`upstream_unavailable`); nothing was changed, so retrying is safe.',
    ),
  };
}

/** The error responses of every authenticated operation. */
export const AUTHENTICATED_ERRORS = {
  '401': { $ref: '#/components/responses/Unauthorized' },
  '403': { $ref: '#/components/responses/Forbidden' },
  '429': { $ref: '#/components/responses/RateLimited' },
} as const;

export const rateLimitHeaders = {
  RateLimit: headerRef('RateLimit'),
  'RateLimit-Policy': headerRef('RateLimitPolicy'),
};
