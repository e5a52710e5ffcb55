/** The states and answers the machine's tests and its generated docs share (no test runner needed). */
import type { TokenSet } from '../../../auth/authorization-code-flow.ts';
import type { SyncProgress, WidgetError } from '../../../domain.ts';
import { initialState, type Journey, type MachineState, type Phase } from '../state.ts';

export const user = { sub: 'user-1' };
export const tokens: TokenSet = {
  accessToken: 'at',
  refreshToken: 'rt',
  expiresAt: undefined,
  subject: 'user-1',
  user,
};
export const running: SyncProgress = {
  syncId: 'sync_1',
  status: 'scanning',
  retailers: [{ retailerId: 1, status: 'scanning', ordersFetched: 0 }],
};
export const waitingForMfa: SyncProgress = {
  ...running,
  status: 'userintervention',
  retailers: [{ retailerId: 1, status: 'userintervention', ordersFetched: 0, mfaPrompt: 'Code?' }],
};
export const expired: WidgetError = { code: 'session_expired', message: 'refresh refused' };
export const network: WidgetError = { code: 'network', message: 'offline' };
export const catalog = {
  status: 'loaded',
  value: [{ retailerId: 1, displayName: 'A', logo: '', serverSide: false }],
} as const;

export const base = initialState(true);
/** Signed in, in `phase`, waiting for the operations given. */
export function signedIn(phase: Phase, extra: Partial<Journey> = {}): MachineState {
  return { ...base, auth: { status: 'signed_in', user }, nextOperation: 10, ...extra, ...phase };
}
export const signingIn: MachineState = {
  ...base,
  phase: 'sign_in',
  auth: { status: 'signing_in' },
  operations: { signIn: 1 },
  nextOperation: 2,
};
/** Sync 1 followed from time 0, before its first poll. */
export const following = {
  syncId: 'sync_1',
  again: { kind: 'syncOne', retailerId: 1 },
  startedAt: 0,
  polls: 0,
  notBefore: 0,
  failures: 0,
} as const;
export const followingMfa = { ...following, mfa: { retailerId: 1, prompt: 'Code?', since: 0 } } as const;
/** The MFA prompt of the followed sync, its code sent. */
export const mfaSent: Phase = { phase: 'mfa', submitting: true, sync: running, following: followingMfa };
export const syncing: Phase = {
  phase: 'syncing',
  sync: running,
  following,
};
export const connecting: Phase = { phase: 'connecting', retailerId: 1, mode: 'connect' };
export const form = { retailerId: 1, mode: 'connect' } as const;
