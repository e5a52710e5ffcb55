import { useLayoutEffect, useRef } from 'preact/hooks';
import type { WidgetError, WidgetSession } from '../../core/session-contract.ts';
import { errorMessage } from '../error-copy.ts';
import { useMessages } from '../i18n/context.ts';

/** The id of a screen's error message, which the fields it concerns name in `aria-describedby`. */
export const PROBLEM_ID = 'rs-problem';

interface ProblemProps {
  readonly session: WidgetSession;
  readonly error: WidgetError | undefined;
  /** For a second message on the same screen (ids are scoped to the shadow root). */
  readonly id?: string;
}

/**
 * An error in the user's words, as an alert; nothing when there is no error. Each new error takes
 * focus, so a keyboard user is at the message (and a screen reader reads it) however it came: the
 * control that was working may keep focus otherwise, and an alert inserted with the same words as
 * before is not read again. On a new screen, App's effect runs after this one and gives focus to
 * the screen's heading instead.
 */
export function Problem({ session, error, id = PROBLEM_ID }: ProblemProps) {
  const t = useMessages();
  const message = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    if (error) message.current?.focus();
  }, [error]);
  return error ? (
    <p id={id} ref={message} tabIndex={-1} role="alert" class="problem">
      {errorMessage(error, session.variant, t)}
    </p>
  ) : null;
}
