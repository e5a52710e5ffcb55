import { act, fireEvent, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { ViewState } from '../../core/session-contract.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { sampleConnections, sampleRetailers } from '../test-support/fixtures.ts';
import { App } from '../App.tsx';
import { es } from '../i18n/es.ts';
import { fr } from '../i18n/fr.ts';
import { renderApp, renderLocalized } from '../test-support/render.tsx';

function credentials(view: Partial<Extract<ViewState, { name: 'credentials' }>> = {}) {
  return createFakeSession({
    catalog: { status: 'loaded', value: sampleRetailers() },
    view: { name: 'credentials', retailerId: 1001, mode: 'connect', submitting: false, ...view },
  });
}

function input(label: string): HTMLInputElement {
  return screen.getByLabelText<HTMLInputElement>(label);
}

describe('CredentialsScreen', () => {
  it('should be a form password managers fill: labelled, named fields with the standard autocomplete tokens', () => {
    const { container } = renderApp(credentials());
    expect(container.querySelector('[data-screen="credentials"] form')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Connect Acorn & Ash Outfitters' })).toBeTruthy();
    const username = input('Username');
    expect(username.getAttribute('autocomplete')).toBe('username');
    expect(username.name).toBe('username');
    expect(username.type).toBe('text');
    const password = input('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.name).toBe('password');
    expect(password.type).toBe('password');
  });

  it('should show and hide the password', () => {
    renderApp(credentials());
    const toggle = screen.getByRole('checkbox', { name: 'Show password' });
    fireEvent.click(toggle);
    expect(input('Password').type).toBe('text');
    fireEvent.click(toggle);
    expect(input('Password').type).toBe('password');
  });

  it('should submit what is in the fields, including values filled without input events', () => {
    const session = credentials();
    renderApp(session);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Show password' }));
    // Autofill may set values without firing input events; the form is read on submit.
    input('Username').value = 'user_good';
    input('Password').value = 'pass_good';
    fireEvent.submit(input('Username').form as HTMLFormElement);
    expect(session.callsTo('submitCredentials')).toEqual([[{ username: 'user_good', password: 'pass_good' }]]);
    expect(input('Password').type).toBe('password');
  });

  it('should empty the password field once the form is sent, and keep the username', () => {
    const session = credentials();
    renderApp(session);
    input('Username').value = 'user_good';
    input('Password').value = 'hunter2-secret';
    fireEvent.submit(input('Username').form as HTMLFormElement);
    expect(session.callsTo('submitCredentials')).toEqual([[{ username: 'user_good', password: 'hunter2-secret' }]]);
    expect(input('Password').value).toBe('');
    expect(input('Username').value).toBe('user_good');
  });

  it('should hold the button (aria-disabled, busy) while submitting', () => {
    renderApp(credentials({ submitting: true }));
    const connecting = screen.getByRole('button', { name: 'Connecting…' });
    expect(connecting.getAttribute('aria-disabled')).toBe('true');
    expect(connecting.getAttribute('aria-busy')).toBe('true');
  });

  it('should show an error from the core as an alert', () => {
    renderApp(credentials({ error: { code: 'upstream', message: 'Bad gateway', status: 502 } }));
    expect(screen.getByRole('alert').textContent).toBe('The retailer’s service had a problem. Please try again.');
  });

  it('should reconnect a connection in error, naming it from the connections when the catalog is not loaded', () => {
    const session = createFakeSession({
      connections: { status: 'loaded', value: sampleConnections() },
      view: { name: 'credentials', retailerId: 1002, mode: 'reconnect', submitting: false },
    });
    renderApp(session);
    expect(screen.getByRole('heading', { name: 'Reconnect Bluebell Books' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Your connections' }));
    expect(session.callsTo('showConnections')).toHaveLength(1);
  });

  it('should go back to the catalog when connecting', () => {
    const session = credentials();
    renderApp(session);
    fireEvent.click(screen.getByRole('button', { name: 'Back to retailers' }));
    expect(session.callsTo('showCatalog')).toHaveLength(1);
  });
});

describe('CredentialsScreen errors (the usual form error pattern)', () => {
  const fields = () => [input('Username'), input('Password')];

  it('should mark the fields a refused request concerns, describe them by the message, and focus the message', () => {
    const session = credentials({ submitting: true });
    renderApp(session);
    act(() => {
      session.view.value = {
        ...session.view.value,
        submitting: false,
        error: { code: 'invalid_request', message: 'x', status: 422 },
      } as ViewState;
    });
    const alert = screen.getByRole('alert');
    expect(alert.id).not.toBe('');
    expect(document.activeElement).toBe(alert);
    for (const field of fields()) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    }
  });

  it('should describe the fields by an error that is not theirs without marking them invalid', () => {
    renderApp(credentials({ error: { code: 'upstream', message: 'Bad gateway', status: 502 } }));
    const alert = screen.getByRole('alert');
    for (const field of fields()) {
      expect(field.hasAttribute('aria-invalid')).toBe(false);
      expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    }
  });

  const repair = () =>
    createFakeSession({
      connections: { status: 'loaded', value: sampleConnections() },
      view: { name: 'credentials', retailerId: 1002, mode: 'reconnect', submitting: false },
    });

  it.each([
    ['en', undefined, 'The retailer refused the username or password: enter them again.'],
    ['es', es, 'La tienda rechazó el usuario o la contraseña: vuelve a escribirlos.'],
    ['fr', fr, 'Le marchand a refusé l’identifiant ou le mot de passe\u00a0: saisissez-les à nouveau.'],
  ] as const)('should say why a repair form is open after a refused password (%s)', (locale, messages, why) => {
    if (messages) renderLocalized(<App session={repair()} onClose={() => {}} />, { locale, messages });
    else renderApp(repair());
    // Compared as is: the default matcher would fold French's no-break space into a space.
    const reason = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === why);
    expect(reason.id).not.toBe('');
    const inputs = [...document.querySelectorAll<HTMLInputElement>('input[name="username"], input[name="password"]')];
    expect(inputs).toHaveLength(2);
    for (const field of inputs) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBe(reason.id);
    }
  });

  it('should let a newer error replace the repair reason', () => {
    const session = repair();
    renderApp(session);
    act(() => {
      session.view.value = {
        name: 'credentials',
        retailerId: 1002,
        mode: 'reconnect',
        submitting: false,
        error: { code: 'upstream', message: 'x', status: 502 },
      };
    });
    expect(screen.queryByText(/refused the username or password/)).toBeNull();
    expect(input('Password').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
