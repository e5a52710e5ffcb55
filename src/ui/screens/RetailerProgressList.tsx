import type { SyncProgress, WidgetSession } from '../../core/session-contract.ts';
import { useMessages } from '../i18n/context.ts';
import { retailerName } from '../lookup.ts';

/** Per-retailer lines of a batch (sync all), only when there is more than one line to tell apart. */
export function RetailerProgressList({ session, progress }: { session: WidgetSession; progress: SyncProgress }) {
  const t = useMessages();
  if (progress.retailers.length < 2) return null;
  return (
    <ul class="lines" aria-label={t.syncProgress}>
      {progress.retailers.map((r) => (
        <li key={r.retailerId} data-status={r.status}>
          <span class="name">{retailerName(session, r.retailerId) ?? t.thisRetailer}</span>
          <span class="muted">
            {t.syncStatus[r.status]} · {t.orderCount(r.ordersFetched)}
          </span>
        </li>
      ))}
    </ul>
  );
}
