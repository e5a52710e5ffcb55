/**
 * The geometry of the windowed retailer grid (RetailerGrid.tsx), as plain arithmetic: every tile has
 * the same size, so which rows are in view, where a tile goes and where a key moves focus follow
 * from the scroll position and the width alone, without measuring any tile.
 *
 * In CSS px. The widget's font is fixed at 16px (`.rs` in widget.css), so these are its 9rem, 0.5rem
 * and 3.75rem; px rather than rem, since rem would follow the host page's root font size.
 */
export const TILE_MIN_WIDTH = 144;
export const GAP = 8;
/** Room for a 40px logo or two lines of the name, with the button's padding and border. */
export const ROW_HEIGHT = 60;
export const ROW_STRIDE = ROW_HEIGHT + GAP;
/**
 * Rows rendered beyond each edge of the view: a short scroll never shows a blank, and the logos just
 * out of view are already loading when they come in.
 */
export const OVERSCAN_ROWS = 2;

/**
 * The dialog's usual list box: the list 536px wide in a box 416px high (26rem), 6px down from the
 * box's top (the `.scroller`'s padding, room for the focus ring). The grid renders from it until it
 * has measured the real box after layout, and re-renders only if the real one has another column
 * count, height or offset: in the usual dialog, its first render is its only one before the first
 * paint (the tiles take their share of the list's real width in CSS: `tilePlace`). It also stands in
 * where nothing is laid out. `e2e/catalog-list.spec.ts` checks it against Chromium's layout.
 */
export const ASSUMED_VIEW = { width: 536, height: 416, edge: 6 } as const;

/** As many columns of at least TILE_MIN_WIDTH as fit, as `repeat(auto-fill, minmax(9rem, 1fr))` would. */
export function columnsFor(width: number): number {
  return Math.max(1, Math.floor((width + GAP) / (TILE_MIN_WIDTH + GAP)));
}

/**
 * Where tile `index` goes inside the list: its row's top in px, and its inline start and width as
 * CSS lengths that share the list's width (`100%`) between `columns` columns and their gaps, so a
 * tile is placed right whatever the list's exact width (a scrollbar that takes room, as Firefox's
 * 12px one, makes it narrower than ASSUMED_VIEW): only the column count needs measuring.
 */
export function tilePlace(index: number, columns: number): { top: number; inlineStart: string; width: string } {
  const column = index % columns;
  return {
    top: Math.floor(index / columns) * ROW_STRIDE,
    // column × (tile + gap), where tile = (100% − (columns − 1) × gap) / columns.
    inlineStart: column === 0 ? '0px' : `calc((100% + ${GAP}px) * ${column} / ${columns})`,
    width: columns === 1 ? '100%' : `calc((100% - ${(columns - 1) * GAP}px) / ${columns})`,
  };
}

/** The list's height for `rowCount` rows: no gap after the last. */
export function listHeight(rowCount: number): number {
  return rowCount > 0 ? rowCount * ROW_STRIDE - GAP : 0;
}

/** The rows to render (first and last, inclusive) when the list is scrolled `offset` px. */
export function rowsInView(offset: number, viewHeight: number, rowCount: number): { first: number; last: number } {
  return {
    first: Math.max(0, Math.floor(offset / ROW_STRIDE) - OVERSCAN_ROWS),
    last: Math.min(rowCount - 1, Math.floor((offset + viewHeight) / ROW_STRIDE) + OVERSCAN_ROWS),
  };
}

/**
 * The scroll offset that brings `row` fully into a view `viewHeight` px high, moving as little as
 * possible; `edge` is the room kept above and below it (for the focus outline).
 */
export function offsetShowing(row: number, offset: number, viewHeight: number, edge: number): number {
  const top = row * ROW_STRIDE;
  const bottom = top + ROW_HEIGHT + 2 * edge;
  if (top < offset) return top;
  if (bottom > offset + viewHeight) return bottom - viewHeight;
  return offset;
}

/**
 * Where a key moves focus from tile `index` of `count`, or undefined for a key the grid leaves to
 * the browser. Arrows move by one tile or one row (down from the last row goes to the last tile),
 * Page Up/Down by the rows in view, Home/End to the first and last match. Left and right follow
 * what the user sees: in a right-to-left widget the next tile is to the left, so ArrowLeft moves
 * on and ArrowRight back.
 */
export function indexAfterKey(
  key: string,
  index: number,
  count: number,
  columns: number,
  rowsPerPage: number,
  direction: 'ltr' | 'rtl' = 'ltr',
): number | undefined {
  const last = count - 1;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(last, index + 1);
    case backward:
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(last, index + columns);
    case 'ArrowUp':
      return index >= columns ? index - columns : index;
    case 'PageDown':
      return Math.min(last, index + rowsPerPage * columns);
    case 'PageUp':
      return Math.max(index % columns, index - rowsPerPage * columns);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}
