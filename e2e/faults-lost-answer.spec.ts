import { expect, test, type Page, type Response } from '@playwright/test';
import {
  CONNECTIONS,
  connectionsOf,
  intercept,
  latestSync,
  lower,
  startedSyncIds,
  type Variant,
} from './support/faults.ts';
import { sandboxUser } from './support/sandbox-api.ts';
import { freshUser, openWidget, signInThroughPopup, submitCredentials } from './support/widget.ts';

/** Harbor Hardware. */
const RETAILER = 1008;

/** What `interceptConnect` saw of the connect requests. */
interface ConnectIntercept {
  /** The Idempotency-Key of every attempt the browser sent, in order. */
  readonly keys: (string | undefined)[];
  /** The connect answers that reached the page (the lost ones never do). */
  readonly answers: Response[];
  /** The sandbox's answer to the first lost attempt, which the widget never heard. */
  firstAnswer?: { status: number; syncId: string };
}

/**
 * Intercepts the variant's connect (POST to its connections path). Attempt `n` (1 for the first) is
 * lost when `lose(n)` says so: the sandbox gets the request and answers (the first time it makes the
 * connection, afterwards it replays), and the widget hears a network failure instead. Any other
 * attempt goes through unchanged.
 */
async function interceptConnect(
  page: Page,
  variant: Variant,
  lose: (attempt: number) => boolean,
): Promise<ConnectIntercept> {
  const connectPath = new RegExp(`^/${lower(variant)}${CONNECTIONS[variant]}$`);
  const seen: ConnectIntercept = { keys: [], answers: [] };
  await intercept(page, 'POST', connectPath, async (route, request) => {
    seen.keys.push(request.headers()['idempotency-key']);
    if (!lose(seen.keys.length)) {
      await route.fallback();
      return;
    }
    const answer = await route.fetch();
    seen.firstAnswer ??= {
      status: answer.status(),
      syncId: ((await answer.json()) as { sync: { syncId: string } }).sync.syncId,
    };
    await route.abort('failed');
  });
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && connectPath.test(new URL(response.url()).pathname))
      seen.answers.push(response);
  });
  return seen;
}

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: the connect answer is lost on the way back; the retry replays it and makes no second connection`, async ({
    page,
  }) => {
    const username = freshUser('lost');
    // The first attempt reaches the sandbox, which creates the connection; the widget never hears back.
    const connect = await interceptConnect(page, variant, (attempt) => attempt === 1);
    const { keys, answers } = connect;

    const dialog = await openWidget(page, `?variant=${variant}`);
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await submitCredentials(dialog, 'user_good');

    // The user sees no error: the retry is silent, and the journey ends as if nothing happened.
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-screen="error"]')).toHaveCount(0);
    expect(connect.firstAnswer?.status).toBe(201);

    // The retry repeated the first attempt's Idempotency-Key, and the service replayed its answer.
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.headers()['idempotent-replayed']).toBe('true');
    expect(answers[0]?.status()).toBe(201);

    // Nothing lost, nothing doubled: one connection, one sync (the one the lost answer started).
    const user = await sandboxUser(username, lower(variant));
    const connections = await connectionsOf(user, variant);
    expect(connections.map((item) => item.retailerId)).toEqual([RETAILER]);
    const latest = await latestSync(user);
    expect(latest.syncId).toBe(connect.firstAnswer?.syncId);
    expect(latest.status).toBe('completed');
    expect(await startedSyncIds(page)).toEqual([connect.firstAnswer?.syncId]);
  });
}

for (const variant of ['A', 'B'] as const) {
  test(`variant ${variant}: every answer to the connect is lost; Connect again gets the first one replayed, still one connection`, async ({
    page,
  }) => {
    const username = freshUser('unanswered');
    // The sandbox gets every attempt (the first makes the connection, the retries are replays); while
    // `losing`, the widget hears none of the answers.
    let losing = true;
    const connect = await interceptConnect(page, variant, () => losing);
    const { keys, answers } = connect;

    const dialog = await openWidget(page, `?variant=${variant}`);
    await dialog.getByRole('button', { name: 'Harbor Hardware' }).click();
    await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
    await submitCredentials(dialog, 'user_good');

    // After the transport's retries, the user is back on the credentials form, which says so and
    // keeps the way forward.
    await expect(page.locator('[data-screen="credentials"]')).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('alert')).toContainText('could not reach the service', { timeout: 20_000 });
    expect(keys).toHaveLength(4); // the attempt and its 3 retries
    expect(connect.firstAnswer?.status).toBe(201);

    losing = false;
    await submitCredentials(dialog, 'user_good');
    await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });

    // One key for the lost attempts and the new submission; the service replayed its first answer.
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.headers()['idempotent-replayed']).toBe('true');

    // Nothing doubled: one connection, and the sync followed is the one the first attempt started.
    const user = await sandboxUser(username, lower(variant));
    expect((await connectionsOf(user, variant)).map((item) => item.retailerId)).toEqual([RETAILER]);
    expect((await latestSync(user)).syncId).toBe(connect.firstAnswer?.syncId);
    expect(await startedSyncIds(page)).toEqual([connect.firstAnswer?.syncId]);
  });
}

test("the MFA code's answer is lost on the way back: the retry replays it, the step is not lost and the sync completes", async ({
  page,
}) => {
  const username = freshUser('lostmfa');
  const mfaPath = /^\/b\/sync\/sessions\/[^/]+\/mfa$/;
  const keys: (string | undefined)[] = [];
  let firstStatus: number | undefined;
  await intercept(page, 'POST', mfaPath, async (route, request) => {
    keys.push(request.headers()['idempotency-key']);
    if (keys.length > 1) {
      await route.fallback();
      return;
    }
    firstStatus = (await route.fetch()).status(); // the sandbox took the code; the widget never hears back
    await route.abort('failed');
  });
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && mfaPath.test(new URL(response.url()).pathname))
      answers.push(response);
  });

  const dialog = await openWidget(page);
  await dialog.getByRole('button', { name: 'Cobblestone Books' }).click();
  await signInThroughPopup(page, dialog.getByRole('button', { name: 'Sign in' }), username);
  await submitCredentials(dialog, 'user_mfa');
  await expect(page.locator('[data-screen="mfa"]')).toBeVisible({ timeout: 20_000 });
  await dialog.getByLabel('Verification code').fill('123456');
  await dialog.getByRole('button', { name: 'Verify' }).click();

  await expect(page.locator('[data-screen="success"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-screen="error"]')).toHaveCount(0);
  expect(firstStatus).toBe(200);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(answers).toHaveLength(1);
  expect(answers[0]?.headers()['idempotent-replayed']).toBe('true');

  const user = await sandboxUser(username, 'b');
  const latest = await latestSync(user);
  expect(latest.status).toBe('completed');
  expect(await startedSyncIds(page)).toEqual([latest.syncId]);
  expect(await connectionsOf(user, 'B')).toHaveLength(1);
});
