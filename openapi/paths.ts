import type { OpenAPIV3 } from 'openapi-types';

type OperationObject = OpenAPIV3.OperationObject;
type PathsObject = OpenAPIV3.PathsObject;
type ResponseObject = OpenAPIV3.ResponseObject;
import { AUTHENTICATED_ERRORS, rateLimitHeaders, TOKEN_SECURITY, type Variant } from './components.ts';

/**
 * The REST operations of one variant (docs/sandbox.md has them as a table). Variant B
 * names the per-connection operations as retailer operations and has no Update Connection.
 */

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const param = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const error = (name: string) => ({ $ref: `#/components/responses/${name}` });
const BEARER = TOKEN_SECURITY;

function json(
  description: string,
  schema: object,
  extraHeaders: Record<string, { $ref: string }> = {},
): ResponseObject {
  return {
    description,
    headers: { ...rateLimitHeaders, ...extraHeaders },
    content: { 'application/json': { schema } },
  };
}

const replayed = { 'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' } };

function authenticated(operation: OperationObject): OperationObject {
  return { ...operation, security: BEARER, responses: { ...operation.responses, ...AUTHENTICATED_ERRORS } };
}

function catalog(): OperationObject {
  return {
    operationId: 'listAvailableRetailers',
    summary: 'List available retailers (public catalog, no authentication)',
    tags: ['catalog'],
    security: [],
    responses: {
      '200': {
        description: 'Every retailer a user can connect. Readable from any origin.',
        content: { 'application/json': { schema: { type: 'array', items: schemaRef('AvailableRetailer') } } },
      },
      '431': error('HeaderFieldsTooLarge'),
    },
  };
}

function listConnections(variant: Variant): OperationObject {
  return authenticated({
    operationId: variant === 'a' ? 'listConnections' : 'listConnectedRetailers',
    summary: variant === 'a' ? "List the user's connections" : 'List connected retailers',
    tags: ['connections'],
    parameters: [param('Limit'), param('Offset'), param('Status')],
    responses: {
      '200': json('The connections, ordered by retailerId (limit default 50, maximum 100).', {
        type: 'array',
        items: schemaRef('Connection'),
      }),
      '400': error('BadRequest'),
    },
  });
}

function getConnection(variant: Variant): OperationObject {
  return authenticated({
    operationId: variant === 'a' ? 'getConnection' : 'getRetailerDetails',
    summary: variant === 'a' ? 'Get connection details' : 'Get retailer details',
    tags: ['connections'],
    responses: {
      '200': json('The same object as an element of the list.', schemaRef('Connection')),
      '400': error('BadRequest'),
      '404': error('NotFound'),
    },
  });
}

const syncStartErrors = {
  '400': error('BadRequest'),
  '404': error('NotFound'),
  '409': error('Conflict'),
  '422': error('IdempotencyKeyReused'),
  '502': error('BadGateway'),
};

function connect(variant: Variant): OperationObject {
  const replaced =
    variant === 'b'
      ? {
          '200': json(
            'The connection existed: its credentials were replaced (this is how variant B re-authenticates) and a sync started.',
            schemaRef('ConnectResult'),
            replayed,
          ),
        }
      : {};
  return authenticated({
    operationId: 'connectRetailer',
    summary: 'Connect a retailer account; starts a sync',
    description:
      variant === 'a'
        ? 'Creates the connection (status `pending` until its first sync finishes). An existing connection is a 409 `connection_exists`: use Update Connection.'
        : 'Creates the connection (status `pending` until its first sync finishes), or replaces the credentials of an existing one.',
    tags: ['connections'],
    parameters: [param('IdempotencyKey')],
    requestBody: { required: true, content: { 'application/json': { schema: schemaRef('ConnectRequest') } } },
    responses: {
      '201': json('The connection was created and its first sync started.', schemaRef('ConnectResult'), replayed),
      ...replaced,
      ...syncStartErrors,
    },
  });
}

function updateConnection(): OperationObject {
  return authenticated({
    operationId: 'updateConnection',
    summary: 'Update connection: new credentials for an existing connection (repairs status `error`); starts a sync',
    tags: ['connections'],
    parameters: [param('IdempotencyKey')],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['credentials'],
            additionalProperties: false,
            properties: { credentials: schemaRef('Credentials') },
          },
        },
      },
    },
    responses: {
      '200': json(
        'The credentials were replaced, the connection is `pending` and a sync started.',
        schemaRef('ConnectResult'),
        replayed,
      ),
      ...syncStartErrors,
    },
  });
}

