import type { WidgetSession } from '../../core/session-contract.ts';
import { Title } from '../components/Title.tsx';
import { errorMessage } from '../error-copy.ts';
import { useLocalization } from '../i18n/context.ts';
import { retailerName } from '../lookup.ts';
import type { ViewOf } from './view.ts';

export function SignInScreen({ session, view }: { session: WidgetSession; view: ViewOf<'sign_in'> }) {
  const { messages: t } = useLocalization();
  const auth = session.auth.value;
  const retailer = view.retailerId === undefined ? undefined : retailerName(session, view.retailerId);
  const busy = auth.status === 'signing_in';
  return (
    <section class="screen" data-screen="sign_in">
      <Title>{t.signInTitle}</Title>
      <p>{t.signInBody(retailer)}</p>
      {busy && <p class="muted" role="status">{t.signingIn}</p>}
      {auth.status === 'failed' && <p role="alert" class="problem">{errorMessage(auth.error, session.variant, t)}</p>}
      <div class="actions">
        {/* signIn() opens a popup, so it must run synchronously inside the click. */}
        <button type="button" class="primary" disabled={busy} onClick={() => session.signIn()}>{t.signIn}</button>
        <button type="button" onClick={() => session.showCatalog()}>{t.backToCatalog}</button>
      </div>
    </section>
  );
}
