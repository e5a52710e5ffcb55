import { h, render } from 'preact';
import type { Retailer } from '../core/session-contract.ts';
import { RetailerGrid } from './screens/RetailerGrid.tsx';

/** Enough tiles for every path of a tile's render; their logos are never asked for (see below). */
const STAND_INS: readonly Retailer[] = Array.from({ length: 12 }, (_, index) => ({
  retailerId: -1 - index,
  displayName: `Retailer ${index + 1}`,
  logo: 'https://logo.invalid/retailer.svg',
  serverSide: false,
}));

/**
 * Renders the catalog's grid once, with stand-in retailers, into an element that is never in the
 * page, and unmounts it in the same task. The first render in a page runs Preact's and the grid's
 * code for the first time, which the engine compiles and tunes as it goes: in `npm run bench:trace`
 * a first `open()` spent several times the script time of a second one in the same page
 * (docs/performance-and-size.md, "Where the time goes"). Done ahead, while the page is idle, the
 * shopper's first open runs warm code. Nothing reaches the page: the element is never attached,
 * and effects (asking for logos among them) run after a paint, by which time the grid is gone.
 */
export function rehearseFirstRender(): void {
  const stage = document.createElement('div');
  render(h(RetailerGrid, { retailers: STAND_INS, label: '', onSelect: () => undefined }), stage);
  render(null, stage);
}