function triggerSync(variant: Variant): OperationObject {
  return authenticated({
    operationId: variant === 'a' ? 'triggerConnectionSync' : 'triggerRetailerSync',
    summary: variant === 'a' ? 'Trigger a sync for one connection' : 'Trigger retailer sync',
    description:
      'Subject to 10 syncs per hour per retailer. A sync already running for it is a 409 `sync_in_progress`; ' +
      'a sync waiting for an MFA code is cancelled (`mfa_cancelled`) and replaced by the new one.',
    tags: ['syncs'],
    parameters: [param('IdempotencyKey')],
    responses: {
      '202': json('The sync started; poll it by id.', schemaRef('SyncSession'), replayed),
      ...syncStartErrors,
    },
  });
}

function syncAll(variant: Variant): OperationObject {
  return authenticated({
    operationId: variant === 'a' ? 'syncAllConnections' : 'syncAllRetailers',
    summary: variant === 'a' ? 'Sync all connections' : 'Sync all retailers',
    description:
      'Starts one batch over every connection that has no unfinished sync and is under its sync limit. ' +
      'No connections: 409 `no_connections`; all busy: 409 `sync_in_progress`; all over the limit: 429. ' +
      'The answer names each connection left out (`skipped`), with when an over-limit one can sync again.',
    tags: ['syncs'],
    parameters: [param('IdempotencyKey')],
    responses: {
      '202': json('The batch started, and the connections it left out.', schemaRef('SyncBatch'), replayed),
      '400': error('BadRequest'),
      '409': error('Conflict'),
      '422': error('IdempotencyKeyReused'),
    },
  });
}

function latestSync(): OperationObject {
  return authenticated({
    operationId: 'getLatestSync',
    summary: 'Get the most recent sync session of the user',
    description:
      'A user who has started no sync yet gets 204 with no body, not an error: asking is how a client ' +
      'finds out whether there is a sync to resume, and every new user asks.',
    tags: ['syncs'],
    responses: {
      '200': json('The most recently started sync.', schemaRef('SyncSession')),
      '204': { description: 'The user has started no sync yet.', headers: { ...rateLimitHeaders } },
    },
  });
}

function getSync(): OperationObject {
  return authenticated({
    operationId: 'getSync',
    summary: 'Get sync by id',
    tags: ['syncs'],
    responses: { '200': json('The sync batch.', schemaRef('SyncSession')), '404': error('NotFound') },
  });
}

function submitMfa(): OperationObject {
  return authenticated({
    operationId: 'submitMfaCode',
    summary: 'Submit the MFA code a retailer of this sync asked for',
    description:
      'The right code resumes the retailer at `scanning`; a wrong one fails it (`mfa_failed`). ' +
      'A retailer that is not waiting for a code is a 409 `mfa_not_requested`.',
    tags: ['syncs'],
    parameters: [param('IdempotencyKey')],
    requestBody: { required: true, content: { 'application/json': { schema: schemaRef('MfaRequest') } } },
    responses: {
      '200': json('The sync after the code was checked.', schemaRef('SyncSession'), replayed),
      '400': error('BadRequest'),
      '404': error('NotFound'),
      '409': error('Conflict'),
      '422': error('IdempotencyKeyReused'),
    },
  });
}

function listOrders(): OperationObject {
  return authenticated({
    operationId: 'listOrders',
    summary: 'List orders, newest first',
    tags: ['orders'],
    parameters: [param('RetailerIdQuery'), param('Limit'), param('Offset')],
    responses: { '200': json('A page of orders.', schemaRef('OrderList')), '400': error('BadRequest') },
  });
}

function getOrder(): OperationObject {
  return authenticated({
    operationId: 'getOrder',
    summary: 'Get order details',
    tags: ['orders'],
    responses: { '200': json('The order with its items.', schemaRef('Order')), '404': error('NotFound') },
  });
}

export function apiPaths(variant: Variant): PathsObject {
  const connections = variant === 'a' ? '/sync/connections' : '/sync/retailers';
  const one = `${connections}/{retailerId}`;
  const retailerParam = { parameters: [param('RetailerIdPath')] };
  const paths: PathsObject = {};
  if (variant === 'a') {
    paths['/sync/retailers'] = { get: catalog() };
    paths[connections] = { get: listConnections(variant), post: connect(variant) };
    paths[one] = { ...retailerParam, get: getConnection(variant), put: updateConnection() };
  } else {
    paths['/retailers/available'] = { get: catalog() };
    paths[connections] = { get: listConnections(variant), post: connect(variant) };
    paths[one] = { ...retailerParam, get: getConnection(variant) };
  }
  paths[`${one}/sync`] = { ...retailerParam, post: triggerSync(variant) };
  paths[`${connections}/sync`] = { post: syncAll(variant) };
  paths['/sync/sessions/latest'] = { get: latestSync() };
  paths['/sync/sessions/{syncId}'] = { parameters: [param('SyncId')], get: getSync() };
  paths['/sync/sessions/{syncId}/mfa'] = { parameters: [param('SyncId')], post: submitMfa() };
  paths['/orders'] = { get: listOrders() };
  paths['/orders/{orderId}'] = { parameters: [param('OrderId')], get: getOrder() };
  return paths;
}
