import { useEffect } from 'preact/hooks';
import type { Connection, WidgetSession } from '../../core/session-contract.ts';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Title } from '../components/Title.tsx';
import { errorMessage } from '../error-copy.ts';
import { useLocalization } from '../i18n/context.ts';
import { relativeTime } from '../i18n/format.ts';
import { findRetailer } from '../lookup.ts';

function ConnectionItem({ session, connection }: { session: WidgetSession; connection: Connection }) {
  const { messages: t, locale } = useLocalization();
  const { retailerId, displayName, status, lastSyncAt, errorCode } = connection;
  const when = lastSyncAt ? relativeTime(lastSyncAt, Date.now(), locale) : undefined;
  const problem = status === 'error' && errorCode ? t.retailerErrors[errorCode] : undefined;
  // The retailer's name is in each button's accessible name ("Sync now: Acme"), so a screen reader
  // listing buttons can tell the rows apart; the visible text stays short and starts the name
  // (WCAG 2.5.3, label in name, so voice control users can say what they see).
  const named = (action: string) => `${action}: ${displayName}`;
  return (
    <li class="card" data-retailer-id={retailerId}>
      <div class="row">
        <RetailerLogo name={displayName} url={findRetailer(session, retailerId)?.logo} />
        <span class="name">{displayName}</span>
        <StatusBadge status={status} />
      </div>
      <p class="muted">
        {lastSyncAt && when ? <time dateTime={lastSyncAt}>{t.lastSync(when)}</time> : t.neverSynced}
      </p>
      {problem && <p class="problem">{problem}</p>}
      <div class="actions">
        {status === 'error' && (
          <button type="button" class="primary" aria-label={named(t.reconnect)} onClick={() => session.reconnect(retailerId)}>
            {t.reconnect}
          </button>
        )}
        <button type="button" aria-label={named(t.syncNow)} onClick={() => void session.syncNow(retailerId)}>
          {t.syncNow}
        </button>
      </div>
    </li>
  );
}

export function ConnectionsScreen({ session }: { session: WidgetSession }) {
  const { messages: t } = useLocalization();
  const connections = session.connections.value;
  useEffect(() => {
    if (session.connections.peek().status === 'idle') void session.loadConnections();
  }, [session]);
  const list = connections.status === 'loaded' ? connections.value : [];
  return (
    <section class="screen" data-screen="connections">
      <div class="head">
        <Title>{t.connectionsTitle}</Title>
        <button type="button" onClick={() => session.showCatalog()}>{t.addRetailer}</button>
      </div>
      {(connections.status === 'idle' || connections.status === 'loading') && <p class="muted" role="status">{t.loading}</p>}
      {connections.status === 'failed' && (
        <div class="problem-box">
          <p role="alert" class="problem">{errorMessage(connections.error, session.variant, t)}</p>
          <button type="button" onClick={() => void session.loadConnections()}>{t.tryAgain}</button>
        </div>
      )}
      {connections.status === 'loaded' && list.length === 0 && <p>{t.noConnections}</p>}
      {list.length > 0 && (
        <>
          <ul class="cards" aria-label={t.connectionsList}>
            {list.map((c) => <ConnectionItem key={c.retailerId} session={session} connection={c} />)}
          </ul>
          <button type="button" class="primary" onClick={() => void session.syncAll()}>{t.syncAll}</button>
        </>
      )}
    </section>
  );
}
