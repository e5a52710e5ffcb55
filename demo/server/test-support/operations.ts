import type { OpenAPIV3 } from 'openapi-types';
import { validValue } from './schema-values.ts';

type Schema = OpenAPIV3.SchemaObject;
export type Parameter = OpenAPIV3.ParameterObject;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** One operation of a dereferenced document, with what a test needs to send it. */
export interface DocumentedOperation {
  id: string;
  method: string;
  template: string;
  /** Path-level and operation-level parameters together. */
  parameters: Parameter[];
  /** The JSON request body's schema, if the operation takes one. */
  body?: Schema;
  /** Under a server of its own: the OpenID provider's, not the API's. */
  oauth: boolean;
  statuses: number[];
  bearer: boolean;
}

export function documentedOperations(document: OpenAPIV3.Document): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [template, item] of Object.entries(document.paths)) {
    if (!item) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const requestBody = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const body = requestBody?.content['application/json']?.schema as Schema | undefined;
      operations.push({
        id: operation.operationId ?? `${method} ${template}`,
        method: method.toUpperCase(),
        template,
        parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] as Parameter[],
        ...(body ? { body } : {}),
        oauth: item.servers !== undefined,
        statuses: Object.keys(operation.responses).map(Number),
        bearer: (operation.security ?? document.security ?? []).some((scheme) => 'bearerAuth' in scheme),
      });
    }
  }
  return operations;
}

/** The operation's path with a valid value for each path parameter, or `overrides`' text. */
export function pathOf(operation: DocumentedOperation, overrides: Record<string, string> = {}): string {
  return operation.template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (!parameter) throw new Error(`${operation.template} does not declare its path parameter ${name}`);
    return encodeURIComponent(String(overrides[name] ?? validValue(parameter.schema as Schema)));
  });
}
