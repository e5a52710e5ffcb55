/**
 * The API's response contract, written a second time as data (the OpenAPI documents in openapi/),
 * so the fuzz tests can tell on their own whether a body fits, apart from src/core/api/validators.ts.
 */

type Leaf = (value: unknown) => boolean;
/** A leaf check, a record of fields, an array of items, or an optional part. */
export type Schema = Leaf | { readonly [field: string]: Schema } | readonly [Schema] | { readonly optional: Schema };

const optional = (schema: Schema): { readonly optional: Schema } => ({ optional: schema });
const isOptional = (schema: Schema): schema is { readonly optional: Schema } =>
  typeof schema === 'object' && !Array.isArray(schema) && Object.keys(schema).length === 1 && 'optional' in schema;

const STRING: Leaf = (value) => typeof value === 'string';
const INTEGER: Leaf = (value) =>
  typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER;
const COUNT: Leaf = (value) => INTEGER(value) && (value as number) >= 0;
/** Open enums (error codes, order statuses): a string of 1 to 64 characters. */
const CODE: Leaf = (value) => typeof value === 'string' && value.length >= 1 && value.length <= 64;
const BOOLEAN: Leaf = (value) => value === true || value === false;
const oneOf =
  (...values: string[]): Leaf =>
  (value) =>
    typeof value === 'string' && values.includes(value);
const SYNC_STATUS = oneOf('queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention');

const CONNECTION: Schema = {
  retailerId: INTEGER,
  displayName: STRING,
  status: oneOf('active', 'error', 'pending'),
  lastSyncAt: STRING,
  errorCode: optional(CODE),
};
const SYNC: Schema = {
  syncId: (value) => typeof value === 'string' && value.length >= 1 && value.length <= 128,
  status: SYNC_STATUS,
  createdAt: STRING,
  updatedAt: STRING,
  retailers: [
    {
      retailerId: INTEGER,
      status: SYNC_STATUS,
      ordersFetched: COUNT,
      errorCode: optional(CODE),
      mfa: optional({ prompt: STRING }),
    },
  ],
};
const ORDER_SUMMARY = {
  orderId: STRING,
  retailerId: INTEGER,
  orderNumber: STRING,
  orderedAt: STRING,
  status: CODE,
  currency: STRING,
  total: COUNT,
  itemCount: COUNT,
} as const;

export function conforms(schema: Schema, value: unknown): boolean {
  if (typeof schema === 'function') return schema(value);
  if (isOptional(schema)) return value === undefined || conforms(schema.optional, value);
  if (Array.isArray(schema)) return Array.isArray(value) && value.every((item) => conforms(schema[0] as Schema, item));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(schema as Record<string, Schema>).every(([field, part]) => conforms(part, record[field]));
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

/** Each body the client reads: its contract and one valid example using every optional part. */
export const CONTRACTS = {
  catalog: {
    schema: [{ retailerId: INTEGER, displayName: STRING, logo: STRING, syncConfig: { serverSide: BOOLEAN } }] as Schema,
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
    schema: [CONNECTION] as Schema,
    valid: [connection, { ...connection, retailerId: 1012, status: 'active', errorCode: undefined }],
  },
  connection: { schema: CONNECTION, valid: connection },
  connectResult: { schema: { connection: CONNECTION, sync: SYNC } as Schema, valid: { connection, sync } },
  sync: { schema: SYNC, valid: sync },
  order: {
    schema: { ...ORDER_SUMMARY, items: [{ name: STRING, sku: STRING, quantity: COUNT, unitPrice: COUNT }] } as Schema,
    valid: {
      ...orderSummary,
      items: [
        { name: 'Hammer', sku: 'HM-1', quantity: 1, unitPrice: 999 },
        { name: 'Nails', sku: 'NL-1', quantity: 1, unitPrice: 1000 },
      ],
    },
  },
  orderList: {
    schema: { orders: [ORDER_SUMMARY], limit: COUNT, offset: COUNT, total: COUNT } as Schema,
    valid: { orders: [orderSummary], limit: 50, offset: 0, total: 1 },
  },
  userInfo: {
    schema: {
      sub: (value: unknown) => typeof value === 'string' && value.length > 0 && value.length <= 255,
      name: optional(STRING),
      email: optional(STRING),
    } as Schema,
    valid: { sub: 'user-1', name: 'Ada', email: 'ada@example.test' },
  },
} as const;
