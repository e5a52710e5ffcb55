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

/** The list box as measured: the list's width, the box's height, and the list's offset in it. */
interface View {
  width: number;
  height: number;
  edge: number;
}

const sameView = (a: View, b: View) => a.width === b.width && a.height === b.height && a.edge === b.edge;

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
  // Null until measured: the tiles are placed from the list's real width, which a scrollbar that
  // takes room (Firefox's is 12px, headless Chromium's and WebKitGTK's none) makes narrower than any
  // assumption. Before that, only the list's height is rendered (from ASSUMED_VIEW), so the scrollbar
  // is there when measuring; both renders come before the first paint.
  const [view, setView] = useState<View | null>(null);
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

  // Measured before the first paint, and again whenever the box or the list resizes (the dialog, a
  // scrollbar coming or going). Unchanged figures keep the same state object, so no re-render.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const list = listRef.current;
    if (!scroller || !list) return undefined;
    const measure = () => {
      // A list that is not laid out (hidden, or a DOM without layout) measures 0: use the estimate.
      if (list.clientWidth === 0) {
        setView((previous) => previous ?? ASSUMED_VIEW);
        return;
      }
      const next = { width: list.clientWidth, height: scroller.clientHeight, edge: list.offsetTop };
      setView((previous) => (previous && sameView(previous, next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // New matches start at the top, with the first one holding the roving focus.
  useLayoutEffect(() => {
    if (scrollerRef.current) scrollerRef.current.scrollTop = 0;
    setOffset(0);
    setActive(0);
  }, [retailers]);

  const { dir: direction = 'ltr' } = useLocalization();
  const count = retailers.length;
  const geometry = view ?? ASSUMED_VIEW;
  const columns = columnsFor(geometry.width);
  const current = Math.min(active, count - 1);
  const { first, last } = rowsInView(offset - geometry.edge, geometry.height, Math.ceil(count / columns));
  const shown: number[] = [];
  if (view) {
    for (let index = first * columns; index < Math.min(count, (last + 1) * columns); index += 1) shown.push(index);
  }
  // The tile holding the roving focus stays rendered when scrolled far away, so focus on it is never
  // dropped and Tab still finds the list; kept in list order for the accessibility tree.
  if (view && current >= 0 && !shown.includes(current)) {
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
    const rowsPerPage = Math.max(1, Math.floor(geometry.height / ROW_STRIDE));
    const next = indexAfterKey(event.key, current, count, columns, rowsPerPage, direction);
    const scroller = scrollerRef.current;
    if (next === undefined || !scroller) return;
    event.preventDefault();
    const to = offsetShowing(Math.floor(next / columns), scroller.scrollTop, geometry.height, geometry.edge);
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
          const place = tilePlace(index, columns, geometry.width);
          return (
            <li
              key={retailerId}
              aria-setsize={count}
              aria-posinset={index + 1}
              style={{
                top: `${place.top}px`,
                // Logical, so the grid's order mirrors in a right-to-left widget.
                insetInlineStart: `${place.left}px`,
                width: `${place.width}px`,
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
