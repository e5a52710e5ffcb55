import type { OpenAPIV3 } from 'openapi-types';
import { TOKEN_SECURITY } from './components.ts';

type PathsObject = OpenAPIV3.PathsObject;
type SchemaObject = OpenAPIV3.SchemaObject;

/**
 * The spec's user-info, OAuth, discovery and JWKS operations (§4.2, §5.3) are the OpenID provider's
 * own endpoints (oidc-provider, mounted at `/oauth`). They are documented here with a path-level
 * `servers` entry naming the issuer, so one document lists every operation of the spec. The token
 * and revocation endpoints answer errors in the OAuth 2.0 format (RFC 6749 §5.2, RFC 7009), which
 * OAuth clients such as oauth4webapi parse. User info is a protected resource the widget calls beside
 * the API, so it answers the API's problem format with the bearer challenge (RFC 6750 §3), like the
 * API (demo/server/userinfo-problems.ts).
 */

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const oauthError = (description: string) => ({
  description,
  content: { 'application/json': { schema: schemaRef('OAuthError') } },
});
const HEADER_FIELDS_TOO_LARGE = { $ref: '#/components/responses/HeaderFieldsTooLarge' };
const form = (schema: SchemaObject) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema } },
});

export const oidcSchemas: Record<string, SchemaObject> = {
  UserInfo: {
    type: 'object',
    description: 'The OIDC user-info claims of the signed-in user.',
    required: ['sub'],
    properties: {
      sub: { type: 'string' },
      name: { type: 'string' },
      preferred_username: { type: 'string' },
      email: { type: 'string', format: 'email' },
      email_verified: { type: 'boolean' },
    },
  },
  OAuthError: {
    type: 'object',
    required: ['error'],
    properties: { error: { type: 'string' }, error_description: { type: 'string' } },
  },
  TokenResponse: {
    type: 'object',
    required: ['access_token', 'token_type', 'expires_in'],
    properties: {
      access_token: {
        type: 'string',
        description:
          'An RFC 9068 JWT (`typ: at+jwt`, ES256) for the API: `aud` is the service origin with a trailing slash; ' +
          'validate it with the JWKS. The API accepts it while it is neither expired nor revoked.',
      },
      token_type: { type: 'string', enum: ['Bearer'] },
      expires_in: { type: 'integer' },
      refresh_token: { type: 'string', description: 'Rotated on every use.' },
      id_token: { type: 'string' },
      scope: { type: 'string' },
    },
  },
  DiscoveryDocument: {
    type: 'object',
    required: [
      'issuer',
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'userinfo_endpoint',
      'revocation_endpoint',
    ],
    properties: {
      issuer: { type: 'string', format: 'uri' },
      authorization_endpoint: { type: 'string', format: 'uri' },
      token_endpoint: { type: 'string', format: 'uri' },
      jwks_uri: { type: 'string', format: 'uri' },
      userinfo_endpoint: { type: 'string', format: 'uri' },
      revocation_endpoint: { type: 'string', format: 'uri' },
      code_challenge_methods_supported: { type: 'array', items: { type: 'string' } },
    },
  },
  Jwks: {
    type: 'object',
    required: ['keys'],
    properties: {
      keys: {
        type: 'array',
        items: {
          type: 'object',
          required: ['kty'],
          properties: {
            kty: { type: 'string' },
            kid: { type: 'string' },
            alg: { type: 'string' },
            use: { type: 'string' },
          },
        },
      },
    },
  },
};

