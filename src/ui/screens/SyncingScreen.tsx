import { Title } from '../components/Title.tsx';
import { localized } from '../i18n/context.ts';
import type { Localization } from '../i18n/locale.ts';
import { RetailerProgressList } from './RetailerProgressList.tsx';
import { ordersFetched, progressSteps } from './sync-progress.ts';
import type { ScreenProps } from './view.ts';

/** Announcing the status is the App's live region's job; this screen only shows it. */
export const SyncingScreen = localized(function SyncingScreen(
  { session, view: { progress } }: ScreenProps<'syncing'>,
  { messages: t }: Localization,
) {
  const { value, max } = progressSteps(progress);
  return (
    <>
      <Title>{t.syncingTitle}</Title>
      <p class="status-word">{t.syncStatus[progress.status]}</p>
      <progress value={value} max={max} aria-label={t.syncProgress} />
      <p class="muted">{t.ordersSoFar(ordersFetched(progress))}</p>
      <RetailerProgressList session={session} progress={progress} />
      <button onClick={() => session.showConnections()}>{t.yourConnections}</button>
    </>
  );
});
