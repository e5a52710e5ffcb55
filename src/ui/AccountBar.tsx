import type { ReadonlySignal } from '@preact/signals';
import type { AuthState } from '../core/session.ts';

export function AccountBar({ auth, onSignIn }: { auth: ReadonlySignal<AuthState>; onSignIn: () => void }) {
  const state = auth.value;
  if (state.status === 'signed_in') {
    return <p class="account" role="status">Signed in as <strong>{state.user.name ?? state.user.sub}</strong></p>;
  }
  return (
    <div class="account">
      <button type="button" class="primary" onClick={onSignIn} disabled={state.status === 'signing_in'}>
        {state.status === 'signing_in' ? 'Signing in…' : 'Sign in'}
      </button>
      {state.status === 'failed' && <p role="alert" class="problem">{state.error.message}</p>}
    </div>
  );
}
