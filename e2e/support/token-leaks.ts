import type { BrowserContext, Page } from '@playwright/test';
import { SANDBOX } from './origins.ts';

type TokenKind = 'access_token' | 'refresh_token' | 'id_token';
const KINDS: readonly TokenKind[] = ['access_token', 'refresh_token', 'id_token'];

/** What a journey's browser context showed the world, recorded as it happened. */
export interface TokenWatch {
  /** Every token the provider issued, from the token endpoint's answers (code and refresh grants). */
  readonly issued: { kind: TokenKind; value: string; grant: string }[];
  /** Every request URL and every frame URL any page of the context went to. */
  readonly urls: string[];
  /** Every `message` event any window of the context received (origin and data, as JSON). */
  readonly messages: string[];
}

/** Starts recording; call before the first page of the context navigates. */
export async function watchTokens(context: BrowserContext): Promise<TokenWatch> {
  const watch: TokenWatch = { issued: [], urls: [], messages: [] };
  context.on('response', async (response) => {
    const request = response.request();
    if (response.url() !== `${SANDBOX}/oauth/token` || request.method() !== 'POST' || !response.ok()) return;
    const grant = new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '?';
    const body = (await response.json()) as Partial<Record<TokenKind, unknown>>;
    for (const kind of KINDS) {
      const value = body[kind];
      if (typeof value === 'string' && value) watch.issued.push({ kind, value, grant });
    }
  });
  context.on('request', (request) => {
    watch.urls.push(request.url());
    const referer = request.headers()['referer'];
    if (referer) watch.urls.push(referer);
  });
  const followFrames = (page: Page) => page.on('framenavigated', (frame) => watch.urls.push(frame.url()));
  context.pages().forEach(followFrames);
  context.on('page', followFrames);
  await context.exposeBinding('__reportMessage', (_source, text: string) => {
    watch.messages.push(text);
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'message',
      (event) => {
        let data: string;
        try {
          data = JSON.stringify(event.data);
        } catch {
          data = String(event.data);
        }
        void (window as unknown as { __reportMessage(text: string): Promise<void> }).__reportMessage(
          `${event.origin} ${data}`,
        );
      },
      true,
    );
  });
  return watch;
}

/** Everything the page can read from its storage, cookies, IndexedDB, address and event log. */
async function pageStores(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const entries = (storage: Storage) =>
      JSON.stringify(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    const databases: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error ?? new Error(`indexedDB.open(${name}) failed`));
      });
      for (const store of [...db.objectStoreNames]) {
        const read = (what: 'getAll' | 'getAllKeys') =>
          new Promise<unknown>((resolve, reject) => {
            const request = db.transaction(store, 'readonly').objectStore(store)[what]();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error ?? new Error(`${name}/${store} ${what}() failed`));
          });
        databases[`${name}/${store}`] = { keys: await read('getAllKeys'), values: await read('getAll') };
      }
      db.close();
    }
    return {
      localStorage: entries(localStorage),
      sessionStorage: entries(sessionStorage),
      cookie: document.cookie,
      indexedDB: JSON.stringify(databases),
      url: location.href,
      'host log': document.getElementById('event-log')?.textContent ?? '',
    };
  });
}

/**
 * Where any issued token can be found: each open page's localStorage, sessionStorage,
 * document.cookie, IndexedDB (every database and store), address and event log; the context's
 * cookies for every origin and its saved storage (localStorage and IndexedDB of every origin it
 * visited, closed popups included); every URL and every message recorded by `watchTokens`.
 * Answers "channel (where): token kind" for each find, so an empty list means no leak.
 */
export async function findTokenLeaks(context: BrowserContext, watch: TokenWatch): Promise<string[]> {
  const places: { channel: string; where: string; text: string }[] = [];
  for (const page of context.pages()) {
    if (page.isClosed()) continue;
    for (const [channel, text] of Object.entries(await pageStores(page)))
      places.push({ channel, where: page.url(), text });
  }
  places.push({ channel: 'cookies', where: 'context', text: JSON.stringify(await context.cookies()) });
  places.push({
    channel: 'storageState',
    where: 'context',
    text: JSON.stringify(await context.storageState({ indexedDB: true })),
  });
  watch.urls.forEach((url) => places.push({ channel: 'url', where: 'request or navigation', text: url }));
  watch.messages.forEach((message) => places.push({ channel: 'message', where: 'window', text: message }));

  const leaks = new Set<string>();
  for (const { kind, value } of watch.issued) {
    const forms = [value, encodeURIComponent(value)];
    for (const { channel, where, text } of places) {
      if (forms.some((form) => text.includes(form))) leaks.add(`${channel} (${where}): ${kind}`);
    }
  }
  return [...leaks];
}
