import type { Connection, WidgetSession } from '../../core/session-contract.ts';
import { LoadStatus } from '../components/LoadStatus.tsx';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { Title } from '../components/Title.tsx';
import { useLocalization, useMessages } from '../i18n/context.ts';
import { relativeTime } from '../i18n/format.ts';
import { findRetailer } from '../lookup.ts';
import type { ScreenProps } from './view.ts';

function ConnectionItem({
  session,
  connection,
  current,
}: {
  session: WidgetSession;
  connection: Connection;
  /** The connection the host opened the screen at: marked for sight and for screen readers. */
  current: boolean;
}) {
  const { messages: t, locale } = useLocalization();
  const { retailerId, displayName, status, lastSyncAt, errorCode } = connection;
  const when = lastSyncAt && relativeTime(lastSyncAt, Date.now(), locale);
  const problem = status === 'error' && errorCode && t.retailerErrors[errorCode];
  // The retailer's name is in each button's accessible name ("Sync now: Acme"), so a screen reader
  // listing buttons can tell the rows apart; the visible text stays short and starts the name
  // (WCAG 2.5.3, label in name, so voice control users can say what they see).
  const named = (action: string) => `${action}: ${displayName}`;
  return (
    <li class="card" data-retailer-id={retailerId} aria-current={current || undefined}>
      <div class="row">
        <RetailerLogo name={displayName} url={findRetailer(session, retailerId)?.logo} />
        <bdi class="name">{displayName}</bdi>
        {/* The status in words as well as colour, so it does not rely on colour alone (WCAG 1.4.1). */}
        <span class={`badge ${status}`} data-status={status}>
          {t.connectionStatus[status]}
        </span>
      </div>
      <p class="muted">{when ? <time dateTime={lastSyncAt}>{t.lastSync(when)}</time> : t.neverSynced}</p>
      {problem && <p class="problem">{problem}</p>}
      <div class="actions">
        {status === 'error' && (
          <button
            type="button"
            class="primary"
            aria-label={named(t.reconnect)}
            onClick={() => session.reconnect(retailerId)}
          >
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

/** The loaded connections with Sync all, or a line saying there are none. */
function ConnectionList({
  session,
  connections,
  current,
}: {
  session: WidgetSession;
  connections: readonly Connection[];
  current: number | undefined;
}) {
  const t = useMessages();
  if (connections.length === 0) return <p>{t.noConnections}</p>;
  return (
    <>
      <ul class="cards" aria-label={t.connectionsList}>
        {connections.map((connection) => (
          <ConnectionItem
            key={connection.retailerId}
            session={session}
            connection={connection}
            current={connection.retailerId === current}
          />
        ))}
      </ul>
      <button type="button" class="primary" onClick={() => void session.syncAll()}>
        {t.syncAll}
      </button>
    </>
  );
}

/**
 * The user's connections, each with its status and actions; its `LoadStatus` loads them, unless the
 * session has them.
 */
export function ConnectionsScreen({ session, view }: ScreenProps<'connections'>) {
  const t = useMessages();
  const connections = session.connections.value;
  return (
    <>
      <div class="head">
        <Title>{t.yourConnections}</Title>
        <button type="button" onClick={() => session.showCatalog()}>
          {t.addRetailer}
        </button>
      </div>
      <LoadStatus session={session} list="connections" />
      {connections.status === 'loaded' && (
        <ConnectionList session={session} connections={connections.value} current={view.retailerId} />
      )}
    </>
  );
}
