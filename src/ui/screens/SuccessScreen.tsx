import { Title } from '../components/Title.tsx';
import { useMessages } from '../i18n/context.ts';
import { RetailerProgressList } from './RetailerProgressList.tsx';
import { ordersFetched, successTitle } from './sync-progress.ts';
import type { ScreenProps } from './view.ts';

export function SuccessScreen({ session, view, onClose }: ScreenProps<'success'>) {
  const t = useMessages();
  return (
    <>
      <Title>{successTitle(view.progress, t)}</Title>
      <p>{t.successBody(ordersFetched(view.progress))}</p>
      <RetailerProgressList session={session} progress={view.progress} />
      <div class="actions">
        <button type="button" class="primary" onClick={onClose}>
          {t.done}
        </button>
        <button type="button" onClick={() => session.showConnections()}>
          {t.yourConnections}
        </button>
        <button type="button" onClick={() => session.showCatalog()}>
          {t.addRetailer}
        </button>
      </div>
    </>
  );
}
