import type { MachineEventType } from './events.ts';
import type { StateName } from './state.ts';

/** One move of the machine: from a state (`*`: from any state but `destroyed`), on an event, to a state. */
export interface TransitionRow {
  readonly from: StateName | '*';
  readonly event: MachineEventType;
  readonly to: StateName;
}

const row = (from: TransitionRow['from'], event: MachineEventType, to: StateName): TransitionRow => ({
  from,
  event,
  to,
});

/**
 * Every change of state name (`stateName()`) `transition()` makes, as data: docs/architecture.md
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
  row('*', 'open', 'opening'),
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
  // Signing in.
  row('sign_in', 'popupOpened', 'signing_in'),
  row('signing_in', 'signInFailed', 'sign_in'),
  row('signing_in', 'signInSucceeded', 'sign_in'),
  row('sign_in', 'latestSyncLoaded', 'catalog'),
  row('sign_in', 'latestSyncLoaded', 'credentials'),
  row('sign_in', 'latestSyncLoaded', 'connections'),
  row('sign_in', 'latestSyncLoaded', 'opening'),
  // The host's target, once the list it waits for is answered.
  row('opening', 'catalogLoaded', 'sign_in'),
  row('opening', 'catalogLoaded', 'credentials'),
  row('opening', 'catalogLoaded', 'connections'),
  row('opening', 'catalogLoaded', 'error'),
  row('opening', 'catalogFailed', 'catalog'),
  row('opening', 'connectionsLoaded', 'credentials'),
  row('opening', 'connectionsLoaded', 'connections'),
  row('opening', 'connectionsLoaded', 'error'),
  row('opening', 'connectionsFailed', 'connections'),
  // Connecting and following the sync.
  row('credentials', 'submitCredentials', 'connecting'),
  row('syncing', 'pollMfaRequired', 'mfa'),
  row('mfa', 'mfaAnswered', 'syncing'),
  row('syncing', 'pollEnded', 'success'),
  row('syncing', 'pollEnded', 'error'),
  row('mfa', 'pollEnded', 'error'),
  row('error', 'retry', 'catalog'),
];
