import { randomUUID } from 'node:crypto';
import type { Browser } from '@playwright/test';
import { signIn } from '../demo/server/test-support/oauth.ts';
import {
  countByKind,
  fillUserGoodCredentials,
  freshUser,
  openBenchPage,
  recordSandboxRequests,
  signInThroughPopup,
  sleep,
  type SeenRequest,
} from './browser.ts';
import { DEMO, SANDBOX } from './config.ts';

export interface RequestCount {
  /** Requests to the sandbox in the window measured (OPTIONS preflights left out). */
  total: number;
  rateLimited: number;
  byKind: Record<string, number>;
  seconds: number;
}

function countSince(requests: readonly SeenRequest[], from: number, seconds: number): RequestCount {
  const inWindow = requests.filter((request) => request.at >= from);
  return {
    total: inWindow.length,
    rateLimited: inWindow.filter((request) => request.status === 429).length,
    byKind: countByKind(inWindow),
    seconds,
  };
}

/**
 * One user_good connect, from the click on "Connect" to the success screen, as a shopper does it:
 * Harbor Hardware, sign in in the popup, credentials. Variant B (the bench page's default).
 */
export async function measureOneSync(browser: Browser): Promise<RequestCount> {
  const context = await browser.newContext();
  const requests = recordSandboxRequests(context);
  const page = await openBenchPage(context);
  const dialog = await fillUserGoodCredentials(page, 'bench1');
  const from = Date.now();
  await dialog.getByRole('button', { name: 'Connect' }).click();
  await page.locator('[data-screen="success"]').waitFor({ timeout: 60_000 });
  const seconds = (Date.now() - from) / 1000;
  // Settle: a request the success screen triggers would show up here.
  await sleep(500);
  await context.close();
  return countSince(requests, from, seconds);
}

/** Retailers 1001-1020 connected with user_good for `username`, each first sync finished (Node side). */
async function prepareConnections(username: string, count: number): Promise<void> {
  const { accessToken } = await signIn({
    origin: SANDBOX,
    clientId: 'retailsync-demo',
    redirectUri: `${DEMO}/callback.html`,
    username,
  });
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const response = await fetch(`${SANDBOX}/b${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (let index = 0; index < count; index += 1) {
    await call('POST', '/sync/retailers', {
      retailerId: 1001 + index,
      credentials: { username: 'user_good', password: 'pass_good' },
    });
  }
  // Once a second (not faster: 100 requests per minute per user, and the browser's turn comes next).
  for (let attempt = 0; attempt < 60; attempt += 1) {
    await sleep(1000);
    const connections = (await call('GET', '/sync/retailers?limit=100')) as Array<{ status: string }>;
    if (connections.length === count && connections.every((connection) => connection.status === 'active')) return;
  }
  throw new Error('the prepared connections did not all become active within 60 s');
}

/**
 * "Sync all" of 20 connections, from the click to the success screen. The connections are made
 * beforehand through the API (faster than 20 rounds of the form); the browser then signs in as the
 * same user and opens "Your connections".
 */
export async function measureSyncAll(
  browser: Browser,
  connections = 20,
): Promise<RequestCount & { connections: number }> {
  const username = freshUser('bench20');
  await prepareConnections(username, connections);
  const context = await browser.newContext();
  const requests = recordSandboxRequests(context);
  const page = await openBenchPage(context);
  await page.evaluate(() => {
    window.retailSyncBench!.create();
  });
  // Signed in before opening: the page's button is a real click, so the popup is allowed.
  await signInThroughPopup(page, page.locator('#sign-in'), username);
  await page.evaluate(() => window.retailSyncBench!.current!.open());
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Your connections' }).click();
  await page.waitForFunction((n) => {
    const root = document.querySelector('[data-retail-sync]')?.shadowRoot;
    return (root?.querySelectorAll('[data-retailer-id]').length ?? 0) >= n;
  }, connections);
  const from = Date.now();
  await dialog.getByRole('button', { name: 'Sync all' }).click();
  await page.locator('[data-screen="success"]').waitFor({ timeout: 120_000 });
  const seconds = (Date.now() - from) / 1000;
  await sleep(500);
  await context.close();
  return { ...countSince(requests, from, seconds), connections };
}
