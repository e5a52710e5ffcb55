import { create } from 'retail-sync-widget';

const SANDBOX = import.meta.env.VITE_SANDBOX_ORIGIN;
const LOGGED = ['ready', 'open', 'resumed', 'sync.completed', 'error', 'exit'];

// No framework. The callback page is the package's public/callback.html, served with the app's
// public files, so under the base path.
const widget = create({
  issuer: `${SANDBOX}/oauth`,
  clientId: 'retailsync-demo',
  apiBaseUrl: `${SANDBOX}/b`,
  redirectUri: `${location.origin}${import.meta.env.BASE_URL}callback.html`,
});
const log = document.getElementById('event-log');
for (const type of LOGGED) {
  widget.on(type, () => log.append(Object.assign(document.createElement('li'), { textContent: type })));
}
document.getElementById('connect').addEventListener('click', () => widget.open());
