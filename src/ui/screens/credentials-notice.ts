import type { WidgetSession } from '../../core/session-contract.ts';
import type { Messages } from '../i18n/messages.ts';
import type { ViewOf } from './view.ts';

/** The id of the line that says why a repair form is open. */
export const REPAIR_REASON_ID = 'rs-cred-reason';

/**
 * Retailer error codes (`Connection.errorCode`, see docs/sandbox.md) that say the credentials
 * themselves were wrong: a repair form opened for one marks its fields invalid.
 */
const REFUSED_CREDENTIALS: ReadonlySet<string> = new Set(['invalid_credentials', 'credentials_expired']);

/** Why the credentials form is open or what went wrong on it, and whether it concerns the fields. */
export interface CredentialsNotice {
  /** The repair reason's words; absent when there is none, or a newer error replaces it. */
  readonly reason?: string;
  /** The element the fields name in `aria-describedby`: the error, or the repair reason. */
  readonly describedBy?: string;
  /** Whether the fields are what was refused (`aria-invalid`). */
  readonly invalid: boolean;
}

/**
 * A failed connect's error concerns the fields only when the service refused what was typed
 * (`invalid_request`); a retailer that is down or a lost network answer do not make the entries
 * wrong. A repair form (`reconnect`) says why it is open from the connection's `errorCode`, until
 * a newer error takes its place.
 */
export function credentialsNotice(
  session: WidgetSession,
  view: ViewOf<'credentials'>,
  t: Messages,
  problemId: string,
): CredentialsNotice {
  if (view.error) return { describedBy: problemId, invalid: view.error.code === 'invalid_request' };
  if (view.mode !== 'reconnect') return { invalid: false };
  const connections = session.connections.value;
  const connection =
    connections.status === 'loaded' ? connections.value.find((c) => c.retailerId === view.retailerId) : undefined;
  if (connection?.status !== 'error') return { invalid: false };
  const code = connection.errorCode ?? '';
  return {
    reason: t.reconnectReasons[code] ?? t.reconnectReasons.other,
    describedBy: REPAIR_REASON_ID,
    invalid: REFUSED_CREDENTIALS.has(code),
  };
}
