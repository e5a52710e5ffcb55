import { expect } from 'vitest';
import type { EnginePage } from '../driver.ts';
import { journey } from '../journey.ts';
import { eventually, visible } from '../steps.ts';
import { button, css, dialog, field, inside } from '../targets.ts';

const list = inside(dialog, css('ul[aria-label="Retailers"]'));
const status = inside(dialog, css('p[role="status"]'));
const search = inside(dialog, field('Search retailers'));

/**
 * Before the widget opens: records every tile the grid places and every time it moves one to
 * another width (the grid placing its tiles from a guess, then again from the real width). The
 * widget's shadow root is attached in `open()`, before its first render, so watching the page's
 * body for the host and then the host's root sees every tile from the start.
 */
async function watchTilePlacements(page: EnginePage): Promise<void> {
  await page.evaluate(() => {
    const record = { placed: 0, moved: [] as string[] };
    Object.assign(window, { tilePlacements: record });
    const isTile = (node: Node): node is HTMLLIElement =>
      node instanceof HTMLLIElement && node.parentElement?.classList.contains('grid') === true;
    const watchRoot = (root: ShadowRoot) => {
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) {
            if (node instanceof Element) record.placed += [node, ...node.querySelectorAll('li')].filter(isTile).length;
          }
          if (mutation.type === 'attributes' && isTile(mutation.target)) {
            const before = /(?:^|;)\s*width:\s*([^;]+)/.exec(mutation.oldValue ?? '')?.[1]?.trim();
            if (before && before !== mutation.target.style.width) {
              record.moved.push(`${before} -> ${mutation.target.style.width}`);
            }
          }
        }
      }).observe(root, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['style'],
        attributeOldValue: true,
      });
    };
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes)
          if (node instanceof HTMLElement && node.hasAttribute('data-retail-sync') && node.shadowRoot)
            watchRoot(node.shadowRoot);
    }).observe(document.body, { childList: true, subtree: true });
  });
}

/** The name of the tile at `position` (1-based) among all matches, when it is rendered. */
function tileName(page: EnginePage, position: number): Promise<string | null> {
  return page.evaluate((at) => {
    const host = document.querySelector('[data-retail-sync]');
    const tile = host?.shadowRoot?.querySelector(`li[aria-posinset="${at}"] button`);
    return tile ? tile.textContent.replace(/\s+/g, ' ').trim() : null;
  }, position);
}

/** Asserts the focus is on the tile at `position`, in view. */
async function expectFocusOnTile(page: EnginePage, position: number): Promise<void> {
  const expected = await tileName(page, position);
  expect(expected, `tile ${position} is rendered`).not.toBeNull();
  const focused = await eventually(
    `${page.engine}: focus on tile ${position} (${expected ?? '?'})`,
    () => page.focused(),
    (element) => element?.name === expected,
  );
  expect(focused).toMatchObject({ tag: 'button', name: expected, inViewport: true });
}

/** Opens the widget on the demo page; returns how many retailers the catalog has. */
async function openCatalog(page: EnginePage): Promise<number> {
  await page.click(button('Connect your retailers'));
  await visible(page, inside(list, css('li')));
  const total = Number(/^(\d+) retailers$/.exec(await page.text(status))?.[1]);
  // More than the view shows, so End has to scroll.
  expect(total).toBeGreaterThan(12);
  return total;
}

journey(
  "the catalog lays its tiles out once, from the list's real width (a scrollbar takes some)",
  async ({ page }) => {
    await page.goto('/');
    await watchTilePlacements(page);
    await openCatalog(page);

    // Laid out from the list's real width, scrollbar or not (Firefox's takes 12px): every tile placed
    // once, none moved, and the columns fill the list exactly, with nothing sticking out sideways.
    const layout = await page.evaluate(() => {
      const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
      const grid = root.querySelector<HTMLElement>('ul.grid')!;
      const scroller = grid.parentElement!;
      const gridBox = grid.getBoundingClientRect();
      const rights = [...grid.querySelectorAll('li')].map((tile) => tile.getBoundingClientRect().right - gridBox.left);
      return {
        placements: (window as unknown as { tilePlacements: { placed: number; moved: string[] } }).tilePlacements,
        rightmostTileEdge: Math.round(Math.max(...rights)),
        listWidth: grid.clientWidth,
        overflowsSideways: scroller.scrollWidth > scroller.clientWidth,
      };
    });
    expect(layout.placements.moved, 'tiles moved to another width after they were placed').toEqual([]);
    expect(layout.placements.placed).toBeGreaterThan(0);
    expect(layout.rightmostTileEdge).toBe(layout.listWidth);
    expect(layout.overflowsSideways).toBe(false);
  },
);

journey('the catalog by keyboard: search, Tab to the first tile, arrows, End and Home', async ({ page }) => {
  await page.goto('/');
  const total = await openCatalog(page);

  // Search narrows the list, and emptying it brings every retailer back.
  await page.fill(search, 'harbor');
  await eventually(
    `${page.engine}: one match`,
    () => page.text(status),
    (text) => text === '1 retailer',
  );
  await visible(page, inside(list, button('Harbor Hardware')));
  await page.fill(search, '');
  await eventually(
    `${page.engine}: all back`,
    () => page.text(status),
    (text) => text === `${total} retailers`,
  );

  // Tab from the search box reaches the list at its one tile in the Tab order: the first.
  await page.focus(search);
  await page.press('Tab');
  await expectFocusOnTile(page, 1);
  await page.press('ArrowRight');
  await expectFocusOnTile(page, 2);
  const columns = await page.evaluate(() => {
    const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
    const tops = [...root.querySelectorAll<HTMLElement>('ul.grid > li')].map((tile) => tile.style.top);
    return tops.filter((top) => top === tops[0]).length;
  });
  await page.press('ArrowDown');
  await expectFocusOnTile(page, 2 + columns);
  // End moves the focus to the last match, scrolled into view (not the box scrolling on its own).
  await page.press('End');
  await eventually(
    `${page.engine}: the last tile rendered`,
    () => tileName(page, total),
    (name) => name !== null,
  );
  await expectFocusOnTile(page, total);
  await page.press('ArrowLeft');
  await expectFocusOnTile(page, total - 1);
  await page.press('Home');
  await expectFocusOnTile(page, 1);
});
