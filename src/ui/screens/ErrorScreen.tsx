import type { WidgetSession } from '../../core/session-contract.ts';
import { Title } from '../components/Title.tsx';
import { useCountdown } from '../components/use-countdown.ts';
import { errorCopy } from '../error-copy.ts';
import { useLocalization } from '../i18n/context.ts';
import type { ErrorAction } from '../i18n/messages.ts';
import type { ViewOf } from './view.ts';

/**
 * One message and one action per error code (see error-copy.ts). Two codes also hold the action
 * back: 429 until Retry-After has passed (counting down), and a network error while offline (the
 * core's requests wait for the network anyway).
 */
export function ErrorScreen({ session, view, onClose }: {
  session: WidgetSession;
  view: ViewOf<'error'>;
  onClose: () => void;
}) {
  const { messages: t } = useLocalization();
  const { error } = view;
  const { message, action } = errorCopy(error, session.variant, view.canRetry, t);
  const waitSeconds = useCountdown(error.code === 'rate_limited' ? error.retryAfterSeconds : undefined, error);
  const offline = error.code === 'network' && !session.online.value;
  const run: Readonly<Record<ErrorAction, () => void>> = {
    sign_in: () => session.signIn(),
    retry: () => session.retry(),
    catalog: () => session.showCatalog(),
    connections: () => session.showConnections(),
    close: onClose,
  };
  return (
    <section class="screen" data-screen="error" data-error-code={error.code}>
      <Title>{t.errorTitle}</Title>
      <p role="alert" class="problem">{message}</p>
      {error.code === 'rate_limited' && (
        // role=timer is not announced every second (implicit aria-live=off), only on request.
        <p role="timer" class="muted">{waitSeconds > 0 ? t.retryIn(waitSeconds) : t.retryNow}</p>
      )}
      {offline && <p role="status" class="muted">{t.waitingForNetwork}</p>}
      <div class="actions">
        <button type="button" class="primary" disabled={waitSeconds > 0 || offline} onClick={run[action]}>
          {t.actions[action]}
        </button>
        {action !== 'catalog' && action !== 'close' && (
          <button type="button" onClick={run.catalog}>{t.actions.catalog}</button>
        )}
      </div>
    </section>
  );
}
