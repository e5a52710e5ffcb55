import { act, fireEvent, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiVariant, WidgetError, WidgetErrorCode } from '../../core/session-contract.ts';
import { createFakeSession, type ActionName } from '../test-support/fake-session.ts';
import { renderApp } from '../test-support/render.tsx';

type Expected = readonly [message: string, button: string, call: ActionName | 'onClose'];

// Every WidgetErrorCode: the Record type makes a new code a compile error here until it is mapped.
const EXPECTED: Record<WidgetErrorCode, Expected> = {
  unauthorized: ['Your sign-in is no longer valid. Please sign in again.', 'Sign in again', 'signIn'],
  session_expired: ['Your session has expired. Please sign in again.', 'Sign in again', 'signIn'],
  forbidden: [
    'This app is not allowed to do that. Please contact the service operator.',
    'Back to retailers',
    'showCatalog',
  ],
  not_found: ['We could not find what you asked for. It may have been removed.', 'Back to retailers', 'showCatalog'],
  rate_limited: ['Too many requests in a short time.', 'Try again', 'retry'],
  upstream: ['The retailer’s service had a problem. Please try again.', 'Try again', 'retry'],
  network: ['We could not reach the service. Check your connection and try again.', 'Try again', 'retry'],
  invalid_response: ['The service sent an answer we could not read. Please try again.', 'Try again', 'retry'],
  invalid_request: ['The service could not accept that request.', 'Back to retailers', 'showCatalog'],
  conflict: [
    'This changed in the meantime. Please check your connections.',
    'Go to your connections',
    'showConnections',
  ],
  sync_failed: ['The sync did not finish.', 'Try again', 'retry'],
  retailer_not_found: [
    'We could not find that retailer. Please choose one from the list.',
    'Back to retailers',
    'showCatalog',
  ],
  connection_not_in_error: [
    'This connection is working, so it does not need reconnecting.',
    'Go to your connections',
    'showConnections',
  ],
  popup_blocked: [
    'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
    'Sign in again',
    'signIn',
  ],
  popup_closed: ['The sign-in window was closed before you finished.', 'Sign in again', 'signIn'],
  timeout: ['Signing in took too long.', 'Sign in again', 'signIn'],
  state_mismatch: [
    'We could not verify the sign-in, so we stopped it to keep your account safe.',
    'Sign in again',
    'signIn',
  ],
  issuer_mismatch: [
    'We could not verify the sign-in server, so we stopped to keep your account safe.',
    'Sign in again',
    'signIn',
  ],
  authorization_denied: ['Access was not granted.', 'Sign in again', 'signIn'],
  token_exchange_failed: ['We could not finish signing you in.', 'Sign in again', 'signIn'],
  userinfo_failed: ['We could not load your profile.', 'Sign in again', 'signIn'],
  discovery_failed: ['We could not reach the sign-in service.', 'Sign in again', 'signIn'],
  insecure_issuer: [
    'The sign-in server is not secure, so we did not use it. Please tell the site owner.',
    'Close',
    'onClose',
  ],
  invalid_authorization_params: [
    'This site asked for sign-in settings the service does not accept, so we did not sign you in. Please tell the site owner.',
    'Close',
    'onClose',
  ],
};

function errorView(
  error: WidgetError,
  {
    canRetry = true,
    variant = 'A',
    online = true,
  }: { canRetry?: boolean; variant?: ApiVariant; online?: boolean } = {},
) {
  return createFakeSession({ variant, online, view: { name: 'error', error, canRetry } });
}

