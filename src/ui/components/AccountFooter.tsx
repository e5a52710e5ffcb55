import { h } from 'preact';
import type { WidgetSession } from '../../core/session-contract.ts';
import { LocalizationContext } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';

/** Who is signed in, with sign-out; or, on the catalog, a way in for returning users. */
export function AccountFooter({ session }: { session: WidgetSession }, { messages: t }: Localization) {
  const auth = session.auth.value;
  let who: string;
  let action: string;
  let act: () => void;
  if (auth.status === 'signed_in') {
    who = t.signedInAs(auth.user.name ?? auth.user.email ?? auth.user.sub);
    action = t.signOut;
    act = () => void session.signOut();
  } else if (session.view.value.name === 'catalog') {
    who = t.alreadyConnected;
    action = t.signIn;
    act = () => session.signIn();
  } else {
    return null;
  }
  return (
    <footer class="foot">
      <span>{who}</span>
      <button class="small" disabled={auth.status === 'signing_in'} onClick={act}>{action}</button>
    </footer>
  );
}
AccountFooter.contextType = LocalizationContext;
