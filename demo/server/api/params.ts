import type { components } from '../../../src/core/api/generated/variant-a.ts';
import { CONNECTION_STATUSES } from '../../../openapi/schemas.ts';
import { ApiError, invalidParam } from '../problem.ts';
import type { RetailerCredentials } from '../domain/credentials.ts';

type ConnectionStatus = components['schemas']['ConnectionStatus'];

/**
 * Strict parsing of parameters and bodies, as production would be: a wrong value is a 400 problem
 * that names the parameter, never a silent default.
 */

export interface IntegerRange {
  min: number;
  max?: number;
  fallback?: number;
}

export function integerParam(name: string, raw: unknown, range: IntegerRange): number | undefined {
  if (raw === undefined) return range.fallback;
  if (typeof raw !== 'string' || !/^-?\d{1,15}$/.test(raw)) throw invalidParam(name, 'must be one integer');
  const value = Number(raw);
  if (value < range.min) throw invalidParam(name, `must be at least ${range.min}`);
  // 400, not a clamp: a client asking for more than the maximum has a bug it should hear about.
  if (range.max !== undefined && value > range.max) throw invalidParam(name, `must be at most ${range.max}`);
  return value;
}

/** `limit` and `offset` of the list operations: limit 1-100 (default 50), offset 0 or more. */
export function pageParams(query: Record<string, unknown>): { limit: number; offset: number } {
  return {
    limit: integerParam('limit', query['limit'], { min: 1, max: 100, fallback: 50 }) ?? 50,
    offset: integerParam('offset', query['offset'], { min: 0, fallback: 0 }) ?? 0,
  };
}

/** Spec §4.2 rule 1: exactly `active`, `error` or `pending`; `Active` is not a status. */
export function statusParam(raw: unknown): ConnectionStatus | undefined {
  if (raw === undefined) return undefined;
  const status = CONNECTION_STATUSES.find((candidate) => candidate === raw);
  if (!status) throw invalidParam('status', 'must be exactly one of active, error, pending');
  return status;
}

export function retailerIdPath(raw: unknown): number {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw invalidParam('retailerId', 'must be an integer');
  return Number(raw);
}

function invalidBody(name: string, reason: string): ApiError {
  return invalidParam(name, reason, 'invalid_body');
}

export function objectBody(body: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidBody('body', 'must be a JSON object');
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).find((key) => !allowed.includes(key));
  if (unknown !== undefined) throw invalidBody(unknown, 'is not a field of this request');
  return record;
}

export function integerField(record: Record<string, unknown>, name: string): number {
  const value = record[name];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw invalidBody(name, 'must be an integer');
  return value;
}

export function stringField(record: Record<string, unknown>, name: string, maxLength: number): string {
  const value = record[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    throw invalidBody(name, `must be a string of 1 to ${maxLength} characters`);
  }
  return value;
}

export function credentialsField(record: Record<string, unknown>): RetailerCredentials {
  const credentials = objectBody(record['credentials'], ['username', 'password']);
  return {
    username: stringField(credentials, 'username', 128),
    password: stringField(credentials, 'password', 128),
  };
}
