import type { OpenAPIV3 } from 'openapi-types';

type SchemaObject = OpenAPIV3.SchemaObject;

/**
 * The resource schemas shared by both variants. Response objects are closed
 * (`additionalProperties: false`) so that a contract test fails when the sandbox adds a field the
 * document does not promise; the widget may rely on exactly these shapes.
 */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const timestamp = (description: string): SchemaObject => ({ type: 'string', format: 'date-time', description });

export const CONNECTION_STATUSES = ['active', 'error', 'pending'] as const;
export const SYNC_STATUSES = ['queued', 'connecting', 'scanning', 'completed', 'error', 'userintervention'] as const;
export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled', 'returned'] as const;

/** Why a connection or a sync of one retailer failed; the widget maps each to its own copy. */
export const FAILURE_CODES = [
  'invalid_credentials',
  'account_locked',
  'credentials_expired',
  'mfa_failed',
  'mfa_cancelled',
  'upstream_unavailable',
] as const;

/** Every `code` a problem body can carry; a client can switch on it. */
export const PROBLEM_CODES = [
  'invalid_request',
  'invalid_parameter',
  'invalid_body',
  'invalid_idempotency_key',
  'unauthorized',
  'invalid_token',
  'permission_denied',
  'not_found',
  'method_not_allowed',
  'connection_exists',
  'sync_in_progress',
  'no_connections',
  'mfa_not_requested',
  'idempotency_key_reused',
  'rate_limited',
  'sync_rate_limited',
  'upstream_unavailable',
  'internal_error',
] as const;

/**
 * The largest id or offset a request may carry. The sandbox validates requests against these
 * documents, so every bound it enforces must be written here; a 32-bit range keeps ids exact in any
 * client's number type.
 */
export const INT32_MAX = 2_147_483_647;

export const PERMISSIONS = ['connections', 'syncs', 'orders'] as const;

const orderSummaryProperties: Record<string, SchemaObject> = {
  orderId: { type: 'string', description: 'Opaque identifier, unique across users.' },
  retailerId: { type: 'integer' },
  orderNumber: { type: 'string', description: "The retailer's own order number." },
  orderedAt: timestamp('When the order was placed (ISO 8601, UTC).'),
  status: { type: 'string', enum: [...ORDER_STATUSES] },
  currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'ISO 4217 code.' },
  total: { type: 'integer', minimum: 0, description: 'Order total in minor units of `currency` (cents).' },
  itemCount: { type: 'integer', minimum: 1 },
};
const orderSummaryRequired = Object.keys(orderSummaryProperties);

/** Why sync all left a connection out of its batch: the same codes as the problems of a sync of it alone. */
export const SKIP_REASONS = ['sync_rate_limited', 'sync_in_progress'] as const;

const SYNC_SESSION_DESCRIPTION =
  'A sync batch. Its status is derived from its retailers: `userintervention` if any waits for a code, ' +
  'otherwise the least advanced of queued/connecting/scanning while any runs; once all have finished, `error` if every one failed, ' +
  'else `completed` (a retailer that failed inside a completed batch says so in its own entry).';

const syncSessionProperties: Record<string, SchemaObject | OpenAPIV3.ReferenceObject> = {
  syncId: { type: 'string', pattern: '^sync_[0-9a-f]{24}$' },
  status: ref('SyncStatus'),
  createdAt: timestamp('When the sync was started.'),
  updatedAt: timestamp('When any retailer of the sync last changed state.'),
  retailers: { type: 'array', items: ref('SyncRetailer') },
};

