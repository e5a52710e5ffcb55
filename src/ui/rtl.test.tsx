import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import type { ViewState } from '../core/session-contract.ts';
import { App } from './App.tsx';
import { withIsolated } from './components/Isolated.tsx';
import { ar } from './i18n/ar.ts';
import { en } from './i18n/en.ts';
import { he } from './i18n/he.ts';
import type { Localization } from './i18n/locale.ts';
import { createFakeSession } from './test-support/fake-session.ts';
import { DEMO_USER, item, progress, sampleConnections, sampleRetailers } from './test-support/fixtures.ts';
import { renderLocalized } from './test-support/render.tsx';
import widgetCss from './theme/widget.css?inline';

const ARABIC: Localization = { locale: 'ar', messages: ar, dir: 'rtl' };
const HEBREW: Localization = { locale: 'he-IL', messages: he, dir: 'rtl' };
const ENGLISH: Localization = { locale: 'en', messages: en, dir: 'ltr' };

function renderIn(localization: Localization, view: ViewState, retailers = sampleRetailers()) {
  const session = createFakeSession({
    auth: { status: 'signed_in', user: DEMO_USER },
    catalog: { status: 'loaded', value: retailers },
    connections: { status: 'loaded', value: sampleConnections() },
    view,
  });
  return renderLocalized(<App session={session} onClose={() => {}} />, localization);
}

/** The element that carries the dialog's language and direction. */
const dialogRoot = () => screen.getByRole('dialog').parentElement!;

describe('a right-to-left widget', () => {
  it.each([
    ['Arabic', ARABIC, 'ar'],
    ['Hebrew', HEBREW, 'he-IL'],
  ])('should lay the dialog out right to left in %s, with its language', (_name, localization, lang) => {
    renderIn(localization, { name: 'catalog' });
    expect(dialogRoot().getAttribute('dir')).toBe('rtl');
    expect(dialogRoot().getAttribute('lang')).toBe(lang);
  });

  it('should lay an English dialog out left to right, whatever the page says', () => {
    document.documentElement.dir = 'rtl';
    try {
      renderIn(ENGLISH, { name: 'catalog' });
      expect(dialogRoot().getAttribute('dir')).toBe('ltr');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('should flip the back arrow, and not the brand nor a logo', () => {
    renderIn(ARABIC, { name: 'sign_in', retailerId: 1001 });
    const back = screen.getByRole('button', { name: ar.backToCatalog });
    const arrow = back.querySelector('[aria-hidden="true"]');
    expect(arrow?.classList.contains('flip')).toBe(true);
    expect(screen.getByText('RetailSync').closest('.flip')).toBeNull();
    // The arrow is not read: the button's name is its words.
    expect(back.getAttribute('aria-label')).toBeNull();
  });

  it('should not flip retailer logos', () => {
    const { container } = renderIn(ARABIC, { name: 'connections' });
    expect(container.querySelectorAll('.flip img, img.flip, .logo.flip')).toHaveLength(0);
  });

  it('should mirror by the stylesheet: a flipped icon in rtl, and logical properties only', () => {
    expect(widgetCss).toMatch(/\.rs\[dir='rtl'\] \.flip\s*\{[^}]*transform:\s*scaleX\(-1\)/);
    // No physical side: margin-left, padding-right, border-left, left:, float, text-align: left ...
    const physical = widgetCss.match(
      /(?:margin|padding|border)-(?:left|right)\b|(?:^|[\s;{])(?:left|right)\s*:|float\s*:|text-align\s*:\s*(?:left|right)/gm,
    );
    expect(physical).toBeNull();
    // Nor a four-value margin or padding with different left and right.
    const shorthands = [...widgetCss.matchAll(/(?:margin|padding)\s*:\s*([^;]+);/g)].map((match) =>
      match[1]!.trim().split(/\s+/),
    );
    expect(shorthands.filter((values) => values.length === 4 && values[1] !== values[3])).toEqual([]);
  });
});

describe('names from elsewhere', () => {
  it('should isolate a retailer name in a sentence with <bdi>, the text unchanged', () => {
    renderIn(HEBREW, { name: 'credentials', retailerId: 1001, mode: 'connect', submitting: false });
    const heading = screen.getByRole('heading', { level: 2 });
    const name = sampleRetailers().find((retailer) => retailer.retailerId === 1001)!.displayName;
    expect(heading.textContent).toBe(he.connectTitle(name));
    expect(heading.querySelector('bdi')?.textContent).toBe(name);
  });

  it('should isolate a Hebrew retailer name in an English widget, in the grid', () => {
    const hebrewShop = { retailerId: 1001, displayName: 'חנות הספרים', logo: '', serverSide: false };
    renderIn(ENGLISH, { name: 'catalog' }, [hebrewShop, ...sampleRetailers().slice(1)]);
    const tile = screen.getByRole('button', { name: 'חנות הספרים' });
    expect(tile.querySelector('bdi')?.textContent).toBe('חנות הספרים');
    expect(dialogRoot().getAttribute('dir')).toBe('ltr');
  });

  it('should isolate names in the sync progress list and the connections list', () => {
    const { container, unmount } = renderIn(ARABIC, {
      name: 'syncing',
      progress: progress('scanning', [item(1001, 'scanning', 4), item(1002, 'queued')]),
    });
    const lines = within(screen.getByRole('list', { name: ar.syncProgress })).getAllByRole('listitem');
    expect(lines.map((line) => line.querySelector('bdi')?.textContent)).toEqual(
      [1001, 1002].map((id) => sampleRetailers().find((retailer) => retailer.retailerId === id)!.displayName),
    );
    unmount();
    expect(container.querySelectorAll('bdi')).toHaveLength(0);
    renderIn(ARABIC, { name: 'connections' });
    const rows = within(screen.getByRole('list', { name: ar.connectionsList })).getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.querySelector('bdi.name') !== null)).toBe(true);
  });

  it('withIsolated() should put the name in <bdi> wherever the message puts it, or leave a message without it alone', () => {
    const { container } = renderLocalized(
      <p>
        {withIsolated((name) => `قبل ${name} بعد`, 'Acme')}|{withIsolated(() => 'no name here', 'Acme')}
      </p>,
    );
    expect(container.querySelector('p')?.innerHTML).toBe('قبل <bdi>Acme</bdi> بعد|no name here');
  });
});
