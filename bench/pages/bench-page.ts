import { create } from '../../src/index.ts';
import type { BenchApi } from './bench-api.ts';

// The sandbox origin and variant come in the query, so the page works on any bench port.
const params = new URLSearchParams(window.location.search);
const sandbox = params.get('sandbox') ?? 'http://localhost:4710';
const variant = params.get('variant') === 'A' ? 'A' : 'B';

const api: BenchApi = {
  sandbox,
  current: undefined,
  create() {
    api.current = create({
      issuer: `${sandbox}/oauth`,
      clientId: 'retailsync-demo',
      apiBaseUrl: `${sandbox}/${variant.toLowerCase()}`,
      variant,
      locale: 'en',
    });
    return api.current;
  },
};
window.retailSyncBench = api;
document.getElementById('sign-in')?.addEventListener('click', () => api.current?.session.signIn());
document.body.dataset['ready'] = 'true';
