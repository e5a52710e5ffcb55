import { fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { ViewState } from '../../core/session-contract.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { sampleRetailers } from '../test-support/fixtures.ts';
import { renderApp } from '../test-support/render.tsx';

function mfa(view: Partial<Extract<ViewState, { name: 'mfa' }>> = {}) {
  return createFakeSession({
    catalog: { status: 'loaded', value: sampleRetailers() },
    view: {
      name: 'mfa',
      syncId: 's1',
      retailerId: 1003,
      prompt: 'Enter the 6-digit code we texted to •••• 42',
      submitting: false,
      ...view,
    },
  });
}

describe('MfaScreen', () => {
  it('should ask for a one-time code with the numeric keypad, described by the retailer’s prompt', () => {
    const { container } = renderApp(mfa());
    expect(container.querySelector('[data-screen="mfa"]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Verify it’s you' })).toBeTruthy();
    const code = screen.getByLabelText<HTMLInputElement>('Verification code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const described = container.querySelector(`#${code.getAttribute('aria-describedby') ?? 'none'}`);
    expect(described?.textContent).toBe('Enter the 6-digit code we texted to •••• 42');
    expect(screen.getByText('Café Cortado')).toBeTruthy();
  });

  it('should render the prompt as text, never as markup', () => {
    const { container } = renderApp(mfa({ prompt: '<img src=x onerror=alert(1)>Code' }));
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>Code')).toBeTruthy();
  });

  it('should submit the code, trimmed, and empty the field once it is sent', () => {
    const session = mfa();
    renderApp(session);
    const code = screen.getByLabelText<HTMLInputElement>('Verification code');
    code.value = ' 123456 ';
    fireEvent.submit(code.form as HTMLFormElement);
    expect(session.callsTo('submitMfa')).toEqual([['123456']]);
    // Sent: the field no longer holds the code.
    expect(code.value).toBe('');
  });

  it('should hold the button while verifying and show a rejected code', () => {
    renderApp(mfa({ submitting: true, error: { code: 'sync_failed', message: 'x', retailerErrorCode: 'mfa_failed' } }));
    expect(screen.getByRole('button', { name: 'Verifying…' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('The verification code was not accepted.');
  });

  it('should let a shopper without the code go to the connections', () => {
    const session = mfa();
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Your connections' }));
    expect(session.callsTo('showConnections')).toEqual([[]]);
    expect(session.callsTo('submitMfa')).toEqual([]);
  });
});
