/**
 * `OpenTarget` in the hosted popup's URL: `openHosted` writes it (hosted-popup.ts), the hosted page
 * reads it back (hosted-params.ts). Ids and flags only, nothing secret.
 */
import type { OpenTarget } from '../../core/index.ts';

/**
 * Puts `target` in `query`, one parameter per field, named as the field. A target the hosted URL
 * already had stays when there is none: the host wrote both.
 */
export function writeTarget(query: URLSearchParams, target: OpenTarget | undefined): void {
  for (const [field, value] of Object.entries(target ?? {})) query.set(field, String(value));
}

/**
 * The target in a query, or undefined when it names none, or none the widget knows (the URL was
 * edited by hand: `openHosted` checks the target it writes).
 */
export function readTarget(read: (name: string) => string | null): OpenTarget | undefined {
  if (read('view') === 'connections') return { view: 'connections' };
  const id = read('retailerId') ?? '';
  const retailerId = Number(id);
  if (!/^[1-9][0-9]*$/.test(id) || !Number.isSafeInteger(retailerId)) return undefined;
  return read('reconnect') === 'true' ? { retailerId, reconnect: true } : { retailerId };
}
