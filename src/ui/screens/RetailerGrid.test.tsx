import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Retailer } from '../../core/session-contract.ts';
import { LocalizationContext } from '../i18n/context.ts';
import { en } from '../i18n/en.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { App } from '../App.tsx';
import { ar } from '../i18n/ar.ts';
import { renderApp, renderLocalized, wholeText } from '../test-support/render.tsx';
import { ROW_STRIDE } from './grid-window.ts';
import { LOGO_QUIET_MS, RetailerGrid } from './RetailerGrid.tsx';

/** 5,000 retailers, every 7th a "Café" (with its accent), each with a web logo of its own. */
function largeCatalog(size = 5000): Retailer[] {
  return Array.from({ length: size }, (_, index) => ({
    retailerId: 100_000 + index,
    displayName: `${index % 7 === 0 ? 'Café' : 'Shop'} ${index}`,
    logo: `https://logos.example.test/${index}.svg`,
    serverSide: false,
  }));
}

/**
 * happy-dom does no layout: every box measures 0. Give the list box the dialog's usual size, as a
 * browser lays it out: the list 536px wide (three columns), 6px down in a box 416px high (six rows
 * in view). happy-dom defines these getters on HTMLElement.prototype, so they are replaced there.
 */
const LAYOUT = { width: 536, height: 416, edge: 6 };
const measured = ['clientWidth', 'clientHeight', 'offsetTop'] as const;
const original = measured.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeEach(() => {
  const fake = (name: (typeof measured)[number], value: (element: HTMLElement) => number) =>
    Object.defineProperty(HTMLElement.prototype, name, {
      configurable: true,
      get(this: HTMLElement) {
        return value(this);
      },
    });
  fake('clientWidth', (element) => (element.classList.contains('grid') ? LAYOUT.width : 0));
  fake('clientHeight', (element) => (element.classList.contains('scroller') ? LAYOUT.height : 0));
  fake('offsetTop', (element) => (element.classList.contains('grid') ? LAYOUT.edge : 0));
});
afterEach(() => {
  measured.forEach((name, index) => {
    const descriptor = original[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  });
});

function renderLarge(size = 5000) {
  return renderApp(createFakeSession({ catalog: { status: 'loaded', value: largeCatalog(size) } }));
}

const list = () => screen.getByRole('list', { name: 'Retailers' });
const scroller = () => list().parentElement!;
/** The 1-based positions of the rendered tiles, as a screen reader is told them. */
const positions = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => Number(item.getAttribute('aria-posinset')));
const focusedName = () => (document.activeElement as HTMLElement | null)?.textContent;

function scrollTo(offset: number): void {
  scroller().scrollTop = offset;
  fireEvent.scroll(scroller());
}