export const schemas: Record<string, SchemaObject> = {
  AvailableRetailer: {
    type: 'object',
    description: 'A catalog entry.',
    required: ['retailerId', 'displayName', 'logo', 'syncConfig'],
    additionalProperties: false,
    properties: {
      retailerId: { type: 'integer' },
      displayName: { type: 'string' },
      logo: { type: 'string', format: 'uri', description: 'URL of the logo image.' },
      syncConfig: {
        type: 'object',
        required: ['serverSide'],
        additionalProperties: false,
        properties: { serverSide: { type: 'boolean' } },
      },
    },
  },
  RetailerId: {
    type: 'integer',
    minimum: 1,
    maximum: INT32_MAX,
    description: 'Identifies a retailer of the catalog (and so a connection: one per user and retailer).',
  },
  ConnectionStatus: { type: 'string', enum: [...CONNECTION_STATUSES] },
  FailureCode: { type: 'string', enum: [...FAILURE_CODES] },
  Connection: {
    type: 'object',
    description: "A user's link to one retailer. One per (user, retailer), identified by `retailerId`.",
    required: ['retailerId', 'displayName', 'status', 'lastSyncAt'],
    additionalProperties: false,
    properties: {
      retailerId: { type: 'integer' },
      displayName: { type: 'string' },
      status: ref('ConnectionStatus'),
      lastSyncAt: timestamp(
        'When the most recent sync of this connection started (ISO 8601, UTC). Connecting starts a sync, so it is always set.',
      ),
      // allOf, because OpenAPI 3.0 ignores anything beside a bare $ref, description included.
      errorCode: {
        allOf: [ref('FailureCode')],
        description: 'Present only when status is `error`: why re-authentication is needed.',
      },
    },
  },
  Credentials: {
    type: 'object',
    description: 'Credentials for the retailer account. Never returned by the API.',
    required: ['username', 'password'],
    additionalProperties: false,
    properties: {
      username: { type: 'string', minLength: 1, maxLength: 128 },
      password: { type: 'string', minLength: 1, maxLength: 128 },
    },
  },
  ConnectRequest: {
    type: 'object',
    required: ['retailerId', 'credentials'],
    additionalProperties: false,
    properties: { retailerId: ref('RetailerId'), credentials: ref('Credentials') },
  },
  ConnectResult: {
    type: 'object',
    description: 'The connection and the sync its credentials started.',
    required: ['connection', 'sync'],
    additionalProperties: false,
    properties: { connection: ref('Connection'), sync: ref('SyncSession') },
  },
  SyncStatus: { type: 'string', enum: [...SYNC_STATUSES] },
  SyncRetailer: {
    type: 'object',
    description: 'The progress of one retailer inside a sync batch.',
    required: ['retailerId', 'status', 'ordersFetched'],
    additionalProperties: false,
    properties: {
      retailerId: { type: 'integer' },
      status: ref('SyncStatus'),
      ordersFetched: { type: 'integer', minimum: 0, description: 'Grows while scanning; final when completed.' },
      errorCode: { allOf: [ref('FailureCode')], description: 'Present only when status is `error`.' },
      mfa: {
        type: 'object',
        description: "Present only when status is `userintervention`: submit the code to the sync's MFA operation.",
        required: ['prompt'],
        additionalProperties: false,
        properties: { prompt: { type: 'string' } },
      },
    },
  },
  SyncSession: {
    type: 'object',
    description: SYNC_SESSION_DESCRIPTION,
    required: ['syncId', 'status', 'createdAt', 'updatedAt', 'retailers'],
    additionalProperties: false,
    properties: syncSessionProperties,
  },
  SkippedRetailer: {
    type: 'object',
    description: 'A connection that a sync-all batch left out, and why.',
    required: ['retailerId', 'reason'],
    additionalProperties: false,
    properties: {
      retailerId: { type: 'integer' },
      reason: {
        type: 'string',
        enum: [...SKIP_REASONS],
        description:
          '`sync_rate_limited`: the retailer is at its hourly sync limit; `sync_in_progress`: a sync of it has not finished.',
      },
      retryAfterSeconds: {
        type: 'integer',
        minimum: 1,
        description:
          'Present only with `sync_rate_limited`: seconds until the limit allows a sync of this retailer again, ' +
          'the `Retry-After` that a sync of it alone would answer now.',
      },
    },
  },
  SyncBatch: {
    type: 'object',
    description:
      'The answer of sync all: the batch it started (a sync session) and the connections it left out, ' +
      'so a client can tell the user which were not synced and when they can be.',
    required: ['syncId', 'status', 'createdAt', 'updatedAt', 'retailers', 'skipped'],
    additionalProperties: false,
    properties: {
      ...syncSessionProperties,
      skipped: {
        type: 'array',
        items: ref('SkippedRetailer'),
        description: 'Every connection of the user not in `retailers`, by `retailerId`; empty when none was left out.',
      },
    },
  },
  MfaRequest: {
    type: 'object',
    required: ['retailerId', 'code'],
    additionalProperties: false,
    properties: { retailerId: ref('RetailerId'), code: { type: 'string', minLength: 1, maxLength: 16 } },
  },
  OrderSummary: {
    type: 'object',
    required: orderSummaryRequired,
    additionalProperties: false,
    properties: orderSummaryProperties,
  },
  OrderItem: {
    type: 'object',
    required: ['name', 'sku', 'quantity', 'unitPrice'],
    additionalProperties: false,
    properties: {
      name: { type: 'string' },
      sku: { type: 'string' },
      quantity: { type: 'integer', minimum: 1 },
      unitPrice: { type: 'integer', minimum: 0, description: 'Minor units of the order currency.' },
    },
  },
  Order: {
    type: 'object',
    description: 'One order with full details: the summary fields plus its items.',
    required: [...orderSummaryRequired, 'items'],
    additionalProperties: false,
    properties: { ...orderSummaryProperties, items: { type: 'array', minItems: 1, items: ref('OrderItem') } },
  },
  OrderList: {
    type: 'object',
    description: 'A page of orders, newest first, with the total count of orders matching the filter.',
    required: ['orders', 'limit', 'offset', 'total'],
    additionalProperties: false,
    properties: {
      orders: { type: 'array', items: ref('OrderSummary') },
      limit: { type: 'integer', minimum: 1, maximum: 100 },
      offset: { type: 'integer', minimum: 0 },
      total: { type: 'integer', minimum: 0 },
    },
  },
  Problem: {
    type: 'object',
    description: 'Every error of the API (RFC 9457, `application/problem+json`).',
    required: ['type', 'title', 'status', 'detail', 'code'],
    additionalProperties: false,
    properties: {
      type: {
        type: 'string',
        format: 'uri-reference',
        description: 'Identifies the kind of problem; also documented by `code`.',
      },
      title: { type: 'string' },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      detail: { type: 'string', description: 'Human-readable explanation of this occurrence.' },
      code: { type: 'string', enum: [...PROBLEM_CODES] },
      missingPermission: {
        type: 'string',
        enum: [...PERMISSIONS],
        description: 'Variant B 403 only: the permission the client lacks.',
      },
      invalidParams: {
        type: 'array',
        description: 'On 400: which parameters or body fields were invalid.',
        items: {
          type: 'object',
          required: ['name', 'reason'],
          additionalProperties: false,
          properties: { name: { type: 'string' }, reason: { type: 'string' } },
        },
      },
    },
  },
};
