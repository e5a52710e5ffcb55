import { Problem } from '../components/Problem.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { retailerName } from '../lookup.ts';
import type { ScreenProps } from './view.ts';

export function SignInScreen({ session, view: { retailerId } }: ScreenProps<'sign_in'>) {
  const t = useMessages();
  const auth = session.auth.value;
  const busy = auth.status === 'signing_in';
  return (
    <>
      <Title>{t.signInTitle}</Title>
      <p>{t.signInBody(retailerName(session, retailerId))}</p>
      {busy && (
        <p class="muted" role="status">
          {t.signingIn}
        </p>
      )}
      <Problem session={session} error={auth.status === 'failed' ? auth.error : undefined} />
      <div class="actions">
        {/* signIn() opens a popup, so it must run synchronously inside the click. */}
        <button type="button" class="primary" disabled={busy} onClick={() => session.signIn()}>
          {t.signIn}
        </button>
        <button type="button" onClick={() => session.showCatalog()}>
          {t.backToCatalog}
        </button>
      </div>
    </>
  );
}
