/// <reference types="vite/client" />
import { createWidgetSession } from '../../src/core/index.ts';
import { browserEnvironment } from '../../src/entries/browser-environment.ts';
import { mountApp } from '../../src/ui/mount-app.ts';

// Until the lead wires the new UI into the entries, this page mounts it around the real core, so
// the UI can be tried against a sandbox: start one with
//   PORT=5181 DEMO_ORIGIN=http://localhost:5180 npx tsx demo/server/main.ts
// and open http://localhost:5180/demo/gallery/live.html?sandbox=http://localhost:5181&variant=B
const params = new URLSearchParams(location.search);
const sandbox = params.get('sandbox') ?? 'http://localhost:4010';
const variant = params.get('variant') === 'A' ? 'A' : 'B';
const session = createWidgetSession({
  issuer: `${sandbox}/oauth`,
  clientId: 'retailsync-demo',
  redirectUri: `${location.origin}/callback.html`,
  apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
  variant,
  pageRedirectUri: null,
}, browserEnvironment());

const host = document.getElementById('widget') as HTMLElement;
const reopen = document.getElementById('reopen') as HTMLButtonElement;
const open = () => {
  reopen.hidden = true;
  mountApp(host, session, { ...(params.get('locale') ? { locale: params.get('locale') ?? '' } : {}), onClose: () => { reopen.hidden = false; } });
};
reopen.addEventListener('click', open);
open();
