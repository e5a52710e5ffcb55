// @vitest-environment node
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANTS, type Variant } from '../../openapi/build.ts';
import { NO_ORDERS_CLIENT_ID } from './clients.ts';
import { Contract } from './test-support/contract.ts';
import { documentedOperations, pathOf, type DocumentedOperation, type Parameter } from './test-support/operations.ts';
import { bodyCases, invalidParameterTexts, validValue } from './test-support/schema-values.ts';
import { startWorld, type Problem, type World } from './test-support/world.ts';

type Schema = OpenAPIV3.SchemaObject;

/**
 * Requests are checked against the documents (docs/sandbox.md): every documented parameter and body
 * field of every API operation of both documents, sent outside its schema, is a 400 problem naming
 * it. The cases come from the documents (schema-values.ts), so a new parameter, field or constraint
 * is covered without a line here. The OAuth operations are left out: they are the OpenID provider's,
 * which answers OAuth errors.
 */

interface Case {
  what: string;
  name: string;
  code: string;
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

interface Operation {
  id: string;
  method: string;
  cases: Case[];
  /** Parameters whose schema admits every text: nothing can be sent outside it. */
  free: string[];
}

const contracts = { a: await Contract.load('a'), b: await Contract.load('b') };

function codeFor(parameter: Parameter, codes: readonly unknown[]): string {
  // A header with a problem code of its own (the document's list says which) uses it.
  const own = `invalid_${parameter.name.toLowerCase().replaceAll('-', '_')}`;
  return parameter.in === 'header' && codes.includes(own) ? own : 'invalid_parameter';
}

function parameterCases(operation: DocumentedOperation, codes: readonly unknown[], free: string[]): Case[] {
  const validBody = operation.body ? validValue(operation.body) : undefined;
  const cases: Case[] = [];
  for (const parameter of operation.parameters) {
    const texts = invalidParameterTexts(parameter.schema as Schema);
    if (texts.length === 0) free.push(parameter.name);
    for (const text of texts) {
      if (parameter.in === 'path' && text === '') continue; // an empty segment is another path
      const query = parameter.in === 'query' ? `?${parameter.name}=${encodeURIComponent(text)}` : '';
      const path = parameter.in === 'path' ? pathOf(operation, { [parameter.name]: text }) : pathOf(operation);
      cases.push({
        what: `${parameter.in} ${parameter.name}=${JSON.stringify(text.slice(0, 20))}`,
        name: parameter.name,
        code: codeFor(parameter, codes),
        path: path + query,
        headers: parameter.in === 'header' ? { [parameter.name]: text } : {},
        body: validBody,
      });
    }
  }
  return cases;
}

function bodyFieldCases(operation: DocumentedOperation): Case[] {
  if (!operation.body) return [];
  const path = pathOf(operation);
  const noBody = { what: 'no body', name: 'body', body: undefined };
  return [noBody, ...bodyCases(operation.body)].map((sent) => ({ ...sent, code: 'invalid_body', path, headers: {} }));
}

function operationsOf(variant: Variant): Operation[] {
  const { document } = contracts[variant];
  const problem = document.components?.schemas?.['Problem'] as Schema;
  const codes = (problem.properties?.['code'] as Schema).enum ?? [];
  return documentedOperations(document)
    .filter((operation) => !operation.oauth)
    .map((operation) => {
      const free: string[] = [];
      const cases = [...parameterCases(operation, codes, free), ...bodyFieldCases(operation)];
      return { id: operation.id, method: operation.method, cases, free };
    });
}

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

describe.each(VARIANTS)('variant %s: requests outside the document', (variant) => {
  const operations = operationsOf(variant);

  it('has a case for every parameter but the free-text ids', () => {
    // Ids are opaque text: any value is well-formed, and an unknown one is a 404. A new parameter
    // that admits every text must be added here on purpose.
    const free = operations.flatMap((operation) => operation.free);
    expect([...new Set(free)].sort()).toEqual(['orderId', 'syncId']);
  });

  it('answers 403 before 400: a client without the permission hears that first', async () => {
    const { api } = await world.user(variant, 'noorders', NO_ORDERS_CLIENT_ID);
    const { status, body } = await api.get<Problem>('/orders?limit=0');
    expect([status, body.code]).toEqual([403, 'permission_denied']);
  });

  it('lists every invalid input of one request, not only the first', async () => {
    const { api } = await world.user(variant, 'several');
    const checked: string[] = [];
    for (const operation of documentedOperations(contracts[variant].document).filter((each) => !each.oauth)) {
      const broken = operation.parameters
        .filter((parameter) => parameter.in === 'query')
        .map((parameter) => ({ parameter, text: invalidParameterTexts(parameter.schema as Schema)[0] }))
        .filter((each) => each.text !== undefined);
      if (broken.length < 2) continue;
      const query = broken.map(({ parameter, text = '' }) => `${parameter.name}=${encodeURIComponent(text)}`);
      const { status, body } = await api.request<Problem>(operation.method, `${pathOf(operation)}?${query.join('&')}`);
      expect(status, operation.id).toBe(400);
      expect(body.invalidParams?.map((item) => item.name).sort(), operation.id).toEqual(
        broken.map(({ parameter }) => parameter.name).sort(),
      );
      checked.push(operation.id);
    }
    expect(checked.length).toBeGreaterThan(0);
  });

  it.each(operations.filter((operation) => operation.cases.length > 0).map((operation) => [operation.id, operation]))(
    '%s: each parameter and body field outside its schema is a 400 problem naming it',
    async (_id, operation) => {
      // A fresh user per operation keeps every case under the 100 requests a minute.
      const { api } = await world.user(variant, 'invalid');
      const wrong: string[] = [];
      for (const sent of operation.cases) {
        const { status, body } = await api.request<Problem>(operation.method, sent.path, {
          headers: sent.headers,
          ...(sent.body === undefined ? {} : { body: sent.body }),
        });
        const names = body.invalidParams?.map((item) => item.name);
        if (status !== 400 || body.code !== sent.code || JSON.stringify(names) !== JSON.stringify([sent.name])) {
          wrong.push(`${sent.what}: expected 400 ${sent.code} [${sent.name}], got ${status} ${JSON.stringify(body)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
