import type { components } from '../../../src/core/api/generated/variant-a.ts';
import { MFA_CODE } from './credentials.ts';

export type SyncStatus = components['schemas']['SyncStatus'];
export type FailureCode = components['schemas']['FailureCode'];

/**
 * The sync of one retailer as a state machine over simulated time:
 *
 *   queued -> connecting -> [userintervention -> (code) ->] scanning -> completed
 *                       \-> error (credentials fail)    \-> error (wrong code)
 *
 * State is computed lazily from the sandbox clock whenever someone looks, so there are no timers to
 * leak, and a test with a manual clock can step through every state deterministically.
 */

/** What will happen to this retailer, decided from its credentials when the sync starts. */
export interface SyncPlan {
  ordersTotal: number;
  /** How long scanning takes at speed 1, in milliseconds. */
  scanMs: number;
  /**
   * When set, scanning takes `scanMs` of clock time at every `SANDBOX_SPEED`. `user_slow` is the
   * sandbox's long sync: a test that reloads the page and signs in again mid-scan needs it to outlast
   * that on a busy machine, which a scan divided by the speed (7.5 s at speed 4) does not.
   */
  ignoresSpeed?: true;
  mfa: boolean;
  /** When set, the retailer refuses at the end of `connecting`. */
  failure?: FailureCode;
}

export interface SyncItem {
  retailerId: number;
  plan: SyncPlan;
  status: SyncStatus;
  /** Sandbox time at which the current status began. */
  since: number;
  ordersFetched: number;
  errorCode?: FailureCode;
}

/** Durations at speed 1: long enough for a demo to show each state, short enough not to bore. */
export const QUEUED_MS = 1000;
export const CONNECTING_MS = 2000;
export const SCAN_MS = 5000;
export const SLOW_SCAN_MS = 30_000;
export const MFA_PROMPT = 'Enter the 6-digit code the retailer sent to your phone.';

export function isFinished(status: SyncStatus): boolean {
  return status === 'completed' || status === 'error';
}

/** Running means the sandbox is working on it; `userintervention` waits for the user instead. */
export function isRunning(status: SyncStatus): boolean {
  return status === 'queued' || status === 'connecting' || status === 'scanning';
}

export function startItem(retailerId: number, plan: SyncPlan, now: number): SyncItem {
  return { retailerId, plan, status: 'queued', since: now, ordersFetched: 0 };
}

function fail(item: SyncItem, code: FailureCode, at: number): void {
  item.status = 'error';
  item.errorCode = code;
  item.since = at;
}

/** Moves the item forward to `now`; `speed` divides every duration. */
export function advance(item: SyncItem, now: number, speed: number): void {
  for (;;) {
    const elapsed = now - item.since;
    if (item.status === 'queued') {
      const end = item.since + QUEUED_MS / speed;
      if (elapsed < QUEUED_MS / speed) return;
      item.status = 'connecting';
      item.since = end;
    } else if (item.status === 'connecting') {
      const end = item.since + CONNECTING_MS / speed;
      if (elapsed < CONNECTING_MS / speed) return;
      if (item.plan.failure) {
        fail(item, item.plan.failure, end);
        return;
      }
      item.status = item.plan.mfa ? 'userintervention' : 'scanning';
      item.since = end;
    } else if (item.status === 'scanning') {
      const duration = item.plan.ignoresSpeed ? item.plan.scanMs : item.plan.scanMs / speed;
      if (elapsed < duration) {
        // Progress counts while scanning (docs/sandbox.md): orders found so far, in proportion to time.
        item.ordersFetched = Math.floor((item.plan.ordersTotal * elapsed) / duration);
        return;
      }
      item.status = 'completed';
      item.ordersFetched = item.plan.ordersTotal;
      item.since += duration;
      return;
    } else {
      return;
    }
  }
}

/** The code resumes the scan; any other fails the retailer (docs/sandbox.md, `user_mfa`). */
export function submitCode(item: SyncItem, code: string, now: number): void {
  if (code === MFA_CODE) {
    item.status = 'scanning';
    item.since = now;
  } else {
    fail(item, 'mfa_failed', now);
  }
}

/** A new sync of the same retailer replaces one left waiting for a code. */
export function cancelForNewSync(item: SyncItem, now: number): void {
  fail(item, 'mfa_cancelled', now);
}

/** The batch status derived from its items; see the SyncSession schema for the rule. */
export function batchStatus(items: readonly SyncItem[]): SyncStatus {
  if (items.some((item) => item.status === 'userintervention')) return 'userintervention';
  for (const status of ['queued', 'connecting', 'scanning'] as const) {
    if (items.some((item) => item.status === status)) return status;
  }
  if (items.length > 0 && items.every((item) => item.status === 'error')) return 'error';
  return 'completed';
}
