import { useState } from 'preact/hooks';
import { HeldButton } from '../components/HeldButton.tsx';
import { Problem, PROBLEM_ID } from '../components/Problem.tsx';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { BackArrow, withIsolated } from '../components/Isolated.tsx';
import { findRetailer, retailerName } from '../lookup.ts';
import { clearField } from './clear-field.ts';
import { credentialsNotice, REPAIR_REASON_ID } from './credentials-notice.ts';
import type { ScreenProps } from './view.ts';

/**
 * A plain form with named fields and the standard autocomplete tokens, so password managers both
 * fill it and offer to save it. Values are read from the form on submit rather than from input
 * events, because some autofill does not fire them.
 */
export function CredentialsScreen({ session, view }: ScreenProps<'credentials'>) {
  const t = useMessages();
  const [showPassword, setShowPassword] = useState(false);
  const name = retailerName(session, view.retailerId) ?? t.thisRetailer;
  const reconnecting = view.mode === 'reconnect';
  const notice = credentialsNotice(session, view, t, PROBLEM_ID);
  // The usual error pattern: each field the message concerns is invalid and described by it.
  const fieldState = { 'aria-invalid': notice.invalid || undefined, 'aria-describedby': notice.describedBy };

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // A connect already in flight: Enter again sends nothing twice (and empties nothing).
    if (view.submitting) return;
    const form = event.currentTarget as HTMLFormElement;
    const data = new FormData(form);
    // Hide the password again so it is not left on screen while the sync runs.
    setShowPassword(false);
    // Both fields are text inputs of this form, so each is a string.
    void session.submitCredentials({
      username: data.get('username') as string,
      password: data.get('password') as string,
    });
    // Sent: the page keeps no copy of the password (docs/security-and-csp.md, "How long secrets live"); trying again means typing it again.
    // The username stays, as it is no secret and saves retyping.
    clearField(form, 'password');
  };

  return (
    <>
      <div class="head">
        <RetailerLogo name={name} url={findRetailer(session, view.retailerId)?.logo} />
        <Title>{withIsolated(reconnecting ? t.reconnectTitle : t.connectTitle, name)}</Title>
      </div>
      <p class="muted" id="rs-cred-help">
        {t.credentialsHelp}
      </p>
      {notice.reason && (
        <p class="problem" id={REPAIR_REASON_ID}>
          {notice.reason}
        </p>
      )}
      <Problem session={session} error={view.error} />
      <form method="post" onSubmit={onSubmit} aria-describedby="rs-cred-help">
        <div class="field">
          <label for="rs-username">{t.username}</label>
          <input
            id="rs-username"
            name="username"
            type="text"
            autocomplete="username"
            autocapitalize="none"
            spellcheck={false}
            required
            {...fieldState}
          />
        </div>
        <div class="field">
          <label for="rs-password">{t.password}</label>
          {/* Preact types an input's props as a union keyed on a literal `type`, so a type that changes
              needs the cast, which the type-aware lint then sees as unnecessary. */}
          <input
            id="rs-password"
            name="password"
            // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
            type={(showPassword ? 'text' : 'password') as 'password'}
            autocomplete="current-password"
            autocapitalize="none"
            spellcheck={false}
            required
            {...fieldState}
          />
          <label class="check">
            <input
              type="checkbox"
              checked={showPassword}
              aria-controls="rs-password"
              onChange={(event) => setShowPassword(event.currentTarget.checked)}
            />
            {t.showPassword}
          </label>
        </div>
        <div class="actions">
          {/* Keeps focus while the request is in flight; the form below ignores it meanwhile. */}
          <HeldButton type="submit" class="primary" held={view.submitting} busy={view.submitting}>
            {view.submitting ? t.connecting : reconnecting ? t.reconnect : t.connect}
          </HeldButton>
          <button type="button" onClick={() => (reconnecting ? session.showConnections() : session.showCatalog())}>
            <BackArrow />
            {reconnecting ? t.yourConnections : t.backToCatalog}
          </button>
        </div>
      </form>
    </>
  );
}
