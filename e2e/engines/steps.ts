import { SANDBOX } from '../support/origins.ts';
import type { EnginePage, Target } from './driver.ts';
import { retry } from './page-base.ts';
import { button, dialog, field, inside, screen } from './targets.ts';

/**
 * The steps many journeys share, written once against the engine-neutral driver (as
 * e2e/support/widget.ts's are for the Chromium suite).
 */

/**
 * Reads `read()` until `accept` takes its value, and returns that value; fails after `timeoutMs`
 * saying `what` and the last value read, so the failure shows what the page had instead.
 */
export async function eventually<T>(
  what: string,
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  let last: T | undefined;
  try {
    return await retry(what, timeoutMs, async () => {
      last = await read();
      return accept(last) ? last : null;
    });
  } catch (error) {
    throw new Error(`${(error as Error).message}; last seen: ${JSON.stringify(last)}`, { cause: error });
  }
}

/** Waits until `target` is rendered (`timeoutMs`, default 10 s). */
export async function visible(page: EnginePage, target: Target, timeoutMs = 10_000): Promise<void> {
  await eventually(
    `${page.engine}: wait for ${target.description ?? target.css}`,
    () => page.count(target),
    (count) => count > 0,
    timeoutMs,
  );
}

/** The event types the demo host page has listed in its log (#event-log, newest first), oldest first. */
export async function hostEventTypes(page: EnginePage): Promise<string[]> {
  const items = await page.evaluate(() =>
    [...document.querySelectorAll('#event-log li')].map((item) => item.textContent),
  );
  return items.map((text) => text.split(' ')[0] ?? '').reverse();
}

/** Waits until the host page's log shows an event of `type`. */
export async function hostEvent(page: EnginePage, type: string, timeoutMs = 10_000): Promise<void> {
  await eventually(
    `${page.engine}: the host's log shows ${type}`,
    () => hostEventTypes(page),
    (types) => types.includes(type),
    timeoutMs,
  );
}

/** Loads the demo host page (with `query`) and opens the widget's dialog. */
export async function openWidget(page: EnginePage, query = ''): Promise<void> {
  await page.goto(`/${query}`);
  await page.click(button('Connect your retailers'));
  await visible(page, dialog);
}

/**
 * Clicks `trigger` (which opens the sign-in popup) and signs in there as `username`; returns when
 * the widget has closed the popup. When the provider still has a session (a second sign-in), the
 * popup closes without asking, as single sign-on does.
 */
export async function signInThroughPopup(page: EnginePage, trigger: Target, username: string): Promise<void> {
  const popup = await page.popup(() => page.click(trigger));
  const signInPage = `${SANDBOX}/oauth/interaction/`;
  const state = await retry(`${page.engine}: the sign-in popup asks or closes`, 15_000, async () => {
    if (await popup.isClosed()) return 'closed';
    return (await popup.url()).startsWith(signInPage) && (await popup.count(field('Username'))) > 0 ? 'asked' : null;
  });
  if (state === 'asked') {
    await popup.fill(field('Username'), username);
    await popup.click(button('Sign in'));
  }
  await retry(`${page.engine}: the widget closes the sign-in popup`, 15_000, async () =>
    (await popup.isClosed()) ? true : null,
  );
}

/** Fills the retailer credentials form in the dialog and submits it. */
export async function submitCredentials(page: EnginePage, username: string, password = 'pass_good'): Promise<void> {
  await page.fill(inside(dialog, field('Username')), username);
  await page.fill(inside(dialog, field('Password')), password);
  await page.click(inside(dialog, button(/^(Connect|Reconnect)$/)));
}

/** The number of orders the success screen says were fetched, once it shows. */
export async function ordersFetched(page: EnginePage): Promise<number> {
  await visible(page, screen('success'), 20_000);
  const text = await page.text(screen('success'));
  return Number(/(\d+) orders fetched/.exec(text)?.[1]);
}
