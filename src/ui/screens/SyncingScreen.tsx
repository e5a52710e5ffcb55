import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { RetailerProgressList } from './RetailerProgressList.tsx';
import { ordersFetched, progressSteps } from './sync-progress.ts';
import type { ScreenProps } from './view.ts';

/** Announcing the status is the App's live region's job; this screen only shows it. */
export function SyncingScreen({ session, view: { progress } }: ScreenProps<'syncing'>) {
  const t = useMessages();
  const { value, max } = progressSteps(progress);
  return (
    <>
      <Title>{t.syncingTitle}</Title>
      <p class="status-word">{t.syncStatus[progress.status]}</p>
      <progress value={value} max={max} aria-label={t.syncProgress} />
      <p class="muted">{t.ordersSoFar(ordersFetched(progress))}</p>
      <RetailerProgressList session={session} progress={progress} />
      <button type="button" onClick={() => session.showConnections()}>
        {t.yourConnections}
      </button>
    </>
  );
}
