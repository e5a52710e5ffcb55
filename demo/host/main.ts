/// <reference types="vite/client" />
import { create } from '../../src/index.ts';
import { byId } from './by-id.ts';
import { renderOrders } from './orders-table.ts';

// The sandbox runs on its own origin so every cross-origin rule (CORS, postMessage, redirect URIs)
// is exercised for real. VITE_SANDBOX_ORIGIN moves it; ?variant=A switches the API variant.
const sandbox = (import.meta.env['VITE_SANDBOX_ORIGIN'] as string | undefined) ?? 'http://localhost:4010';
const params = new URLSearchParams(window.location.search);
const variant = params.get('variant') === 'A' ? 'A' : 'B';
const locale = params.get('locale');

const widget = create({
  issuer: `${sandbox}/oauth`,
  clientId: 'retailsync-demo',
  apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
  variant,
  ...(locale ? { locale } : {}),
});

const log = document.getElementById('event-log') as HTMLOListElement;
widget.session.onAny((event) => {
  const item = document.createElement('li');
  item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
  log.prepend(item);
});

// The host reads the user's orders itself, with the SDK's headless client, once a sync completes.
const table = document.getElementById('orders') as HTMLTableElement;
const caption = document.getElementById('orders-caption') as HTMLElement;
widget.on('sync.completed', () => {
  widget.session.api.listOrders({ limit: 10 }).then(
    (list) => renderOrders(table, caption, list),
    (error: unknown) => {
      caption.textContent = `Could not load the orders: ${error instanceof Error ? error.message : 'unknown error'}`;
    },
  );
});

document.getElementById('open-widget')?.addEventListener('click', () => widget.open());
// destroy(): the widget goes, and the tokens it held are revoked (docs/security-and-csp.md).
document.getElementById('destroy-widget')?.addEventListener('click', () => widget.destroy());
byId('variant-label').textContent = variant;
// A page that comes back from the full-page sign-in fallback continues the journey at once.
if (widget.session.auth.value.status === 'signing_in') widget.open();
