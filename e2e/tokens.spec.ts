import { expect, test, type BrowserContext } from '@playwright/test';
import { expectHostEvent } from './support/host-page.ts';
import { liftedTokenState } from './support/sandbox-api.ts';
import { findTokenLeaks, watchTokens } from './support/token-leaks.ts';
import { DEMO, freshUser, openWidget, SANDBOX, signInThroughPopup, submitCredentials } from './support/widget.ts';

/** Answers the next `GET /b/sync/retailers` (the connections list) with a 401, once: the widget must refresh. */
async function rejectNextConnectionsList(context: BrowserContext): Promise<{ rejected: () => boolean }> {
  let done = false;
  await context.route(
    (url) => url.origin === SANDBOX && url.pathname === '/b/sync/retailers',
    (route) => {
      if (done || route.request().method() !== 'GET') return route.fallback();
      done = true;
      return route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        headers: {
          'access-control-allow-origin': DEMO,
          'www-authenticate': 'Bearer error="invalid_token"',
          vary: 'Origin',
        },
        body: JSON.stringify({
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'The access token expired.',
          code: 'invalid_token',
        }),
      });
    },
  );
  return { rejected: () => done };
}

test('no access, refresh or id token in storage, cookies, IndexedDB, URLs or host events, signed in and after sign-out', async ({
  context,
  page,
}) => {
  const watch = await watchTokens(context);
  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('tokens'));
  await submitCredentials(dialog, 'user_good');
  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expectHostEvent(page, 'sync.completed');
  // The host reads orders with the SDK's client (an API call with the token in the page).
  await expect(page.locator('#orders tbody tr')).toHaveCount(10);

  // A refresh: the connections list is refused once, the widget refreshes (rotation) and retries.
  const { rejected } = await rejectNextConnectionsList(context);
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  await expect(dialog.locator('[data-retailer-id]')).toHaveCount(1);
  expect(rejected()).toBe(true);
  await expect.poll(() => watch.issued.filter((token) => token.grant === 'refresh_token').length).toBeGreaterThan(0);
  const grants = new Set(watch.issued.map((token) => `${token.grant} ${token.kind}`));
  expect(grants).toEqual(
    new Set([
      'authorization_code access_token',
      'authorization_code refresh_token',
      'authorization_code id_token',
      'refresh_token access_token',
      'refresh_token refresh_token',
      ...(watch.issued.some((token) => token.grant === 'refresh_token' && token.kind === 'id_token')
        ? ['refresh_token id_token']
        : []),
    ]),
  );

  // While the tokens are live (the API still knows the newest access token, and refuses it off the
  // page only because it is DPoP-bound): nowhere to be found.
  const live = watch.issued.filter((token) => token.kind === 'access_token').at(-1)!;
  expect(await liftedTokenState(live.value, 'b')).toBe('bound');
  expect(await findTokenLeaks(context, watch)).toEqual([]);

  // After sign-out, still nowhere.
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expectHostEvent(page, 'auth.signed_out');
  expect(await findTokenLeaks(context, watch)).toEqual([]);
  // What was checked is not empty: the page did log events and make requests.
  expect(watch.urls.length).toBeGreaterThan(10);
  expect(watch.messages.some((message) => message.includes('retail-sync:oauth-callback'))).toBe(true);
});

test('control: the check finds a token put in each place', async ({ context, page }) => {
  const watch = await watchTokens(context);
  const dialog = await openWidget(page);
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), freshUser('tokctl'));
  await expectHostEvent(page, 'auth.succeeded');
  await expect.poll(() => watch.issued.length).toBe(3);
  expect(await findTokenLeaks(context, watch)).toEqual([]);

  const token = (kind: string) => watch.issued.find((issued) => issued.kind === kind)!.value;
  await page.evaluate(
    async ({ access, refresh, id }) => {
      localStorage.setItem('leak', access);
      sessionStorage.setItem('leak', refresh);
      document.cookie = `leak=${encodeURIComponent(id)}; path=/`;
      await new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('leak-db', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('store');
        open.onsuccess = () => {
          const transaction = open.result.transaction('store', 'readwrite');
          transaction.objectStore('store').put({ nested: refresh }, 'key');
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('the leak-db write failed'));
        };
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open(leak-db) failed'));
      });
      window.postMessage({ type: 'host-event', payload: { access } }, location.origin);
      const item = document.createElement('li');
      item.textContent = `auth.succeeded {"token":"${id}"}`;
      document.getElementById('event-log')!.prepend(item);
      history.replaceState(null, '', `?at=${access}`);
    },
    { access: token('access_token'), refresh: token('refresh_token'), id: token('id_token') },
  );
  await page.evaluate(
    (url) =>
      fetch(url).then(
        () => undefined,
        () => undefined,
      ),
    `${SANDBOX}/health?rt=${token('refresh_token')}`,
  );
  await expect.poll(() => watch.messages.some((message) => message.includes('host-event'))).toBe(true);

  const leaks = await findTokenLeaks(context, watch);
  const where = `${DEMO}/?at=${token('access_token')}`;
  expect(leaks).toEqual(
    expect.arrayContaining([
      `localStorage (${where}): access_token`,
      `sessionStorage (${where}): refresh_token`,
      `cookie (${where}): id_token`,
      `cookies (context): id_token`,
      `indexedDB (${where}): refresh_token`,
      `host log (${where}): id_token`,
      `url (${where}): access_token`,
      'url (request or navigation): refresh_token',
      'message (window): access_token',
      'storageState (context): access_token',
    ]),
  );
});
