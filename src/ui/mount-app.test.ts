import { act, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewState } from '../core/session-contract.ts';
import { mountApp, type MountAppOptions } from './mount-app.ts';
import { createFakeSession, type FakeSession } from './test-support/fake-session.ts';
import { DEMO_USER, item, progress, sampleConnections, sampleRetailers } from './test-support/fixtures.ts';

let host: HTMLElement;
let opener: HTMLButtonElement;
const unmounts: (() => void)[] = [];

beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'Link accounts';
  host = document.createElement('div');
  document.body.append(opener, host);
});

afterEach(() => {
  unmounts.splice(0).forEach((unmount) => unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

function shadow(): HTMLElement {
  // Testing Library queries take an element; a shadow root answers the same queries.
  return host.shadowRoot as unknown as HTMLElement;
}

async function mount(session: FakeSession, options: MountAppOptions = {}): Promise<() => void> {
  const unmount = mountApp(host, session, options);
  unmounts.push(unmount);
  await within(shadow()).findByRole('dialog');
  // The heading takes focus once the dialog has mounted (the focus trap's listener is in place by then).
  await waitFor(() => expect(host.shadowRoot?.activeElement?.id).toBe('rs-title'));
  return unmount;
}

const session = (view: ViewState = { name: 'catalog' }) =>
  createFakeSession({
    auth: { status: 'signed_in', user: DEMO_USER },
    catalog: { status: 'loaded', value: sampleRetailers() },
    connections: { status: 'loaded', value: sampleConnections() },
    view,
  });

const EVERY_VIEW: ViewState[] = [
  { name: 'catalog' },
  { name: 'sign_in', retailerId: 1001 },
  {
    name: 'credentials',
    retailerId: 1001,
    mode: 'connect',
    submitting: false,
    error: { code: 'upstream', message: 'x' },
  },
  { name: 'connections' },
  { name: 'syncing', progress: progress('scanning', [item(1001, 'scanning', 4), item(1002, 'queued')]) },
  { name: 'mfa', syncId: 's', retailerId: 1001, prompt: 'Code?', submitting: false },
  { name: 'success', progress: progress('completed', [item(1001, 'completed', 9)]) },
  { name: 'error', error: { code: 'rate_limited', message: 'x', retryAfterSeconds: 5 }, canRetry: true },
];

describe('mountApp()', () => {
  it('should render into an open shadow root with adopted stylesheets only', async () => {
    await mount(session());
    const root = host.shadowRoot;
    expect(root).not.toBeNull();
    expect(root?.adoptedStyleSheets).toHaveLength(1);
    expect(root?.adoptedStyleSheets[0]?.cssRules.length).toBeGreaterThan(20);
  });

  it.each(EVERY_VIEW.map((v) => [v.name, v] as const))(
    'should render %s with no <style> element and no style attribute (CSP without unsafe-inline)',
    async (name, view) => {
      await mount(session(view));
      expect(shadow().querySelector(`[data-screen="${name}"]`)).not.toBeNull();
      expect(shadow().querySelectorAll('style')).toHaveLength(0);
      expect(document.querySelectorAll('style, [style]')).toHaveLength(0);
      // The one exception: the windowed catalog's list and tiles get their geometry through the
      // CSSOM (element.style, which CSP does not govern; e2e/csp.spec.ts renders the catalog under a
      // strict policy with zero violations), and nothing but their geometry.
      const styled = [...shadow().querySelectorAll<HTMLElement>('[style]')];
      expect(styled.filter((element) => !element.matches('ul.grid, ul.grid > li'))).toEqual([]);
      for (const { style } of styled) {
        const properties = Array.from({ length: style.length }, (_, index) => style.item(index));
        expect(
          properties.every((property) => ['top', 'inset-inline-start', 'width', 'height'].includes(property)),
        ).toBe(true);
      }
    },
  );

  // Dialog.tsx's focus trap cycles through buttons and inputs only: anything else Tab reaches would
  // let focus leave the modal dialog. A screen that adds one must widen FOCUSABLE there first.
  it.each(EVERY_VIEW.map((v) => [v.name, v] as const))(
    'should render %s with nothing Tab reaches beyond the focus trap’s buttons and inputs',
    async (_name, view) => {
      await mount(session(view));
      const outsideTrap =
        'a[href],area[href],select,textarea,iframe,summary,audio[controls],video[controls],' +
        '[contenteditable],[tabindex]:not([tabindex="-1"])';
      expect([...shadow().querySelectorAll(outsideTrap)].map((element) => element.outerHTML)).toEqual([]);
    },
  );

  it('should put theme values in through the CSSOM and force a colour scheme', async () => {
    await mount(session(), {
      theme: { colorScheme: 'dark', properties: { '--rs-primary': '#0f766e', '--rs-radius': '4px' } },
    });
    const sheets = host.shadowRoot?.adoptedStyleSheets ?? [];
    expect(sheets).toHaveLength(2);
    const rule = sheets[1]?.cssRules[0] as CSSStyleRule;
    expect(rule.selectorText).toBe(':host');
    expect(rule.style.getPropertyValue('--rs-primary')).toBe('#0f766e');
    expect(rule.style.getPropertyValue('--rs-radius')).toBe('4px');
    expect(shadow().querySelector('.rs')?.classList.contains('dark')).toBe(true);
  });

  it('should follow the system scheme unless one is forced', async () => {
    await mount(session());
    expect(shadow().querySelector('.rs')?.className).toBe('rs');
  });

  it('should trap Tab and Shift+Tab inside the dialog', async () => {
    await mount(session({ name: 'sign_in' }));
    const root = host.shadowRoot as ShadowRoot;
    const buttons = within(shadow()).getAllByRole('button');
    const first = buttons[0] as HTMLButtonElement;
    const last = buttons[buttons.length - 1] as HTMLButtonElement;
    expect(first.getAttribute('aria-label')).toBe('Close');
    last.focus();
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true }));
    expect(root.activeElement).toBe(first);
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true }));
    expect(root.activeElement).toBe(last);
  });

  it('should wrap Shift+Tab from the heading to the last control, and leave Tab between controls alone', async () => {
    await mount(session({ name: 'sign_in' }));
    const root = host.shadowRoot as ShadowRoot;
    const buttons = within(shadow()).getAllByRole('button');
    const heading = root.activeElement as HTMLElement;
    expect(heading.id).toBe('rs-title');
    const shiftTab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true, cancelable: true });
    heading.dispatchEvent(shiftTab);
    expect(shiftTab.defaultPrevented).toBe(true);
    expect(root.activeElement).toBe(buttons.at(-1));
    const first = buttons[0] as HTMLButtonElement;
    first.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    first.dispatchEvent(tab);
    // The browser moves focus on; the trap only steps in at the ends.
    expect(buttons.length).toBeGreaterThan(1);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('should pull focus back when it lands outside the dialog', async () => {
    await mount(session({ name: 'sign_in' }));
    opener.focus();
    expect((host.shadowRoot as ShadowRoot).activeElement?.getAttribute('aria-label')).toBe('Close');
  });

  it('should return focus to what had it, and call onClose, when the user closes', async () => {
    const onClose = vi.fn();
    opener.focus();
    await mount(session(), { onClose });
    act(() => within(shadow()).getByRole('button', { name: 'Close' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(shadow().querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('should return focus on unmount by the host too', async () => {
    opener.focus();
    const unmount = await mount(session());
    unmount();
    expect(document.activeElement).toBe(opener);
    expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(0);
  });

  it.each([
    ['es', 'Conecta una tienda'],
    ['fr-CA', 'Connecter un marchand'],
    ['de-AT', 'Händler verbinden'],
    ['pt-BR', 'Conecte uma loja'],
    ['pt-PT', 'Ligue uma loja'],
    ['ar-EG', 'ربط متجر'],
    ['ko', 'Connect a retailer'],
  ])('should load the %s catalogue when asked', async (locale, title) => {
    await mount(session(), { locale });
    expect(within(shadow()).getByRole('heading', { name: title })).toBeTruthy();
  });

  it('should tell assistive technology the language it speaks, which may not be the page’s', async () => {
    document.documentElement.lang = 'en';
    await mount(session(), { locale: 'fr-CA' });
    expect(within(shadow()).getByRole('dialog').closest('[lang]')?.getAttribute('lang')).toBe('fr-CA');
  });

  it('should pick the first of the browser’s languages it ships when no locale is given', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['xx-YY', 'fr-FR', 'es']);
    await mount(session({ name: 'connections' }));
    expect(within(shadow()).getByRole('heading', { name: 'Vos connexions' })).toBeTruthy();
    expect(within(shadow()).getByRole('button', { name: 'Tout synchroniser' })).toBeTruthy();
  });

  it('should fall back to the browser’s languages, without throwing, when the locale is one it does not ship, and say so', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    const onLocaleFallback = vi.fn();
    await mount(session(), { locale: 'xx-YY', onLocaleFallback });
    expect(within(shadow()).getByRole('heading', { name: 'Conecta una tienda' })).toBeTruthy();
    expect(onLocaleFallback).toHaveBeenCalledExactlyOnceWith({ requested: 'xx-YY', locale: 'es-MX' });
  });

  it('should not call onLocaleFallback when it speaks the locale asked for', async () => {
    const onLocaleFallback = vi.fn();
    await mount(session(), { locale: 'fr-CA', onLocaleFallback });
    expect(onLocaleFallback).not.toHaveBeenCalled();
  });

  it('should render nothing if unmounted before the catalogue arrived', async () => {
    const unmount = mountApp(host, session(), { locale: 'es' });
    unmount();
    await waitFor(() => expect(host.shadowRoot?.adoptedStyleSheets).toHaveLength(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shadow().querySelector('[role="dialog"]')).toBeNull();
  });
});
