import type { WidgetSession } from '../../core/session-contract.ts';
import { Title } from '../components/Title.tsx';
import { useLocalization } from '../i18n/context.ts';
import { RetailerProgressList } from './RetailerProgressList.tsx';
import { ordersFetched } from './sync-progress.ts';
import type { ViewOf } from './view.ts';

export function SuccessScreen({ session, view, onClose }: {
  session: WidgetSession;
  view: ViewOf<'success'>;
  onClose: () => void;
}) {
  const { messages: t } = useLocalization();
  return (
    <section class="screen" data-screen="success">
      <Title>{t.successTitle}</Title>
      <p>{t.successBody(ordersFetched(view.progress))}</p>
      <RetailerProgressList session={session} progress={view.progress} />
      <div class="actions">
        <button type="button" class="primary" onClick={onClose}>{t.done}</button>
        <button type="button" onClick={() => session.showConnections()}>{t.yourConnections}</button>
        <button type="button" onClick={() => session.showCatalog()}>{t.addRetailer}</button>
      </div>
    </section>
  );
}
