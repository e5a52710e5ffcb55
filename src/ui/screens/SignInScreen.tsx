import { HeldButton } from '../components/HeldButton.tsx';
import { Problem } from '../components/Problem.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { BackArrow, withIsolated } from '../components/Isolated.tsx';
import { retailerName } from '../lookup.ts';
import type { ScreenProps } from './view.ts';

export function SignInScreen({ session, view: { retailerId } }: ScreenProps<'sign_in'>) {
  const t = useMessages();
  const auth = session.auth.value;
  const busy = auth.status === 'signing_in';
  return (
    <>
      <Title>{t.signInTitle}</Title>
      <p>
        {withIsolated((name) => t.signInBody(name === '' ? undefined : name), retailerName(session, retailerId) ?? '')}
      </p>
      {/* Rendered before it has words: a live region that appears with its text may not be read. */}
      <p class="muted status" role="status">
        {busy ? t.signingIn : ''}
      </p>
      <Problem session={session} error={auth.status === 'failed' ? auth.error : undefined} />
      <div class="actions">
        {/* signIn() opens a popup, so it must run synchronously inside the click. It keeps focus
            while the popup is open, so the user is still here when it closes. */}
        <HeldButton class="primary" held={busy} busy={busy} onClick={() => session.signIn()}>
          {t.signIn}
        </HeldButton>
        <button type="button" onClick={() => session.showCatalog()}>
          <BackArrow />
          {t.backToCatalog}
        </button>
      </div>
    </>
  );
}
