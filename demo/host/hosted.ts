/// <reference types="vite/client" />
import type { OpenTarget } from '../../src/index.ts';
import type { HostedWidget } from '../../src/entries/host/hosted-contract.ts';
import { openHosted } from '../../src/entries/host/open-hosted.ts';
import { byId } from './by-id.ts';

// The hosted page lives on the sandbox (the service's origin); this page is the host, elsewhere.
const sandbox = (import.meta.env['VITE_SANDBOX_ORIGIN'] as string | undefined) ?? 'http://localhost:4010';
const query = new URLSearchParams(window.location.search);
const variant = query.get('variant') === 'A' ? 'A' : 'B';
// `?login_hint=NAME`: the popup's sign-in page opens with that username filled in (docs/providers.md).
const loginHint = query.get('login_hint');

const log = document.getElementById('event-log') as HTMLOListElement;
const status = document.getElementById('hosted-status') as HTMLParagraphElement;
const openButton = document.getElementById('open-hosted') as HTMLButtonElement;
const openConnections = byId('open-hosted-connections') as HTMLButtonElement;
const closeButton = document.getElementById('close-hosted') as HTMLButtonElement;
byId('host-origin').textContent = window.location.origin;
byId('variant-label').textContent = variant;

let widget: HostedWidget | undefined;

function ended(): void {
  widget = undefined;
  openButton.disabled = false;
  openConnections.disabled = false;
  closeButton.disabled = true;
}

/** Opens the popup, at `target` if given (docs/embedding.md, "Open at a target"). */
function open(target?: OpenTarget): void {
  // Synchronously in the click, or the browser blocks the popup.
  const opened = openHosted({
    clientId: 'retailsync-demo',
    serviceOrigin: sandbox,
    variant,
    ...(target ? { target } : {}),
    ...(loginHint ? { authorizationParams: { login_hint: loginHint } } : {}),
  });
  if (!opened.opened) {
    status.textContent = 'The browser blocked the popup. Allow popups for this page and try again.';
    return;
  }
  widget = opened;
  status.textContent = 'The widget is open in a popup.';
  openButton.disabled = true;
  openConnections.disabled = true;
  closeButton.disabled = false;
  opened.onAny((event) => {
    const item = document.createElement('li');
    item.textContent = `${event.type} ${JSON.stringify(event.payload)}`;
    log.append(item);
  });
  opened.on('exit', () => {
    status.textContent = 'The popup was closed.';
    ended();
  });
}
openButton.addEventListener('click', () => open());
openConnections.addEventListener('click', () => open({ view: 'connections' }));

closeButton.addEventListener('click', () => {
  widget?.close();
  status.textContent = 'This page closed the popup.';
  ended();
});
