/// <reference types="vite/client" />
// createWidget(), as the demo pages use: its handle keeps the session, whose onAny() feeds the log.
import { createWidget as create } from '../../src/entries/host/create-widget.ts';

// The journey names the provider, the API and the API's resource indicator (RFC 8707), which the
// provider makes the audience of its access tokens (e2e/second-provider.spec.ts); the client is the
// one the sandbox's operator onboarded, which the provider's tokens name (client_id).
const params = new URLSearchParams(window.location.search);
const issuer = params.get('issuer');
const api = params.get('api');
const resource = params.get('resource');
if (!issuer || !api || !resource) throw new Error('Open this page with ?issuer=...&api=...&resource=...');

const widget = create({ issuer, clientId: 'retailsync-demo', apiBaseUrl: `${api}/b`, variant: 'B', resource });

const log = document.getElementById('event-log') as HTMLOListElement;
widget.session.onAny((event) => {
  const item = document.createElement('li');
  item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
  log.prepend(item);
});
document.getElementById('open-widget')?.addEventListener('click', () => widget.open());
document.getElementById('destroy-widget')?.addEventListener('click', () => widget.destroy());