describe('RetailerGrid (the windowed catalog list)', () => {
  it("should ask for no logo in the list's first frame, and for the rendered tiles' logos after it", async () => {
    // Preact's own render, outside Testing Library's act(): effects then run after the next frame,
    // as in a browser, so the DOM right after render() is what the first frame paints.
    const container = document.createElement('div');
    document.body.append(container);
    const catalog = largeCatalog(500);
    const show = (retailers: Retailer[]) =>
      render(
        <LocalizationContext.Provider value={{ locale: 'en', messages: en }}>
          <RetailerGrid retailers={retailers} label="Retailers" onSelect={() => undefined} />
        </LocalizationContext.Provider>,
        container,
      );
    const logoSources = () => [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    show(catalog);
    try {
      // The tiles are in the first render: no measurement comes before them.
      const tiles = container.querySelectorAll('li');
      expect(tiles.length).toBeGreaterThan(10);
      expect(container.querySelectorAll('img')).toHaveLength(0);
      expect(container.querySelectorAll('li .logo[aria-hidden="true"]')).toHaveLength(tiles.length);
      await waitFor(() => expect(container.querySelectorAll('img')).toHaveLength(tiles.length));
      expect(logoSources()[0]).toBe('https://logos.example.test/0.svg');

      // A keystroke keeps the Cafés shown (0, 7, 14, 21) and brings in tiles never shown (28 and
      // on): theirs wait until the matches stand still. Another keystroke before that replaces
      // them, and they never ask; the matches that then stand still do.
      const asked = new Set<string>();
      const observer = new MutationObserver(() =>
        container.querySelectorAll('img').forEach((image) => asked.add(image.getAttribute('src') ?? '')),
      );
      observer.observe(container, { childList: true, subtree: true });
      const logoOf = (index: number) => `https://logos.example.test/${index}.svg`;
      show(catalog.filter((retailer) => retailer.displayName.startsWith('Café')));
      expect(logoSources()).toEqual([0, 7, 14, 21].map(logoOf));
      await new Promise((resolve) => setTimeout(resolve, LOGO_QUIET_MS / 3));
      show(catalog.filter((retailer) => retailer.displayName.startsWith('Café 4')));
      await waitFor(() => expect(logoSources()).toContain(logoOf(448)));
      observer.disconnect();
      expect(asked.has(logoOf(28))).toBe(false);
    } finally {
      render(null, container);
      container.remove();
    }
  });

  it('should place its tiles in its first render, and follow the column count measured after layout', async () => {
    // A ResizeObserver the test drives: happy-dom's never reports.
    const observers: Array<() => void> = [];
    const Original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    const container = document.createElement('div');
    document.body.append(container);
    const tileCounts = () => container.querySelectorAll('li').length;
    try {
      render(
        <LocalizationContext.Provider value={{ locale: 'en', messages: en }}>
          <RetailerGrid retailers={largeCatalog(500)} label="Retailers" onSelect={() => undefined} />
        </LocalizationContext.Provider>,
        container,
      );
      // No measurement before the tiles: the usual dialog's three columns, nine rows with overscan.
      expect(tileCounts()).toBe(27);
      const firstTile = () => container.querySelector('li')!;
      // The real list as wide as the usual one, less Firefox's 12px scrollbar: still three columns,
      // whose widths CSS shares out: the tiles stay as they are.
      LAYOUT.width = 524;
      observers.forEach((report) => report());
      await Promise.resolve();
      expect(firstTile().style.width).toBe('calc((100% - 16px) / 3)');
      // A phone's list: two columns, placed in a re-render.
      LAYOUT.width = 350;
      observers.forEach((report) => report());
      await waitFor(() => expect(firstTile().style.width).toBe('calc((100% - 8px) / 2)'));
      expect(tileCounts()).toBe(18);
    } finally {
      LAYOUT.width = 536;
      render(null, container);
      container.remove();
      globalThis.ResizeObserver = Original;
    }
  });

  it('should make the browser lay out nothing while it renders its first matches', () => {
    // Setting scrollTop, or reading a box's size, lays the page out there and then; the first render
    // needs neither (the list starts at the top, and it is measured after layout).
    const scrolled: number[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!;
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get: descriptor.get!,
      set(this: Element, value: number) {
        scrolled.push(value);
        descriptor.set!.call(this, value);
      },
    });
    const read: string[] = [];
    const sizes = measured.map(
      (name) => [name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name)!] as const,
    );
    for (const [name, size] of sizes) {
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          read.push(name);
          return size.get!.call(this) as number;
        },
      });
    }
    try {
      const session = createFakeSession({ catalog: { status: 'loaded', value: largeCatalog(500) } });
      renderApp(session);
      expect(list()).toBeTruthy();
      expect(scrolled).toEqual([]);
      expect(read).toEqual([]);
      // New matches do go back to the top.
      fireEvent.input(screen.getByLabelText('Search retailers'), { target: { value: 'café' } });
      expect(scrolled).toEqual([0]);
    } finally {
      delete (HTMLElement.prototype as { scrollTop?: number }).scrollTop;
      for (const [name, size] of sizes) Object.defineProperty(HTMLElement.prototype, name, size);
    }
  });

  it('should render only the rows near the view, telling screen readers the true count and positions', async () => {
    renderLarge();
    // Six rows in view and two of overscan below: 9 rows of 3.
    expect(positions()).toEqual(Array.from({ length: 27 }, (_, index) => index + 1));
    const items = within(list()).getAllByRole('listitem');
    expect(items.every((item) => item.getAttribute('aria-setsize') === '5000')).toBe(true);
    expect(screen.getByText('5,000 retailers').getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Shop 4999' })).toBeNull();
    // Logos too: only the rendered tiles' are requested, once the first frame has painted.
    await waitFor(() => expect(list().querySelectorAll('img')).toHaveLength(27));
    // The list is as high as the whole grid, so the scroll bar spans every match.
    expect(list().style.height).toBe(`${1667 * ROW_STRIDE - 8}px`);
  });

  it('should render the rows scrolled to, and drop those far above', async () => {
    renderLarge();
    await waitFor(() => expect(list().querySelectorAll('img')).toHaveLength(27));
    scrollTo(1000 * ROW_STRIDE);
    const shown = positions();
    // Rows 997 to 1008 (the view's top is 6px above row 1000, in the gap after row 999, and two rows
    // of overscan), and the first tile, which holds the roving focus.
    expect(shown).toEqual([1, ...Array.from({ length: 36 }, (_, index) => 2992 + index)]);
    expect(screen.getByRole('button', { name: 'Shop 3000' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shop 10' })).toBeNull();
    // Tiles scrolled in ask for their logos at once: the matches have not changed.
    expect(list().querySelectorAll('img')).toHaveLength(37);
    // Scrolled to the bottom, as far as a browser lets it.
    scrollTo(1667 * ROW_STRIDE - 8 - LAYOUT.height);
    expect(screen.getByRole('button', { name: 'Shop 4999' })).toBeTruthy();
  });

  it('should keep one tile in the Tab order, the one focus moves to', () => {
    renderLarge();
    const tabbable = () =>
      within(list())
        .getAllByRole('button')
        .filter((button) => button.getAttribute('tabindex') !== '-1')
        .map((button) => button.textContent);
    expect(tabbable()).toEqual(['Café 0']);
    fireEvent.focus(screen.getByRole('button', { name: 'Shop 5' }));
    expect(tabbable()).toEqual(['Shop 5']);
  });

  it('should follow what the user sees right to left: tiles start at the right, ArrowLeft moves on and ArrowRight back', () => {
    const session = createFakeSession({ catalog: { status: 'loaded', value: largeCatalog(12) } });
    renderLocalized(<App session={session} onClose={() => {}} />, { locale: 'ar', messages: ar, dir: 'rtl' });
    // Placed from the inline start, which is the right in a right-to-left dialog.
    const arabicList = screen.getByRole('list', { name: ar.retailersList });
    const firstTile = within(arabicList).getAllByRole('listitem')[0]!;
    expect(firstTile.style.getPropertyValue('inset-inline-start')).not.toBe('');
    expect(firstTile.style.getPropertyValue('left')).toBe('');
    screen.getByRole('button', { name: 'Café 0' }).focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowLeft');
    expect(focusedName()).toBe('Shop 1');
    press('ArrowLeft');
    expect(focusedName()).toBe('Shop 2');
    press('ArrowRight');
    expect(focusedName()).toBe('Shop 1');
    press('ArrowDown');
    expect(focusedName()).toBe('Shop 4');
  });

  it('should move focus across the whole list with arrows, Page Up/Down, Home and End, scrolling to it', () => {
    renderLarge();
    screen.getByRole('button', { name: 'Café 0' }).focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(focusedName()).toBe('Shop 1');
    press('ArrowDown');
    expect(focusedName()).toBe('Shop 4');
    press('ArrowLeft');
    expect(focusedName()).toBe('Shop 3');
    press('ArrowUp');
    expect(focusedName()).toBe('Café 0');
    // Six rows in view: a page is 6 rows of 3.
    press('PageDown');
    expect(focusedName()).toBe('Shop 18');
    press('PageUp');
    expect(focusedName()).toBe('Café 0');
    press('End');
    expect(focusedName()).toBe('Shop 4999');
    // Row 1666, the last, scrolled fully into view with the list's 6px edge below it (room for the
    // focus ring).
    expect(scroller().scrollTop).toBe(1666 * ROW_STRIDE + 60 + 2 * LAYOUT.edge - LAYOUT.height);
    expect(positions()).toContain(5000);
    press('ArrowUp');
    expect(focusedName()).toBe('Shop 4996');
    press('Home');
    expect(focusedName()).toBe('Café 0');
    expect(scroller().scrollTop).toBe(0);
  });

  it('should keep the focused tile rendered, and focused, when the list scrolls far from it', () => {
    renderLarge();
    const first = screen.getByRole('button', { name: 'Café 0' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    scrollTo(1200 * ROW_STRIDE);
    expect(positions()[0]).toBe(2);
    expect(focusedName()).toBe('Shop 1');
  });

  it('should filter a large catalog at each keystroke, ignoring accents, back at the top', () => {
    renderLarge();
    scrollTo(500 * ROW_STRIDE);
    const search = screen.getByLabelText('Search retailers');
    fireEvent.input(search, { target: { value: 'cafe 49' } });
    // Café 49, 497, 4900, 4907...: every 7th index, starting with 49.
    const expected = largeCatalog().filter((r, index) => index % 7 === 0 && String(index).startsWith('49'));
    expect(screen.getByText(`${expected.length} retailers`)).toBeTruthy();
    expect(scroller().scrollTop).toBe(0);
    expect(
      within(list())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expected.slice(0, 27).map((retailer) => retailer.displayName));
    fireEvent.input(search, { target: { value: 'CAFÉ 4999' } });
    expect(screen.getByText(wholeText('No retailer matches “CAFÉ 4999”.'))).toBeTruthy();
  });
});
