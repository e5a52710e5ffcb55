import type { WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';
import { HeldButton } from './HeldButton.tsx';

/** Who is signed in, with sign-out; or, on the catalog, a way in for returning users. */
export function AccountFooter({ session }: { session: WidgetSession }) {
  const t = useMessages();
  const auth = session.auth.value;
  if (auth.status === 'signed_in') {
    // The ID token's claims, in OpenID Connect's order of how a person would be named.
    const { name, preferredUsername, email, sub } = auth.user;
    return (
      <footer class="foot">
        <span>{t.signedInAs(name ?? preferredUsername ?? email ?? sub)}</span>
        <button type="button" class="small" onClick={() => void session.signOut()}>
          {t.signOut}
        </button>
      </footer>
    );
  }
  if (session.view.value.name !== 'catalog') return null;
  return (
    <footer class="foot">
      <span>{t.alreadyConnected}</span>
      <HeldButton
        class="small"
        held={auth.status === 'signing_in'}
        busy={auth.status === 'signing_in'}
        onClick={() => session.signIn()}
      >
        {t.signIn}
      </HeldButton>
    </footer>
  );
}
