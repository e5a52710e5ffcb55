/**
 * The API's response contract, read from the OpenAPI document itself (openapi/variant-b.json; both
 * variants' schemas are the same, src/core/api/types.ts checks it) and checked by Ajv, so the tests
 * can tell on their own whether a body fits, apart from src/core/api/validators.ts. A field renamed,
 * added or retyped in the document and not in the validators makes the validators' fuzz tests fail.
 *
 * The validators read the document as a tolerant reader would, and so does this oracle; each way
 * it departs from the document is one rule below (`tolerant`) or one entry of `WIDGET_READS`:
 * - unknown fields are accepted (`additionalProperties: false` is dropped): a newer service may add some;
 * - formats and patterns are not checked: the widget shows those strings, it does not parse them;
 * - a documented minimum is read as 0, and maxima and array sizes are not checked: a count off by
 *   one, or an order without items, is shown;
 * - integers are JavaScript's safe integers;
 * - the open enums of src/core/api/types.ts (retailer error codes, skip reasons, order statuses) are
 *   any string of 1 to 64 characters: a new value must not make a whole answer unreadable;
 * - the widget's own bounds: a sync id of 1 to 128 characters, a `sub` of 1 to 255 (OpenID Connect
 *   Core 1.0 §2), and of the userinfo claims only those the widget reads.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import document from '../../../openapi/variant-b.json' with { type: 'json' };

type JsonSchema = { readonly [keyword: string]: unknown };

/** A string of 1 to 64 characters: what an open enum is read as. */
const OPEN_ENUM = { type: 'string', minLength: 1, maxLength: 64 };

/** Where the widget reads a schema otherwise than the document says: `Schema` or `Schema.property`. */
const WIDGET_READS: Readonly<Record<string, JsonSchema>> = {
  FailureCode: OPEN_ENUM,
  'SkippedRetailer.reason': OPEN_ENUM,
  'OrderSummary.status': OPEN_ENUM,
  'Order.status': OPEN_ENUM,
  'SyncSession.syncId': { type: 'string', minLength: 1, maxLength: 128 },
  UserInfo: {
    type: 'object',
    required: ['sub'],
    properties: {
      sub: { type: 'string', minLength: 1, maxLength: 255 },
      name: { type: 'string' },
      email: { type: 'string' },
    },
  },
};

/** The tolerant reading of one schema, recursively (the rules in the comment at the top). */
function tolerant(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tolerant);
  if (typeof schema !== 'object' || schema === null) return schema;
  const read: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (
      [
        'additionalProperties',
        'format',
        'pattern',
        'maximum',
        'minItems',
        'maxItems',
        'description',
        'example',
      ].includes(keyword)
    )
      continue;
    read[keyword] = keyword === 'minimum' ? 0 : tolerant(value);
  }
  if (read['type'] === 'integer') {
    read['minimum'] = read['minimum'] ?? -Number.MAX_SAFE_INTEGER;
    read['maximum'] = Number.MAX_SAFE_INTEGER;
  }
  return read;
}

/** The document's schemas as the widget reads them, with `WIDGET_READS` applied. */
function widgetSchemas(): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(document.components.schemas)) {
    const read = tolerant(schema) as { properties?: Record<string, unknown> };
    for (const property of Object.keys(read.properties ?? {})) {
      const own = WIDGET_READS[`${name}.${property}`];
      if (own && read.properties) read.properties[property] = own;
    }
    schemas[name] = WIDGET_READS[name] ?? read;
  }
  return schemas;
}

// Not strict: the document is OpenAPI 3.0, whose schemas carry keywords JSON Schema does not know.
const ajv = new Ajv({ strict: false, allErrors: false });
ajv.addSchema({ components: { schemas: widgetSchemas() } }, 'openapi');

const ref = (name: string): JsonSchema => ({ $ref: `openapi#/components/schemas/${name}` });
const listOf = (name: string): JsonSchema => ({ type: 'array', items: ref(name) });

const compiled = new Map<JsonSchema, ValidateFunction>();
/** True when `value` fits `schema` as the widget reads the document. */
export function conforms(schema: JsonSchema, value: unknown): boolean {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate(value);
}

const connection = {
  retailerId: 1008,
  displayName: 'Harbor Hardware',
  status: 'error',
  lastSyncAt: '2026-11-21T13:00:00Z',
  errorCode: 'invalid_credentials',
};
const sync = {
  syncId: 'sync_01',
  status: 'userintervention',
  createdAt: '2026-11-21T13:00:00Z',
  updatedAt: '2026-11-21T13:00:02Z',
  retailers: [
    { retailerId: 1008, status: 'userintervention', ordersFetched: 0, mfa: { prompt: 'Enter the code we texted you' } },
    { retailerId: 1012, status: 'error', ordersFetched: 3, errorCode: 'account_locked' },
  ],
};
const orderSummary = {
  orderId: 'ord_1',
  retailerId: 1008,
  orderNumber: 'HH-1',
  orderedAt: '2026-11-20T10:00:00Z',
  status: 'delivered',
  currency: 'USD',
  total: 1999,
  itemCount: 2,
};

/** Each body the client reads: its schema in the document and one valid example using every optional part. */
export const CONTRACTS = {
  catalog: {
    schema: listOf('AvailableRetailer'),
    valid: [
      {
        retailerId: 1008,
        displayName: 'Harbor Hardware',
        logo: 'http://localhost/logos/1008.svg',
        syncConfig: { serverSide: true },
      },
    ],
  },
  connections: {
    schema: listOf('Connection'),
    valid: [connection, { ...connection, retailerId: 1012, status: 'active', errorCode: undefined }],
  },
  connection: { schema: ref('Connection'), valid: connection },
  connectResult: { schema: ref('ConnectResult'), valid: { connection, sync } },
  sync: { schema: ref('SyncSession'), valid: sync },
  order: {
    schema: ref('Order'),
    valid: {
      ...orderSummary,
      items: [
        { name: 'Hammer', sku: 'HM-1', quantity: 1, unitPrice: 999 },
        { name: 'Nails', sku: 'NL-1', quantity: 1, unitPrice: 1000 },
      ],
    },
  },
  orderList: {
    schema: ref('OrderList'),
    valid: { orders: [orderSummary], limit: 50, offset: 0, total: 1 },
  },
} as const;
