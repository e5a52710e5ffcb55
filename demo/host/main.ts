/// <reference types="vite/client" />
import { create } from '../../src/index.ts';

// The sandbox runs on its own origin so every cross-origin rule (CORS, postMessage, redirect URIs)
// is exercised for real. VITE_SANDBOX_ORIGIN moves it.
const sandbox = import.meta.env['VITE_SANDBOX_ORIGIN'] ?? 'http://localhost:4010';
const variant = new URLSearchParams(window.location.search).get('variant') === 'A' ? 'A' : 'B';

const widget = create({
  issuer: `${sandbox}/oauth`,
  clientId: 'retailsync-demo',
  redirectUri: `${window.location.origin}/callback.html`,
  apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
  variant,
});
widget.mount(document.getElementById('retail-sync') as HTMLElement);
