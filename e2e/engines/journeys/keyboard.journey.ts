import { expect } from 'vitest';
import { freshUser } from '../../support/users.ts';
import type { EnginePage, FocusedElement, Key } from '../driver.ts';
import { journey } from '../journey.ts';
import { eventually, visible } from '../steps.ts';
import { button, dialog, field, inside, screen } from '../targets.ts';

/**
 * The whole journey with the keyboard alone, in every engine (docs/accessibility.md): after every
 * step, where focus is, read through the shadow root. Focus on `<body>` (`focused()` is null) never
 * passes while the dialog is open: a keyboard user there would Tab out of the widget.
 */

/** What the focused element must be: a tag, and a name (exact, or matching), and attributes. */
interface Expected {
  readonly tag: string;
  readonly name?: string | RegExp;
  readonly attributes?: Readonly<Record<string, string>>;
}

function matches(focused: FocusedElement | null, expected: Expected): boolean {
  if (!focused || focused.tag !== expected.tag) return false;
  const { name } = expected;
  if (typeof name === 'string' && focused.name !== name) return false;
  if (name instanceof RegExp && !name.test(focused.name)) return false;
  return Object.entries(expected.attributes ?? {}).every(([key, value]) => focused.attributes[key] === value);
}

/** Waits until focus is on `expected`, in view (WCAG 2.4.11), and returns it. */
async function focusIs(
  page: EnginePage,
  step: string,
  expected: Expected,
  timeoutMs = 10_000,
): Promise<FocusedElement> {
  const focused = await eventually(
    `${page.engine}: ${step}: focus on ${expected.tag} ${String(expected.name ?? '')}`,
    () => page.focused(),
    (now) => matches(now, expected),
    timeoutMs,
  );
  // `matches` accepted it, so it is not null (not <body>).
  if (!focused) throw new Error(`${page.engine}: ${step}: focus on <body>`);
  expect(focused.inViewport, `${page.engine}: ${step}: the focused element is in view`).toBe(true);
  return focused;
}

/** Presses `key`, then checks focus landed on `expected`. */
async function pressTo(page: EnginePage, key: Key, step: string, expected: Expected): Promise<FocusedElement> {
  await page.press(key);
  return focusIs(page, step, expected);
}

/** Presses Tab until `expected` has focus (at most `limit` times): for the host page, whose order is not ours. */
async function tabUntil(page: EnginePage, step: string, expected: Expected, limit = 20): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.press('Tab');
    if (matches(await page.focused(), expected)) return;
  }
  throw new Error(`${page.engine}: ${step}: ${limit} Tabs never reached ${expected.tag} ${String(expected.name)}`);
}

/**
 * Types into the field that has focus. The driver's `fill` names its field; it is the focused one
 * here (checked before and after), so focus does not move.
 */
async function typeInto(page: EnginePage, label: string, text: string): Promise<void> {
  await focusIs(page, `before typing in ${label}`, { tag: 'input', name: label });
  await page.fill(inside(dialog, field(label)), text);
  await focusIs(page, `after typing in ${label}`, { tag: 'input', name: label });
}

const heading = (name: string): Expected => ({ tag: 'h2', name });
const alert: Expected = { tag: 'p', attributes: { role: 'alert' } };

