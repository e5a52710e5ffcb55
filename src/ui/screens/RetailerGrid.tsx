import type { TargetedKeyboardEvent } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { Retailer } from '../../core/session-contract.ts';
import { RetailerLogo } from '../components/RetailerLogo.tsx';
import { useLocalization } from '../i18n/context.ts';
import {
  ASSUMED_VIEW,
  columnsFor,
  indexAfterKey,
  listHeight,
  offsetShowing,
  ROW_HEIGHT,
  ROW_STRIDE,
  rowsInView,
  tilePlace,
} from './grid-window.ts';

interface GridProps {
  retailers: readonly Retailer[];
  label: string;
  onSelect: (retailerId: number) => void;
}

/** The list box as the grid uses it: the columns that fit the list, the box's height, the list's offset in it. */
interface View {
  columns: number;
  height: number;
  edge: number;
}

const sameView = (a: View, b: View) => a.columns === b.columns && a.height === b.height && a.edge === b.edge;

const ASSUMED: View = {
  columns: columnsFor(ASSUMED_VIEW.width),
  height: ASSUMED_VIEW.height,
  edge: ASSUMED_VIEW.edge,
};

/** How long the matches must stand still, after a keystroke, before their tiles ask for logos. */
export const LOGO_QUIET_MS = 150;

/**
 * The matching retailers, windowed: only the rows in (and just around) the view of the list's own
 * scroll box are in the DOM, each tile placed where it would be in the full grid, so every match is
 * reachable by scrolling whatever the count, and a keystroke re-renders a few dozen tiles, not all.
 * Screen readers get the true count and position from `aria-setsize`/`aria-posinset`.
 *
 * Keyboard: one tile is in the Tab order (roving focus); arrows, Page Up/Down, Home and End move
 * focus across the whole list, scrolling the tile into view (grid-window.ts says where each goes).
 *
 * Written for this grid rather than on a virtualizer package: @tanstack/virtual-core adds
 * several times the grid's share of the size budget (docs/performance-and-size.md, "Figures behind
 * the code's choices"), for variable sizes and measurement this grid, whose tiles are all one size, does not need.
 */
export function RetailerGrid({ retailers, label, onSelect }: GridProps) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // The usual dialog's box until measured. Measuring in a layout effect, before the first paint,
  // forced the browser to lay out the whole dialog in the middle of the render, and placed the tiles
  // in a second render: both on the path from open() to the painted catalog
  // (docs/performance-and-size.md, "Where the time goes").
  const [view, setView] = useState<View>(ASSUMED);
  const [offset, setOffset] = useState(0);
  const [active, setActive] = useState(0);
  // Set when a key moved focus: the tile it moved to takes focus once it is rendered.
  const focusPending = useRef(false);
  // Logos are held back: Chromium parses each SVG logo as a document of its own on the main thread,
  // several ms each. The first matches ask for theirs once their frame has painted (Preact runs
  // effects after the paint); later matches, once they have stood still for LOGO_QUIET_MS. Someone
  // typing sees the names at once, the parsing never holds back the next keystroke's frame, and
  // tiles a keystroke replaces never ask. Tiles scrolled in ask at once (the matches stand still).
  const [logosFor, setLogosFor] = useState<readonly Retailer[] | null>(null);
  const firstMatches = useRef(true);
  useEffect(() => {
    const timer = setTimeout(() => setLogosFor(retailers), firstMatches.current ? 0 : LOGO_QUIET_MS);
    firstMatches.current = false;
    return () => clearTimeout(timer);
  }, [retailers]);

  // Measured after each layout that resizes the box or the list (the first included, in the frame
  // of the first render: a ResizeObserver reports after layout and before paint, and a re-render it
  // causes is laid out and painted in that same frame). Reading sizes then costs no extra layout.
  // Unchanged figures keep the same state object, so no re-render.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!scroller || !list) return undefined;
    const observer = new ResizeObserver(() => {
      // A list that is not laid out (hidden, or a DOM without layout) measures 0: keep the estimate.
      if (list.clientWidth === 0) return;
      const next = { columns: columnsFor(list.clientWidth), height: scroller.clientHeight, edge: list.offsetTop };
      setView((previous) => (sameView(previous, next) ? previous : next));
    });
    observer.observe(scroller);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // New matches start at the top, with the first one holding the roving focus. Not the first
  // matches: the grid starts there, and setting scrollTop makes the browser lay out the dialog at
  // once, in the middle of open()'s render (docs/performance-and-size.md, "Where the time goes").
  const mounted = useRef(false);
  useLayoutEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    setOffset(0);
    setActive(0);
  }, [retailers]);

  const { dir: direction = 'ltr' } = useLocalization();
  const count = retailers.length;
  const { columns } = view;
  const current = Math.min(active, count - 1);
  const { first, last } = rowsInView(offset - view.edge, view.height, Math.ceil(count / columns));
  const shown: number[] = [];
  for (let index = first * columns; index < Math.min(count, (last + 1) * columns); index += 1) shown.push(index);
  // The tile holding the roving focus stays rendered when scrolled far away, so focus on it is never
  // dropped and Tab still finds the list; kept in list order for the accessibility tree.
  if (current >= 0 && !shown.includes(current)) {
    if (current < first * columns) shown.unshift(current);
    else shown.push(current);
  }

  useLayoutEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    listRef.current?.querySelector<HTMLElement>(`[aria-posinset="${current + 1}"] button`)?.focus();
  });

  const onKeyDown = (event: TargetedKeyboardEvent<HTMLUListElement>) => {
    if (event.altKey || event.metaKey) return;
    const rowsPerPage = Math.max(1, Math.floor(view.height / ROW_STRIDE));
    const next = indexAfterKey(event.key, current, count, columns, rowsPerPage, direction);
    const scroller = scrollerRef.current;
    if (next === undefined || !scroller) return;
    event.preventDefault();
    const to = offsetShowing(Math.floor(next / columns), scroller.scrollTop, view.height, view.edge);
    scroller.scrollTop = to;
    setOffset(to);
    setActive(next);
    focusPending.current = true;
  };

  return (
    // tabIndex -1: Firefox puts a scrolling box in the Tab order, where Tab from the search box would
    // stop on the box, not on the list's one tile (and End would scroll it instead of moving focus).
    // The tiles are focusable and scroll it themselves, so the box needs no stop of its own.
    <div
      class="scroller"
      ref={scrollerRef}
      tabIndex={-1}
      onScroll={(event) => setOffset(event.currentTarget.scrollTop)}
    >
      <ul
        class="grid"
        ref={listRef}
        aria-label={label}
        style={{ height: `${listHeight(Math.ceil(count / columns))}px` }}
        onKeyDown={onKeyDown}
      >
        {shown.map((index) => {
          const { retailerId, displayName, logo } = retailers[index] as Retailer;
          const place = tilePlace(index, columns);
          return (
            <li
              key={retailerId}
              aria-setsize={count}
              aria-posinset={index + 1}
              style={{
                top: `${place.top}px`,
                // Logical, so the grid's order mirrors in a right-to-left widget.
                insetInlineStart: place.inlineStart,
                width: place.width,
                height: `${ROW_HEIGHT}px`,
              }}
            >
              <button
                type="button"
                class="retailer"
                tabIndex={index === current ? undefined : -1}
                onFocus={() => setActive(index)}
                onClick={() => onSelect(retailerId)}
              >
                <RetailerLogo name={displayName} url={logo} load={logosFor === retailers} />
                <bdi class="clamp">{displayName}</bdi>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
