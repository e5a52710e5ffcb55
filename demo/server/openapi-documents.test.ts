// @vitest-environment node
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { buildDocument, VARIANTS } from '../../openapi/build.ts';
import { generatedFiles, readCommitted } from '../../openapi/generate.ts';

/** The spec's operations (§4.2) plus connecting and MFA, by variant: each must be in its document. */
const OPERATIONS = {
  a: [
    'listAvailableRetailers',
    'listConnections',
    'getConnection',
    'connectRetailer',
    'updateConnection',
    'triggerConnectionSync',
    'syncAllConnections',
    'getLatestSync',
    'getSync',
    'submitMfaCode',
    'listOrders',
    'getOrder',
    'getUserInfo',
    'authorize',
    'exchangeToken',
    'revokeToken',
    'getDiscoveryDocument',
    'getJwks',
  ],
  b: [
    'listAvailableRetailers',
    'listConnectedRetailers',
    'getRetailerDetails',
    'connectRetailer',
    'triggerRetailerSync',
    'syncAllRetailers',
    'getLatestSync',
    'getSync',
    'submitMfaCode',
    'listOrders',
    'getOrder',
    'getUserInfo',
    'authorize',
    'exchangeToken',
    'revokeToken',
    'getDiscoveryDocument',
    'getJwks',
  ],
} as const;

function operations(
  document: OpenAPIV3.Document,
): Map<string, { path: string; method: string; operation: OpenAPIV3.OperationObject }> {
  const found = new Map<string, { path: string; method: string; operation: OpenAPIV3.OperationObject }>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item?.[method];
      if (operation?.operationId) found.set(operation.operationId, { path, method, operation });
    }
  }
  return found;
}

describe.each(VARIANTS)('OpenAPI document of variant %s', (variant) => {
  it('is a valid OpenAPI 3.0 document (swagger-parser)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(buildDocument(variant)))) as OpenAPIV3.Document;
    expect(api.openapi).toMatch(/^3\.0\./);
  });

  it('has exactly the operations of its variant', () => {
    expect([...operations(buildDocument(variant)).keys()].sort()).toEqual([...OPERATIONS[variant]].sort());
  });

  it('requires the bearer or the DPoP scheme everywhere but the public catalog and the OAuth endpoints', () => {
    const document = buildDocument(variant);
    expect(document.components?.securitySchemes?.['bearerAuth']).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components?.securitySchemes?.['dpopAuth']).toMatchObject({ type: 'http', scheme: 'DPoP' });
    for (const [id, { operation }] of operations(document)) {
      const open =
        id === 'listAvailableRetailers' ||
        ['authorize', 'exchangeToken', 'revokeToken', 'getDiscoveryDocument', 'getJwks'].includes(id);
      expect(operation.security, id).toEqual(open ? [] : [{ bearerAuth: [] }, { dpopAuth: [] }]);
      if (!open && id !== 'getUserInfo')
        expect(Object.keys(operation.responses), id).toEqual(expect.arrayContaining(['401', '403', '429']));
    }
  });

  it('states the limits: order page size default 50, maximum 100, and the 429 headers', () => {
    const document = buildDocument(variant);
    expect(document.components?.parameters?.['Limit']).toMatchObject({ schema: { default: 50, maximum: 100 } });
    expect(
      Object.keys((document.components?.responses?.['RateLimited'] as OpenAPIV3.ResponseObject).headers ?? {}),
    ).toEqual(['Retry-After', 'RateLimit', 'RateLimit-Policy']);
  });

  it('is committed (openapi/variant-*.json) with generated types that are up to date (run `npm run generate:api`)', async () => {
    for (const [path, contents] of await generatedFiles()) {
      if (path.includes(`variant-${variant}.`)) expect(await readCommitted(path), `${path} is stale`).toBe(contents);
    }
  });
});

describe('the variants differ where the spec says', () => {
  it('puts the public catalog at /sync/retailers in A and /retailers/available in B', () => {
    expect(operations(buildDocument('a')).get('listAvailableRetailers')?.path).toBe('/sync/retailers');
    expect(operations(buildDocument('b')).get('listAvailableRetailers')?.path).toBe('/retailers/available');
    expect(operations(buildDocument('b')).get('listConnectedRetailers')?.path).toBe('/sync/retailers');
  });

  it('words 403 for each variant: A sends the caller to the operator, B names the missing permission', () => {
    const forbidden = (variant: 'a' | 'b') =>
      (buildDocument(variant).components?.responses?.['Forbidden'] as OpenAPIV3.ResponseObject).description;
    expect(forbidden('a')).toMatch(/contact the service operator/);
    expect(forbidden('b')).toMatch(/names the missing permission/);
  });
});
