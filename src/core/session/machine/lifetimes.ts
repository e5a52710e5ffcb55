import { OPERATION_OWNERS, type MachineState, type OperationKind, type OperationOwner } from './state.ts';

/**
 * The lifetime of each operation, from its owner (state.ts's `OPERATION_OWNERS`): a step that
 * leaves an owner ends the operations it owns, so no handler guards them one by one.
 */

/** Whether the change from `before` to `after` leaves `owner`. */
function leaves(owner: OperationOwner, before: MachineState, after: MachineState): boolean {
  if (after.phase === 'destroyed') return true;
  switch (owner) {
    case 'session':
      return false;
    case 'account':
      return after.auth.status === 'signed_out' && before.auth.status !== 'signed_out';
    case 'signedIn':
      return before.auth.status === 'signed_in' && after.auth.status !== 'signed_in';
    case 'followedSync':
      return before.following !== null && after.following?.syncId !== before.following.syncId;
  }
}

/** The operations `after` still waits for whose owner the change from `before` left, in the state's order. */
export function ended(before: MachineState, after: MachineState): OperationKind[] {
  return (Object.keys(after.operations) as OperationKind[]).filter((kind) =>
    leaves(OPERATION_OWNERS[kind], before, after),
  );
}
