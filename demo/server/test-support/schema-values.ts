import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import type { OpenAPIV3 } from 'openapi-types';

type Schema = OpenAPIV3.SchemaObject;

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;
/** Bodies travel as JSON: no coercion. */
const strictAjv = addFormats(new Ajv({ strict: false }));
/** Parameters travel as text and are coerced to their type, as the sandbox's validator does. */
const coercingAjv = addFormats(new Ajv({ strict: false, coerceTypes: true }));

/**
 * Values derived from a (dereferenced) schema of an OpenAPI document: one that it accepts, and
 * candidates that break each of its constraints, kept only when ajv agrees they are outside it. A new
 * parameter or field, or a new constraint, gets its cases without anyone writing them.
 */

export function isValid(schema: Schema, value: unknown, coerce = false): boolean {
  // Coercion rewrites the value it checks, so it gets a copy inside a wrapper it may write to.
  if (coerce) return coercingAjv.validate({ type: 'object', properties: { value: schema } }, { value });
  return strictAjv.validate(schema, value);
}

/** A value the schema accepts: its example or default, else the smallest one its type allows. */
export function validValue(schema: Schema): unknown {
  const value = schema.example ?? schema.default ?? smallest(schema);
  if (!isValid(schema, value)) throw new Error(`no valid value derived for ${JSON.stringify(schema)}`);
  return value;
}

function smallest(schema: Schema): unknown {
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => schema.required?.includes(name))
          .map(([name, property]) => [name, validValue(property as Schema)]),
      );
    default:
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

/**
 * JSON values outside the schema's own type and bounds. An object is never one for an object schema:
 * what is wrong inside it names a field (see bodyCases), not the object.
 */
export function invalidJsonValues(schema: Schema): unknown[] {
  const candidates: unknown[] = [null, 'x', 1, 1.5, true, []];
  if (schema.type !== 'object') candidates.push({});
  if (schema.minimum !== undefined) candidates.push(schema.minimum - 1);
  if (schema.maximum !== undefined) candidates.push(schema.maximum + 1);
  candidates.push(...invalidStrings(schema));
  return candidates.filter((candidate) => !isValid(schema, candidate));
}

/** Texts a parameter of this schema must refuse once coerced; none for a string left free. */
export function invalidParameterTexts(schema: Schema): string[] {
  const candidates = ['x', '1.5', 'true', ...invalidStrings(schema)];
  if (schema.minimum !== undefined) candidates.push(String(schema.minimum - 1));
  if (schema.maximum !== undefined) candidates.push(String(schema.maximum + 1));
  return [...new Set(candidates)].filter((candidate) => !isValid(schema, candidate, true));
}

function invalidStrings(schema: Schema): string[] {
  const strings = ['has space', 'not-a-member'];
  if (schema.minLength !== undefined && schema.minLength > 0) strings.push('');
  if (schema.maxLength !== undefined) strings.push('x'.repeat(schema.maxLength + 1));
  for (const member of schema.enum ?? []) {
    if (typeof member === 'string') strings.push(member.toUpperCase(), `${member},${member}`);
  }
  return strings;
}

export interface BodyCase {
  /** The name the 400 problem must give: a dotted path from the body's root, or `body`. */
  name: string;
  what: string;
  body: unknown;
}

/**
 * Bodies that each break one rule of a body schema: a field of the wrong type or out of bounds, a
 * required field left out, an unknown field where the schema is closed, at every depth.
 */
export function bodyCases(schema: Schema): BodyCase[] {
  const valid = validValue(schema);
  return [
    ...invalidJsonValues(schema).map((body) => ({ name: 'body', what: JSON.stringify(body), body })),
    ...fieldCases(schema, [], valid),
  ];
}

function fieldCases(schema: Schema, path: string[], valid: unknown): BodyCase[] {
  if (schema.type !== 'object') return [];
  const cases: BodyCase[] = [];
  const replaced = (name: string, value: unknown) => replaceAt(valid, [...path, name], value);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = property as Schema;
    const dotted = [...path, name].join('.');
    for (const value of invalidJsonValues(field)) {
      cases.push({
        name: dotted,
        what: `${dotted}=${JSON.stringify(value).slice(0, 20)}`,
        body: replaced(name, value),
      });
    }
    if (schema.required?.includes(name)) {
      cases.push({ name: dotted, what: `${dotted} missing`, body: replaced(name, undefined) });
    }
    cases.push(...fieldCases(field, [...path, name], valid));
  }
  if (schema.additionalProperties === false) {
    const dotted = [...path, 'unexpected'].join('.');
    cases.push({ name: dotted, what: `unknown field ${dotted}`, body: replaced('unexpected', 1) });
  }
  return cases;
}

/** A copy of `root` with the value at `path` set, or removed when `value` is undefined. */
function replaceAt(root: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const record = root as Record<string, unknown>;
  const next = rest.length === 0 ? value : replaceAt(record[head], rest, value);
  const others = Object.entries(record).filter(([name]) => name !== head);
  return Object.fromEntries(next === undefined ? others : [...others, [head, next]]);
}
