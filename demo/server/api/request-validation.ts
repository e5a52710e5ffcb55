import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import type { OpenAPIV3 } from 'openapi-types';
import { buildDocument, type Variant } from '../../../openapi/build.ts';
import { ApiError, invalidInput, type InvalidParam, type ProblemCode } from '../problem.ts';

/**
 * Every API request is checked against the variant's own OpenAPI document (express-openapi-validator,
 * which compiles the document's parameter and body schemas with ajv), so the document is the single
 * source of what a valid request is. A route mounts these handlers after its permission check, so a
 * client without the permission hears 403 before any 400, as before.
 *
 * Passed requests have their query and path parameters coerced to the documented types, with the
 * documented defaults filled in (see validated.ts). A refused one becomes the API's 400 problem, one
 * `invalidParams` entry per parameter or body field, whatever the validator's own error shape is.
 */
export function requestValidation(variant: Variant, origin: string): RequestHandler[] {
  const document = apiDocument(variant, origin);
  const headerNames = documentedHeaderNames(document);
  const validator = OpenApiValidator.middleware({
    apiSpec: document as Parameters<typeof OpenApiValidator.middleware>[0]['apiSpec'],
    validateApiSpec: true,
    // Every invalid parameter is listed, not only the first; bodies are capped at 16 kB (http.ts).
    validateRequests: { allErrors: true, allowUnknownQueryParameters: true },
    validateResponses: false,
    // The bearer token is checked earlier (auth.ts), against the provider itself.
    validateSecurity: false,
  });
  const toProblem: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
    next(problemOf(error, headerNames) ?? error);
  };
  return [...validator, toProblem] as RequestHandler[];
}

/** The document's API operations only: the OAuth ones live on the provider, under their own server. */
function apiDocument(variant: Variant, origin: string): OpenAPIV3.Document {
  const document = buildDocument(variant, origin);
  const paths = Object.entries(document.paths).filter(([, item]) => item?.servers === undefined);
  return { ...document, paths: Object.fromEntries(paths) };
}

/** The validator reports headers in lower case; problems name them as the document spells them. */
function documentedHeaderNames(document: OpenAPIV3.Document): Map<string, string> {
  const names = new Map<string, string>();
  for (const parameter of Object.values(document.components?.parameters ?? {})) {
    if ('in' in parameter && parameter.in === 'header') names.set(parameter.name.toLowerCase(), parameter.name);
  }
  return names;
}

const { BadRequest, UnsupportedMediaType } = OpenApiValidator.error;

const CODE_OF_LOCATION: Record<string, ProblemCode> = {
  query: 'invalid_parameter',
  params: 'invalid_parameter',
  headers: 'invalid_parameter',
  body: 'invalid_body',
};

/** Header parameters with a code of their own (spec'd in the documents' PROBLEM_CODES). */
const CODE_OF_HEADER: Record<string, ProblemCode> = { 'Idempotency-Key': 'invalid_idempotency_key' };

interface Located extends InvalidParam {
  code: ProblemCode;
}

function problemOf(error: unknown, headerNames: Map<string, string>): ApiError | undefined {
  if (error instanceof UnsupportedMediaType) {
    return invalidInput([{ name: 'body', reason: 'must be application/json' }], 'invalid_body');
  }
  if (!(error instanceof BadRequest)) return undefined;
  const located = error.errors.map((item) => locate(item.path, item.message, headerNames));
  if (located.some((item) => item === undefined)) return undefined;
  const items = located.filter((item) => item !== undefined);
  const codes = new Set(items.map((item) => item.code));
  // One kind of input at fault names that kind; a mix is a plain parameter problem.
  const [only] = codes;
  return invalidInput(mergeByName(items), codes.size === 1 && only ? only : 'invalid_parameter');
}

/** `/query/limit`, `/headers/idempotency-key`, `/body/credentials/username` → the name a client sent. */
function locate(path: string, reason: string, headerNames: Map<string, string>): Located | undefined {
  const [location = '', ...rest] = path.split('/').filter((segment) => segment !== '');
  const code = CODE_OF_LOCATION[location];
  if (!code) return undefined;
  if (location === 'body') return { name: rest.length > 0 ? rest.join('.') : 'body', reason, code };
  const [parameter] = rest;
  if (parameter === undefined) return undefined;
  const name = location === 'headers' ? (headerNames.get(parameter) ?? parameter) : parameter;
  return { name, reason, code: CODE_OF_HEADER[name] ?? code };
}

/** One entry per parameter: a value that breaks two rules (too short and a bad character) says both. */
function mergeByName(items: readonly Located[]): InvalidParam[] {
  const merged = new Map<string, InvalidParam>();
  for (const { name, reason } of items) {
    const earlier = merged.get(name);
    merged.set(name, { name, reason: earlier ? `${earlier.reason}; ${reason}` : reason });
  }
  return [...merged.values()];
}
