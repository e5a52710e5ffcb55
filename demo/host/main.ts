/// <reference types="vite/client" />
// The handle with its session (not the npm package's public one): the page lists every event.
import { createWidget as create } from '../../src/entries/host/create-widget.ts';
import { byId } from './by-id.ts';
import { pseudoMessages } from './pseudo-locale.ts';
import { renderConnections } from './connections-list.ts';
import { renderOrders } from './orders-table.ts';

// The sandbox runs on its own origin so every cross-origin rule (CORS, postMessage, redirect URIs)
// is exercised for real. VITE_SANDBOX_ORIGIN moves it; ?variant=A switches the API variant.
const sandbox = (import.meta.env['VITE_SANDBOX_ORIGIN'] as string | undefined) ?? 'http://localhost:4010';
const params = new URLSearchParams(window.location.search);
const variant = params.get('variant') === 'A' ? 'A' : 'B';
const locale = params.get('locale');
// ?pseudo: the pseudo-locale built from English, as the host's own words (docs/languages.md).
const messages = params.has('pseudo') ? { en: pseudoMessages() } : undefined;

const widget = create({
  issuer: `${sandbox}/oauth`,
  clientId: 'retailsync-demo',
  apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
  variant,
  ...(locale ? { locale } : {}),
  ...(messages ? { messages } : {}),
});

const log = document.getElementById('event-log') as HTMLOListElement;
widget.session.onAny((event) => {
  const item = document.createElement('li');
  item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
  log.prepend(item);
});

// The host reads the user's connections and orders itself, with the SDK's headless client, naming
// each retailer from the public catalog (read once, again after a failure).
const table = document.getElementById('orders') as HTMLTableElement;
const caption = document.getElementById('orders-caption') as HTMLElement;
const connectionList = byId('host-connections') as HTMLUListElement;
const problem = byId('host-problem');
let names: Promise<Map<number, string>> | undefined;
function retailerNames(): Promise<Map<number, string>> {
  names ??= widget.session.api.listCatalog().then(
    (catalog) => new Map(catalog.map((retailer) => [retailer.retailerId, retailer.displayName])),
    (error: unknown) => {
      names = undefined;
      throw error;
    },
  );
  return names;
}
const said = (what: string) => (error: unknown) => {
  problem.textContent = `Could not load the ${what}: ${error instanceof Error ? error.message : 'unknown error'}`;
};

function refreshConnections(): void {
  if (widget.session.auth.value.status !== 'signed_in') return;
  Promise.all([widget.session.api.listConnections(), retailerNames()]).then(
    ([connections, known]) =>
      renderConnections(connectionList, connections, known, (retailerId) =>
        widget.open({ retailerId, reconnect: true }),
      ),
    said('connections'),
  );
}
for (const type of ['auth.succeeded', 'connection.created', 'connection.updated', 'sync.failed'] as const) {
  widget.on(type, refreshConnections);
}
widget.on('auth.signed_out', () => renderConnections(connectionList, [], new Map(), () => {}));
widget.on('sync.completed', () => {
  refreshConnections();
  Promise.all([widget.session.api.listOrders({ limit: 10 }), retailerNames()]).then(
    ([list, known]) => renderOrders(table, caption, list, known),
    said('orders'),
  );
});

document.getElementById('open-widget')?.addEventListener('click', () => widget.open());
// destroy(): the widget goes, and the tokens it held are revoked (docs/security-and-csp.md).
document.getElementById('destroy-widget')?.addEventListener('click', () => widget.destroy());

// The targets of open() (docs/embedding.md, "Open at a target"), from the host's own controls.
const targetRetailer = byId('target-retailer') as HTMLInputElement;
const targetReconnect = byId('target-reconnect') as HTMLInputElement;
byId('open-retailer').addEventListener('click', () => {
  try {
    const retailerId = Number(targetRetailer.value);
    widget.open(targetReconnect.checked ? { retailerId, reconnect: true } : { retailerId });
  } catch (error) {
    // A bad target is a TypeError naming it, before anything opens.
    problem.textContent = error instanceof Error ? error.message : 'unknown error';
  }
});
byId('open-connections').addEventListener('click', () => widget.open({ view: 'connections' }));
byId('variant-label').textContent = variant;
// A page that comes back from the full-page sign-in fallback needs nothing here: the widget shows
// itself where the shopper was, and says so with `resumed` (docs/embedding.md).
