import { HeldButton } from '../components/HeldButton.tsx';
import { Problem } from '../components/Problem.tsx';
import { Title } from '../components/Title.tsx';
import { useCountdown } from '../components/use-countdown.ts';
import { errorAction } from '../error-copy.ts';
import { useMessages } from '../i18n/context.ts';
import type { ScreenProps } from './view.ts';

/**
 * One message and one action per error code (see error-copy.ts). Two codes also hold the action
 * back: 429 until Retry-After has passed (counting down), and a network error while offline (the
 * core's requests wait for the network anyway).
 */
export function ErrorScreen({ session, view: { error, canRetry }, onClose }: ScreenProps<'error'>) {
  const t = useMessages();
  const action = errorAction(error, canRetry);
  const offline = error.code === 'network' && !session.online.value;
  const waitSeconds = useCountdown(error.code === 'rate_limited' ? error.retryAfterSeconds : undefined, error);
  return (
    <>
      <Title>{t.errorTitle}</Title>
      <Problem session={session} error={error} />
      {error.code === 'rate_limited' && (
        // role=timer is not announced every second (implicit aria-live=off), only on request.
        <p role="timer" class="muted">
          {waitSeconds > 0 ? t.retryIn(waitSeconds) : t.retryNow}
        </p>
      )}
      {offline && (
        <p role="status" class="muted">
          {t.waitingForNetwork}
        </p>
      )}
      <div class="actions">
        {/* Held, not disabled, so a retry that fails again with a countdown leaves focus on it. */}
        <HeldButton
          class="primary"
          held={waitSeconds > 0 || offline}
          onClick={() => (action === 'close' ? onClose() : session[action]())}
        >
          {t.actions[action]}
        </HeldButton>
        {action !== 'showCatalog' && action !== 'close' && (
          <button type="button" onClick={() => session.showCatalog()}>
            {t.actions.showCatalog}
          </button>
        )}
      </div>
    </>
  );
}
