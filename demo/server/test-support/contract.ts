import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';
import { buildDocument, type Variant } from '../../../openapi/build.ts';
import { isValid } from './schema-values.ts';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Route {
  method: string;
  template: string;
  pattern: RegExp;
  specificity: number;
  operation: OpenAPIV3.OperationObject;
}

export interface Checked {
  operationId: string;
  status: number;
}

/**
 * Checks real answers against a variant's OpenAPI document: the operation must exist, declare the
 * status, send its required headers with values inside their schemas (as text, coerced like a
 * parameter), and the body must validate against the declared schema of its media type (with ajv).
 * Every check is recorded, so a test can assert which (operation, status) pairs were seen.
 */
export class Contract {
  readonly seen: Checked[] = [];
  readonly #validators = new WeakMap<object, ValidateFunction>();
  readonly #ajv = addFormats(new Ajv({ strict: false, allErrors: true }));

  private constructor(
    readonly variant: Variant,
    readonly document: OpenAPIV3.Document,
    private readonly routes: Route[],
  ) {}

  static async load(variant: Variant): Promise<Contract> {
    const document = (await SwaggerParser.dereference(structuredClone(buildDocument(variant)))) as OpenAPIV3.Document;
    const routes: Route[] = [];
    for (const [template, item] of Object.entries(document.paths)) {
      if (!item) continue;
      const base = new URL((item.servers ?? document.servers ?? [])[0]?.url ?? 'http://invalid/').pathname.replace(
        /\/$/,
        '',
      );
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      for (const method of METHODS) {
        const operation = item[method];
        if (operation) {
          routes.push({
            method,
            template,
            operation,
            pattern: new RegExp(`^${base}${source}$`),
            specificity: -(template.match(/\{/g)?.length ?? 0),
          });
        }
      }
    }
    routes.sort((a, b) => b.specificity - a.specificity);
    return new Contract(variant, document, routes);
  }

  operationIds(): string[] {
    return this.routes.map((route) => route.operation.operationId ?? `${route.method} ${route.template}`);
  }

  /** Throws an Error that says exactly what broke the contract. */
  check(method: string, url: string, status: number, headers: Headers, body: unknown): Checked {
    const pathname = new URL(url).pathname;
    const route = this.routes.find(
      (candidate) => candidate.method === method.toLowerCase() && candidate.pattern.test(pathname),
    );
    if (!route) throw new Error(`${method} ${pathname} is not an operation of variant ${this.variant}`);
    const operationId = route.operation.operationId ?? route.template;
    const response = route.operation.responses[String(status)] as OpenAPIV3.ResponseObject | undefined;
    if (!response) throw new Error(`${operationId} answered ${status}, which variant ${this.variant} does not declare`);
    for (const [name, header] of Object.entries(response.headers ?? {}) as [string, OpenAPIV3.HeaderObject][]) {
      const value = headers.get(name);
      if (value === null) {
        if (header.required) throw new Error(`${operationId} ${status} lacks the required header ${name}`);
      } else if (header.schema && !isValid(header.schema as OpenAPIV3.SchemaObject, value, true)) {
        throw new Error(`${operationId} ${status} header ${name}: ${value} breaks ${JSON.stringify(header.schema)}`);
      }
    }
    if (response.content) {
      const mediaType = (headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
      const media = response.content[mediaType];
      if (!media)
        throw new Error(
          `${operationId} ${status} answered ${mediaType || 'no content type'}; declared ${Object.keys(response.content).join(', ')}`,
        );
      if (media.schema) this.#validate(`${operationId} ${status}`, media.schema, body);
    }
    const checked = { operationId, status };
    this.seen.push(checked);
    return checked;
  }

  #validate(where: string, schema: object, body: unknown): void {
    let validate = this.#validators.get(schema);
    if (!validate) {
      validate = this.#ajv.compile(schema);
      this.#validators.set(schema, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${where} body breaks the schema: ${this.#ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
}
