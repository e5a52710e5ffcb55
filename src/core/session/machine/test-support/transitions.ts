import type { MachineInputType } from '../inputs.ts';
import type { StateName } from '../state.ts';

/** One move of the machine: from a state (`*`: from any state but `destroyed`), on an event, to a state. */
export interface TransitionRow {
  readonly from: StateName | '*';
  readonly event: MachineInputType;
  readonly to: StateName;
}

const row = (from: TransitionRow['from'], event: MachineInputType, to: StateName): TransitionRow => ({
  from,
  event,
  to,
});

/**
 * Every change of phase `transition()` makes, as data: docs/architecture.md
 * draws these (diagram.test.ts compares the two), and transition.test.ts checks that each move its
 * rows make is listed here and each row here is made by one of them.
 */
export const TRANSITIONS: readonly TransitionRow[] = [
  // From anywhere: the session's actions that choose the screen whatever it was.
  row('*', 'destroy', 'destroyed'),
  row('*', 'signOut', 'catalog'),
  row('*', 'sessionExpired', 'sign_in'),
  row('*', 'showCatalog', 'catalog'),
  row('*', 'showConnections', 'connections'),
  row('*', 'selectRetailer', 'sign_in'),
  row('*', 'selectRetailer', 'credentials'),
  row('*', 'reconnect', 'sign_in'),
  row('*', 'reconnect', 'credentials'),
  row('*', 'open', 'sign_in'),
  row('*', 'open', 'connections'),
  row('*', 'open', 'credentials'),
  row('*', 'open', 'error'),
  // Answers that choose the screen wherever the shopper went meanwhile (as before the machine).
  row('*', 'latestSyncLoaded', 'syncing'),
  row('*', 'connectAnswered', 'syncing'),
  row('*', 'connectFailed', 'credentials'),
  row('*', 'syncStarted', 'syncing'),
  row('*', 'syncStartFailed', 'error'),
  // The host's target, once the list it waits for is answered (the screen stays as it was meanwhile).
  row('*', 'catalogLoaded', 'sign_in'),
  row('*', 'catalogLoaded', 'credentials'),
  row('*', 'catalogLoaded', 'connections'),
  row('*', 'catalogLoaded', 'error'),
  row('*', 'catalogFailed', 'catalog'),
  row('*', 'connectionsLoaded', 'credentials'),
  row('*', 'connectionsLoaded', 'connections'),
  row('*', 'connectionsLoaded', 'error'),
  row('*', 'connectionsFailed', 'connections'),
  // Signing in (the sign-in itself runs beside the screens: `auth`).
  row('sign_in', 'latestSyncLoaded', 'catalog'),
  row('sign_in', 'latestSyncLoaded', 'credentials'),
  row('sign_in', 'latestSyncLoaded', 'connections'),
  // Connecting and following the sync (polling.ts: a poll's wait, its answer or its failure).
  row('credentials', 'submitCredentials', 'connecting'),
  row('syncing', 'pollAnswered', 'mfa'),
  row('mfa', 'mfaAnswered', 'syncing'),
  row('mfa', 'mfaAnswered', 'success'),
  row('mfa', 'mfaAnswered', 'error'),
  row('syncing', 'pollAnswered', 'success'),
  row('syncing', 'pollAnswered', 'error'),
  row('syncing', 'pollFailed', 'error'),
  row('syncing', 'pollDue', 'error'),
  row('error', 'retry', 'catalog'),
];
