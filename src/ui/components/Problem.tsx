import type { WidgetError, WidgetSession } from '../../core/session-contract.ts';
import { errorMessage } from '../error-copy.ts';
import { localized } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';

/** An error in the user's words, as an alert; nothing when there is no error. */
export const Problem = localized(function Problem(
  { session, error }: { session: WidgetSession; error: WidgetError | undefined },
  { messages: t }: Localization,
) {
  return error ? <p role="alert" class="problem">{errorMessage(error, session.variant, t)}</p> : null;
});
