import { HeldButton } from '../components/HeldButton.tsx';
import { Problem } from '../components/Problem.tsx';
import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { retailerName } from '../lookup.ts';
import { clearField } from './clear-field.ts';
import type { ScreenProps } from './view.ts';

/**
 * `one-time-code` lets the phone offer the code from an SMS; `numeric` brings up the digit keypad.
 * The retailer's prompt (network text, rendered as text) describes the field.
 */
export function MfaScreen({ session, view }: ScreenProps<'mfa'>) {
  const t = useMessages();
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    // A code already on its way: Enter again sends nothing (and keeps what is typed).
    if (view.submitting) return;
    const form = event.currentTarget as HTMLFormElement;
    // A text input of this form, so a string.
    void session.submitMfa((new FormData(form).get('code') as string).trim());
    // Sent: the page keeps no copy of the code (docs/security-and-csp.md, "How long secrets live").
    clearField(form, 'code');
  };
  return (
    <>
      <Title>{t.mfaTitle}</Title>
      <p class="muted">
        <bdi>{retailerName(session, view.retailerId) ?? t.thisRetailer}</bdi>
      </p>
      <p id="rs-mfa-prompt">{view.prompt}</p>
      <Problem session={session} error={view.error} />
      <form onSubmit={onSubmit}>
        <div class="field">
          <label for="rs-code">{t.mfaCode}</label>
          <input
            id="rs-code"
            name="code"
            type="text"
            autocomplete="one-time-code"
            inputmode="numeric"
            aria-describedby="rs-mfa-prompt"
            spellcheck={false}
            required
          />
        </div>
        <div class="actions">
          <HeldButton type="submit" class="primary" held={view.submitting} busy={view.submitting}>
            {view.submitting ? t.verifying : t.verify}
          </HeldButton>
          {/* A shopper without the code at hand can look elsewhere; the sync keeps waiting. */}
          <button type="button" onClick={() => session.showConnections()}>
            {t.yourConnections}
          </button>
        </div>
      </form>
    </>
  );
}