/** The screen's own action buttons (the header's Close is the dialog's, not the error's). */
function actionButton(name: string): HTMLButtonElement {
  const actions = document.querySelector('[data-screen="error"] .actions');
  const button = [...(actions?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name);
  if (!button) throw new Error(`no action button "${name}"`);
  return button;
}

describe('ErrorScreen', () => {
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(EXPECTED))('should map %s to its message and action', (code, [message, button, call]) => {
    const onClose = vi.fn();
    const session = errorView({ code: code as WidgetErrorCode, message: 'developer text' });
    const { container } = renderApp(session, onClose);
    expect(container.querySelector(`[data-screen="error"][data-error-code="${code}"]`)).not.toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(screen.queryByText('developer text')).toBeNull();
    fireEvent.click(actionButton(button));
    if (call === 'onClose') expect(onClose).toHaveBeenCalledTimes(1);
    else expect(session.callsTo(call)).toHaveLength(1);
  });

  it('should name the missing permission from the detail in variant B, as text', () => {
    renderApp(errorView({ code: 'forbidden', message: 'x', detail: 'orders:read <b>now</b>' }, { variant: 'B' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This app is missing a permission. The service says: “orders:read <b>now</b>”',
    );
  });

  it('should send variant A to the service operator even when the body has a detail', () => {
    renderApp(errorView({ code: 'forbidden', message: 'x', detail: 'orders:read' }, { variant: 'A' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This app is not allowed to do that. Please contact the service operator.',
    );
  });

  it('should say a long wait in whole minutes, and switch to seconds near the end', () => {
    vi.useFakeTimers();
    renderApp(errorView({ code: 'rate_limited', message: 'x', status: 429, retryAfterSeconds: 3500 }));
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 59 minutes.');
    act(() => {
      vi.advanceTimersByTime((3500 - 91) * 1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 2 minutes.');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 90 seconds.');
  });

  it('should count a 429 down and only then let the user retry', () => {
    vi.useFakeTimers();
    const session = errorView({ code: 'rate_limited', message: 'x', status: 429, retryAfterSeconds: 3 });
    renderApp(session);
    const retry = actionButton('Try again');
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 3 seconds.');
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    // Held, not disabled (it keeps focus): a click does nothing until the wait is over.
    fireEvent.click(retry);
    expect(session.callsTo('retry')).toHaveLength(0);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 2 seconds.');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 1 second.');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again now.');
    expect(retry.hasAttribute('aria-disabled')).toBe(false);
    fireEvent.click(retry);
    expect(session.callsTo('retry')).toHaveLength(1);
  });

  it('should start the wait again for a new 429, and not for a re-render of the same one', () => {
    vi.useFakeTimers();
    const error: WidgetError = { code: 'rate_limited', message: 'x', status: 429, retryAfterSeconds: 3 };
    const session = errorView(error);
    renderApp(session);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 1 second.');
    // The same error in a new view object (the screen renders again): the deadline stays.
    act(() => {
      session.view.value = { name: 'error', error, canRetry: true };
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 1 second.');
    // Another 429: its own wait, from the start.
    act(() => {
      session.view.value = { name: 'error', error: { ...error, retryAfterSeconds: 5 }, canRetry: true };
    });
    expect(screen.getByRole('timer').textContent).toBe('You can try again in 5 seconds.');
    expect(actionButton('Try again').getAttribute('aria-disabled')).toBe('true');
  });

  it('should wait for the network while offline, then offer the retry', () => {
    const session = errorView({ code: 'network', message: 'x' }, { online: false });
    renderApp(session);
    expect(screen.getByText('Waiting for the network to come back…')).toBeTruthy();
    expect(screen.getByText('You are offline. Waiting for the network…')).toBeTruthy();
    expect(actionButton('Try again').getAttribute('aria-disabled')).toBe('true');
    act(() => {
      session.online.value = true;
    });
    expect(screen.queryByText('Waiting for the network to come back…')).toBeNull();
    expect(actionButton('Try again').hasAttribute('aria-disabled')).toBe(false);
  });

  it('should not offer a retry the core cannot do', () => {
    const session = errorView({ code: 'upstream', message: 'x', status: 502 }, { canRetry: false });
    renderApp(session);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(actionButton('Back to retailers'));
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });

  it.each([
    ['invalid_credentials', 'The retailer did not accept your username or password.', 'Go to your connections'],
    [
      'account_locked',
      'Your account at the retailer is locked. Unlock it on the retailer’s website, then try again.',
      'Try again',
    ],
    ['something_new', 'The sync did not finish.', 'Try again'],
  ])('should explain a sync that failed with %s', (retailerErrorCode, message, button) => {
    renderApp(errorView({ code: 'sync_failed', message: 'x', retailerErrorCode }));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(actionButton(button)).toBeTruthy();
  });

  it('should always offer the way back to the catalog besides the main action', () => {
    const session = errorView({ code: 'unauthorized', message: 'x', status: 401 });
    renderApp(session);
    fireEvent.click(actionButton('Back to retailers'));
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });
});
