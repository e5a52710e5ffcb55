import { OVERSCAN_ROWS, ROW_STRIDE } from '../../src/ui/screens/grid-window.ts';

/**
 * How the catalogue's grid sits in the phone's sheet, in CSS px: the bottom of its scrolling box,
 * the bottom of the lowest tile its window has rendered, and the top of the sheet's footer. Runs in
 * the page (Playwright's and the engines' `evaluate`), so it is self-contained.
 */
export function gridExtent(): { box: number; tiles: number; footer: number } {
  const root = document.querySelector('[data-retail-sync]')!.shadowRoot!;
  const bottom = (element: Element): number => element.getBoundingClientRect().bottom;
  const tiles = [...root.querySelectorAll('.grid > li')].map(bottom);
  return {
    box: Math.round(bottom(root.querySelector('.scroller')!)),
    tiles: Math.round(Math.max(0, ...tiles)),
    footer: Math.round(root.querySelector('.foot')!.getBoundingClientRect().top),
  };
}

/** At most the body's bottom padding (20 px, rounding aside) between the grid's box and the footer: no blank band. */
export const MAX_GAP_ABOVE_FOOTER = 24;

/**
 * How far past the box's bottom the window's tiles go when it measured the box: its overscan rows,
 * at least one row's stride of them (grid-window.ts). On the desktop box's assumed height it would not.
 */
export const TILES_PAST_BOX = (OVERSCAN_ROWS - 1) * ROW_STRIDE;
