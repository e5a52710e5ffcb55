import { withIsolated } from './Isolated.tsx';
import type { WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';
import { HeldButton } from './HeldButton.tsx';
import { Problem } from './Problem.tsx';

/** Who is signed in, with sign-out; or, on the catalog, a way in for returning users. */
export function AccountFooter({ session }: { session: WidgetSession }) {
  const t = useMessages();
  const auth = session.auth.value;
  if (auth.status === 'signed_in') {
    // The ID token's claims, in OpenID Connect's order of how a person would be named.
    const { name, preferredUsername, email, sub } = auth.user;
    return (
      <footer class="foot">
        <span>{withIsolated(t.signedInAs, name ?? preferredUsername ?? email ?? sub)}</span>
        <button type="button" class="small" onClick={() => void session.signOut()}>
          {t.signOut}
        </button>
      </footer>
    );
  }
  if (session.view.value.name !== 'catalog') return null;
  // A sign-in started here that failed is told here, where the shopper is looking.
  return (
    <footer class="foot">
      {/* Its own id: the catalog may show a load error (with the usual id) at the same time. It takes
          focus when it appears, as every error does. */}
      <Problem id="rs-sign-in-problem" session={session} error={auth.status === 'failed' ? auth.error : undefined} />
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