journey(
  'keyboard only: launcher, search, choose, sign in, cancel, refused connect, refused password, MFA, success, close',
  async ({ page }) => {
    await page.goto('/');
    const launcher: Expected = { tag: 'button', name: 'Connect your retailers' };
    await tabUntil(page, 'the launcher', launcher);
    await pressTo(page, 'Enter', 'the dialog opens at its heading', heading('Connect a retailer'));

    // Search and choose: the search box, then the grid's one tile in the Tab order.
    await pressTo(page, 'Tab', 'search', { tag: 'input', name: 'Search retailers' });
    await typeInto(page, 'Search retailers', 'harbor');
    await pressTo(page, 'Tab', 'the first match', { tag: 'button', name: 'Harbor Hardware' });
    await pressTo(page, 'Enter', 'choosing leads to signing in', heading('Sign in to continue'));

    // A sign-in cancelled on the provider's page, by keyboard: the error comes back to this screen
    // and takes focus. While the window is open, "Sign in" keeps focus, held and busy.
    const signIn: Expected = { tag: 'button', name: 'Sign in' };
    await pressTo(page, 'Tab', 'Sign in', signIn);
    const cancelled = await page.popup(() => page.press('Enter'));
    await focusIs(page, 'Sign in holds focus while the window is open', {
      ...signIn,
      attributes: { 'aria-disabled': 'true', 'aria-busy': 'true' },
    });
    await focusIs(cancelled, 'the provider focuses its username', { tag: 'input', name: 'Username' }, 20_000);
    await pressTo(cancelled, 'Tab', 'the provider’s Sign in', { tag: 'button', name: 'Sign in' });
    await pressTo(cancelled, 'Tab', 'the provider’s Cancel', { tag: 'button', name: 'Cancel' });
    await cancelled.press('Enter');
    await focusIs(page, 'the cancelled sign-in’s message', alert, 20_000);

    // Signing in on the provider's page with the keyboard.
    await pressTo(page, 'Tab', 'back to Sign in', signIn);
    const provider = await page.popup(() => page.press('Enter'));
    await focusIs(provider, 'the provider focuses its username', { tag: 'input', name: 'Username' }, 20_000);
    await provider.fill(field('Username'), freshUser('keyboard'));
    await focusIs(provider, 'typing leaves focus in the username', { tag: 'input', name: 'Username' });
    await provider.press('Enter');
    await focusIs(page, 'signed in: the credentials form', heading('Connect Harbor Hardware'), 20_000);

    // A refused connect: the service refuses a username longer than its 128 characters. The
    // message takes focus and describes both fields, which are marked invalid.
    await pressTo(page, 'Tab', 'username', { tag: 'input', name: 'Username' });
    await typeInto(page, 'Username', `user_${'x'.repeat(124)}`);
    await pressTo(page, 'Tab', 'password', { tag: 'input', name: 'Password' });
    await typeInto(page, 'Password', 'pass_good');
    await page.press('Enter');
    const refused = await focusIs(page, 'the refused connect’s message', alert, 20_000);
    expect(refused.attributes['id']).toBeTruthy();
    for (const label of ['Username', 'Password']) {
      const input = inside(dialog, field(label));
      expect(await page.attribute(input, 'aria-describedby')).toBe(refused.attributes['id']);
      expect(await page.attribute(input, 'aria-invalid')).toBe('true');
    }

    // A refused password: the sync fails, the error screen leads to the connections, and the
    // repair form says why it is open.
    await pressTo(page, 'Tab', 'username again', { tag: 'input', name: 'Username' });
    await typeInto(page, 'Username', 'user_bad');
    await pressTo(page, 'Tab', 'password again', { tag: 'input', name: 'Password' });
    await typeInto(page, 'Password', 'pass_bad');
    await page.press('Enter');
    await focusIs(page, 'the refused password’s error screen', heading('Something went wrong'), 30_000);
    await pressTo(page, 'Tab', 'the way forward', { tag: 'button', name: 'Go to your connections' });
    await pressTo(page, 'Enter', 'the connections', heading('Your connections'));
    // The list comes after its heading (the connections load): a keyboard user waits to see it, or
    // the Tabs pass by before it is there.
    await visible(page, inside(dialog, button('Reconnect: Harbor Hardware')));
    await tabUntil(page, 'Reconnect', { tag: 'button', name: 'Reconnect: Harbor Hardware' }, 5);
    await pressTo(page, 'Enter', 'the repair form', heading('Reconnect Harbor Hardware'));
    expect(await page.text(inside(dialog, screen('credentials')))).toContain(
      'The retailer refused the username or password: enter them again.',
    );
    expect(await page.attribute(inside(dialog, field('Password')), 'aria-invalid')).toBe('true');

    // MFA, then success.
    await pressTo(page, 'Tab', 'username to repair', { tag: 'input', name: 'Username' });
    await typeInto(page, 'Username', 'user_mfa');
    await pressTo(page, 'Tab', 'password to repair', { tag: 'input', name: 'Password' });
    await typeInto(page, 'Password', 'pass_good');
    await page.press('Enter');
    await focusIs(page, 'the MFA screen', heading('Verify it’s you'), 30_000);
    await pressTo(page, 'Tab', 'the code', { tag: 'input', name: 'Verification code' });
    await typeInto(page, 'Verification code', '123456');
    await page.press('Enter');
    await focusIs(page, 'success', { tag: 'h2', name: /synced|orders/i }, 30_000);
    await visible(page, screen('success'));

    // Escape closes, and focus goes back to the launcher.
    await page.press('Escape');
    await focusIs(page, 'closed: back on the launcher', launcher);
    expect(await page.count(dialog)).toBe(0);
  },
  { timeoutMs: 180_000 },
);
