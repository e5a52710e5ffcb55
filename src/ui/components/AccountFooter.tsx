import type { WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';

/** Who is signed in, with sign-out; or, on the catalog, a way in for returning users. */
export function AccountFooter({ session }: { session: WidgetSession }) {
  const t = useMessages();
  const auth = session.auth.value;
  const signedIn = auth.status === 'signed_in';
  if (!signedIn && session.view.value.name !== 'catalog') return null;
  return (
    <footer class="foot">
      <span>{signedIn ? t.signedInAs(auth.user.name ?? auth.user.email ?? auth.user.sub) : t.alreadyConnected}</span>
      <button class="small" disabled={auth.status === 'signing_in'}
        onClick={() => (signedIn ? void session.signOut() : session.signIn())}>
        {signedIn ? t.signOut : t.signIn}
      </button>
    </footer>
  );
}
