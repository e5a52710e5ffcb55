import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { ViewState } from '../core/session-contract.ts';
import { createFakeSession } from './test-support/fake-session.ts';
import { sampleRetailers } from './test-support/fixtures.ts';
import { renderApp } from './test-support/render.tsx';

type CredentialsView = Extract<ViewState, { name: 'credentials' }>;

function credentialsView(view: Partial<CredentialsView> = {}): CredentialsView {
  return { name: 'credentials', retailerId: 1001, mode: 'connect', submitting: false, ...view };
}

describe('focus while the widget works (busy states keep focus)', () => {
  it('should keep focus on Sign in while the sign-in window is open, say it is busy, and ignore more clicks', () => {
    const session = createFakeSession({
      catalog: { status: 'loaded', value: sampleRetailers() },
      view: { name: 'sign_in', retailerId: 1001 },
    });
    renderApp(session);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    fireEvent.click(signIn);
    act(() => {
      session.auth.value = { status: 'signing_in' };
    });

    expect(document.activeElement).toBe(signIn);
    expect(signIn.hasAttribute('disabled')).toBe(false);
    expect(signIn.getAttribute('aria-disabled')).toBe('true');
    expect(signIn.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Waiting for the sign-in window…').getAttribute('role')).toBe('status');
    fireEvent.click(signIn);
    expect(session.callsTo('signIn')).toHaveLength(1);
  });

  it('should move focus to the message when the sign-in is cancelled, every time', () => {
    const session = createFakeSession({ view: { name: 'sign_in' } });
    renderApp(session);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      signIn.focus();
      act(() => {
        session.auth.value = { status: 'signing_in' };
      });
      act(() => {
        session.auth.value = { status: 'failed', error: { code: 'popup_closed', message: 'closed' } };
      });
      expect(document.activeElement).toBe(screen.getByRole('alert'));
    }
  });

  it('should keep focus on Connect while the request is in flight, and not send the form twice', () => {
    const session = createFakeSession({
      catalog: { status: 'loaded', value: sampleRetailers() },
      view: credentialsView(),
    });
    renderApp(session);
    screen.getByLabelText<HTMLInputElement>('Username').value = 'user_good';
    screen.getByLabelText<HTMLInputElement>('Password').value = 'pass_good';
    const connect = screen.getByRole('button', { name: 'Connect' });
    connect.focus();
    fireEvent.submit(connect.closest('form') as HTMLFormElement);
    act(() => {
      session.view.value = credentialsView({ submitting: true });
    });

    const connecting = screen.getByRole('button', { name: 'Connecting…' });
    expect(connecting).toBe(connect);
    expect(document.activeElement).toBe(connect);
    expect(connect.hasAttribute('disabled')).toBe(false);
    expect(connect.getAttribute('aria-disabled')).toBe('true');
    expect(connect.getAttribute('aria-busy')).toBe('true');
    screen.getByLabelText<HTMLInputElement>('Password').value = 'pass_good';
    fireEvent.click(connect);
    fireEvent.submit(connect.closest('form') as HTMLFormElement);
    expect(session.callsTo('submitCredentials')).toHaveLength(1);
    // Not emptied by the ignored submit: nothing was sent.
    expect(screen.getByLabelText<HTMLInputElement>('Password').value).toBe('pass_good');
  });

  it('should move focus to a failed connect’s message', () => {
    const session = createFakeSession({
      catalog: { status: 'loaded', value: sampleRetailers() },
      view: credentialsView({ submitting: true }),
    });
    renderApp(session);
    screen.getByRole('button', { name: 'Connecting…' }).focus();
    act(() => {
      session.view.value = credentialsView({ error: { code: 'upstream', message: 'Bad gateway', status: 502 } });
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The retailer’s service had a problem. Please try again.');
    expect(document.activeElement).toBe(alert);
  });

  it('should keep focus on Verify while the code is checked, then move it to a refused code’s message', () => {
    const mfa: Extract<ViewState, { name: 'mfa' }> = {
      name: 'mfa',
      syncId: 's',
      retailerId: 1001,
      prompt: 'Enter the code we sent',
      submitting: false,
    };
    const session = createFakeSession({ view: mfa });
    renderApp(session);
    const verify = screen.getByRole('button', { name: 'Verify' });
    verify.focus();
    act(() => {
      session.view.value = { ...mfa, submitting: true };
    });
    expect(document.activeElement).toBe(verify);
    expect(verify.getAttribute('aria-disabled')).toBe('true');
    act(() => {
      session.view.value = { ...mfa, error: { code: 'invalid_request', message: 'bad code', status: 422 } };
    });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });

  it('should keep focus on the catalog footer’s Sign in while the window is open, then give it to the failure', () => {
    const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
    renderApp(session);
    const signIn = screen.getByRole('button', { name: 'Sign in' });
    signIn.focus();
    fireEvent.click(signIn);
    act(() => {
      session.auth.value = { status: 'signing_in' };
    });
    expect(document.activeElement).toBe(signIn);
    expect(signIn.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(signIn);
    expect(session.callsTo('signIn')).toHaveLength(1);
    act(() => {
      session.auth.value = { status: 'failed', error: { code: 'popup_closed', message: 'closed' } };
    });
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByRole('alert').id).toBe('rs-sign-in-problem');
  });

  it('should move focus to the heading when the focused control goes away on the same screen', async () => {
    const session = createFakeSession({
      catalog: { status: 'failed', error: { code: 'network', message: 'offline' } },
    });
    renderApp(session);
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    tryAgain.focus();
    act(() => {
      session.catalog.value = { status: 'loading' };
    });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Connect a retailer' })),
    );
  });
});
