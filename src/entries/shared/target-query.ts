/**
 * `OpenTarget` in the hosted popup's URL: `openHosted` writes it (hosted-popup.ts), the hosted page
 * reads it back (hosted-params.ts). Ids and flags only, nothing secret.
 */
import type { OpenTarget } from '../../core/index.ts';

const RETAILER_ID = 'retailer_id';
const RECONNECT = 'reconnect';
const VIEW = 'view';

/** Puts `target` in `query`, replacing any target it had (none when `target` is undefined). */
export function writeTarget(query: URLSearchParams, target: OpenTarget | undefined): void {
  for (const name of [RETAILER_ID, RECONNECT, VIEW]) query.delete(name);
  if (!target) return;
  if ('view' in target) query.set(VIEW, target.view);
  else {
    query.set(RETAILER_ID, String(target.retailerId));
    if (target.reconnect) query.set(RECONNECT, 'true');
  }
}

/**
 * The target in a query, or undefined when it names none, or none the widget knows (the URL was
 * edited by hand: `openHosted` checks the target it writes).
 */
export function readTarget(read: (name: string) => string | null): OpenTarget | undefined {
  if (read(VIEW) === 'connections') return { view: 'connections' };
  const retailerId = Number(read(RETAILER_ID) ?? '');
  if (!/^[1-9][0-9]*$/.test(read(RETAILER_ID) ?? '') || !Number.isSafeInteger(retailerId)) return undefined;
  return read(RECONNECT) === 'true' ? { retailerId, reconnect: true } : { retailerId };
}
