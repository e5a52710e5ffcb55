import type { WidgetError, WidgetSession } from '../../core/session-contract.ts';
import { errorMessage } from '../error-copy.ts';
import { useMessages } from '../i18n/context.ts';

/** An error in the user's words, as an alert; nothing when there is no error. */
export function Problem({ session, error }: { session: WidgetSession; error: WidgetError | undefined }) {
  const t = useMessages();
  return error ? (
    <p role="alert" class="problem">
      {errorMessage(error, session.variant, t)}
    </p>
  ) : null;
}
