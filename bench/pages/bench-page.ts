import { createWidget as create } from '../../src/entries/host/create-widget.ts';
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
  afterNextFrame: () =>
    new Promise((resolve) => {
      requestAnimationFrame(() => {
        void window.scheduler.postTask(() => resolve(performance.now()), { priority: 'user-blocking' });
      });
    }),
  async catalogPainted() {
    const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
    const listed = () => root.querySelector('[data-screen="catalog"] ul li') !== null;
    if (!listed()) {
      await new Promise<void>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (!listed()) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(root, { childList: true, subtree: true });
        // Fail fast (the widget shows something else) rather than hang the bench.
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no catalog list within 15 s; the widget shows: ${root.textContent.slice(0, 200)}`));
        }, 15_000);
      });
    }
    return api.afterNextFrame();
  },
};
window.retailSyncBench = api;
document.getElementById('sign-in')?.addEventListener('click', () => api.current?.session.signIn());
document.body.dataset['ready'] = 'true';
