import type { WidgetSession } from '../../core/session-contract.ts';
import { localized } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';

/** Who is signed in, with sign-out; or, on the catalog, a way in for returning users. */
export const AccountFooter = localized(function AccountFooter(
  { session }: { session: WidgetSession },
  { messages: t }: Localization,
) {
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
});
