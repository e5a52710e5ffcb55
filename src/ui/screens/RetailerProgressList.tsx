import type { SyncProgress, WidgetSession } from '../../core/session-contract.ts';
import { useCountdown } from '../components/use-countdown.ts';
import { useMessages } from '../i18n/context.ts';
import { retailerName } from '../lookup.ts';

/**
 * When a left-out retailer can sync again, counting down as the error screen's wait does, down to
 * "now"; nothing when the service did not say.
 */
function RetryWhen({ retryAt }: { retryAt: number | undefined }) {
  const t = useMessages();
  const seconds = useCountdown(retryAt === undefined ? undefined : (retryAt - Date.now()) / 1000, retryAt);
  if (retryAt === undefined) return null;
  return <>{` · ${seconds > 0 ? t.retryIn(seconds) : t.retryNow}`}</>;
}

/**
 * Per-retailer lines of a batch (sync all), only when there is more than one line to tell apart:
 * the retailers it syncs, then the connections it left out ("Not synced", and when they can be).
 */
export function RetailerProgressList({ session, progress }: { session: WidgetSession; progress: SyncProgress }) {
  const t = useMessages();
  const leftOut = progress.leftOut ?? [];
  if (progress.retailers.length + leftOut.length < 2) return null;
  const name = (retailerId: number) => retailerName(session, retailerId) ?? t.thisRetailer;
  return (
    <ul class="lines" aria-label={t.syncProgress}>
      {progress.retailers.map((r) => (
        <li key={r.retailerId} data-status={r.status}>
          <bdi class="name">{name(r.retailerId)}</bdi>
          <span class="muted">
            {t.syncStatus[r.status]} · {t.orderCount(r.ordersFetched)}
          </span>
        </li>
      ))}
      {leftOut.map((r) => (
        <li key={r.retailerId} data-status="not_synced">
          <bdi class="name">{name(r.retailerId)}</bdi>
          <span class="muted">
            {t.notSynced}
            <RetryWhen retryAt={r.retryAt} />
          </span>
        </li>
      ))}
    </ul>
  );
}