export function oidcPaths(issuer: string): PathsObject {
  const servers = [{ url: issuer, description: 'The OpenID provider (issuer)' }];
  return {
    '/.well-known/openid-configuration': {
      servers,
      get: {
        operationId: 'getDiscoveryDocument',
        summary: 'OIDC discovery document',
        tags: ['oauth'],
        security: [],
        responses: {
          '200': {
            description: 'Names every other OAuth endpoint.',
            content: { 'application/json': { schema: schemaRef('DiscoveryDocument') } },
          },
          '431': HEADER_FIELDS_TOO_LARGE,
        },
      },
    },
    '/jwks': {
      servers,
      get: {
        operationId: 'getJwks',
        summary: 'JWKS: keys for validating ID tokens and access tokens',
        tags: ['oauth'],
        security: [],
        responses: {
          '200': {
            description: 'The public signing keys.',
            content: { 'application/jwk-set+json': { schema: schemaRef('Jwks') } },
          },
          '431': HEADER_FIELDS_TOO_LARGE,
        },
      },
    },
    '/auth': {
      servers,
      get: {
        operationId: 'authorize',
        summary: 'Authorization (code flow, PKCE S256 required)',
        tags: ['oauth'],
        security: [],
        description:
          'Driven by the SDK in a popup: redirects to the sign-in page, then to the redirect URI with `code`, `state` and `iss`.',
        parameters: [
          ...[
            'client_id',
            'redirect_uri',
            'response_type',
            'scope',
            'state',
            'code_challenge',
            'code_challenge_method',
          ].map((name) => ({ name, in: 'query', required: true, schema: { type: 'string' } }) as const),
          {
            name: 'response_mode',
            in: 'query',
            required: false,
            description: '`query` (the default): a redirect back; `form_post`: an HTML page that posts the answer.',
            schema: { type: 'string', enum: ['query', 'form_post'] },
          },
        ],
        responses: {
          '200': {
            description:
              'With `response_mode=form_post` and a signed-in session that already granted the client: an HTML page ' +
              'that posts `code`, `state` and `iss` to the redirect URI (OAuth 2.0 Form Post Response Mode).',
            content: { 'text/html': {} },
          },
          '303': { description: 'To the sign-in page or back to the redirect URI.' },
          '400': {
            description:
              'The request cannot go back to the client (unknown client, unregistered redirect URI, missing parameter), ' +
              'or, with `response_mode=form_post`, an error page that posts `error` to the redirect URI: HTML for the person in the browser.',
            content: { 'text/html': {} },
          },
        },
      },
    },
    '/token': {
      servers,
      post: {
        operationId: 'exchangeToken',
        summary: 'Token exchange (authorization_code with code_verifier, or refresh_token)',
        tags: ['oauth'],
        security: [],
        requestBody: form({
          type: 'object',
          required: ['grant_type', 'client_id'],
          properties: {
            grant_type: { type: 'string', enum: ['authorization_code', 'refresh_token'] },
            client_id: { type: 'string' },
            code: { type: 'string' },
            redirect_uri: { type: 'string' },
            code_verifier: { type: 'string' },
            refresh_token: { type: 'string' },
          },
        }),
        responses: {
          '200': {
            description: 'The tokens.',
            content: { 'application/json': { schema: schemaRef('TokenResponse') } },
          },
          '400': oauthError('e.g. `invalid_grant`.'),
        },
      },
    },
    '/token/revocation': {
      servers,
      post: {
        operationId: 'revokeToken',
        summary: 'Revoke a token (RFC 7009); the API refuses it from then on',
        tags: ['oauth'],
        security: [],
        requestBody: form({
          type: 'object',
          required: ['token', 'client_id'],
          properties: { token: { type: 'string' }, token_type_hint: { type: 'string' }, client_id: { type: 'string' } },
        }),
        responses: {
          '200': { description: 'Revoked (or unknown: RFC 7009 answers 200 either way).' },
          '400': oauthError('Bad request.'),
        },
      },
    },
    '/me': {
      servers,
      get: {
        operationId: 'getUserInfo',
        summary: 'Get user info (OIDC user-info endpoint)',
        tags: ['oauth'],
        security: TOKEN_SECURITY,
        responses: {
          '200': {
            description: 'The user profile.',
            content: { 'application/json': { schema: schemaRef('UserInfo') } },
          },
          '401': { $ref: '#/components/responses/Unauthorized' },
        },
      },
    },
  };
}
