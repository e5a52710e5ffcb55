import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  indexAfterKey,
  listHeight,
  offsetShowing,
  ROW_HEIGHT,
  ROW_STRIDE,
  rowsInView,
  tilePlace,
} from './grid-window.ts';

describe('grid-window', () => {
  it('should fit as many 144px columns with 8px gaps as the width allows, at least one', () => {
    expect(columnsFor(536)).toBe(3);
    expect(columnsFor(144 * 4 + 8 * 3)).toBe(4);
    expect(columnsFor(144 * 4 + 8 * 3 - 1)).toBe(3);
    expect(columnsFor(100)).toBe(1);
    expect(columnsFor(0)).toBe(1);
  });

  it('should place a tile by its row, and share the width between the columns and their gaps', () => {
    expect(tilePlace(0, 3)).toEqual({ top: 0, inlineStart: '0px', width: 'calc((100% - 16px) / 3)' });
    // The fifth of three columns: second row, second column, one tile and one gap in.
    expect(tilePlace(4, 3)).toEqual({
      top: ROW_STRIDE,
      inlineStart: 'calc((100% + 8px) * 1 / 3)',
      width: 'calc((100% - 16px) / 3)',
    });
    expect(tilePlace(5, 1)).toEqual({ top: 5 * ROW_STRIDE, inlineStart: '0px', width: '100%' });
    expect(listHeight(0)).toBe(0);
    expect(listHeight(2)).toBe(2 * ROW_STRIDE - 8);
  });

  it('should render the rows in view and two more on each side, within the list', () => {
    expect(rowsInView(0, 416, 1667)).toEqual({ first: 0, last: 8 });
    expect(rowsInView(1000 * ROW_STRIDE, 416, 1667)).toEqual({ first: 998, last: 1008 });
    expect(rowsInView(1666 * ROW_STRIDE, 416, 1667)).toEqual({ first: 1664, last: 1666 });
    expect(rowsInView(0, 416, 0).last).toBe(-1);
  });

  it('should scroll as little as brings a row, with its edges, fully into view', () => {
    expect(offsetShowing(2, 0, 416, 6)).toBe(0);
    expect(offsetShowing(10, 0, 416, 6)).toBe(10 * ROW_STRIDE + ROW_HEIGHT + 12 - 416);
    expect(offsetShowing(3, 10 * ROW_STRIDE, 416, 6)).toBe(3 * ROW_STRIDE);
  });

  it('should move focus by tile, row, page and to either end, never out of the list', () => {
    const move = (key: string, index: number) => indexAfterKey(key, index, 10, 3, 2);
    expect(move('ArrowRight', 4)).toBe(5);
    expect(move('ArrowRight', 9)).toBe(9);
    expect(move('ArrowLeft', 0)).toBe(0);
    expect(move('ArrowDown', 4)).toBe(7);
    // From the row above the last, under no tile: to the last tile.
    expect(move('ArrowDown', 8)).toBe(9);
    expect(move('ArrowUp', 4)).toBe(1);
    expect(move('ArrowUp', 2)).toBe(2);
    expect(move('PageDown', 1)).toBe(7);
    expect(move('PageDown', 5)).toBe(9);
    expect(move('PageUp', 8)).toBe(2);
    expect(move('PageUp', 4)).toBe(1);
    expect(move('Home', 7)).toBe(0);
    expect(move('End', 0)).toBe(9);
    expect(move('Enter', 3)).toBeUndefined();
    expect(move('a', 3)).toBeUndefined();
  });
});

describe('indexAfterKey() right to left', () => {
  it('should move on with ArrowLeft and back with ArrowRight, the next tile being to the left', () => {
    expect(indexAfterKey('ArrowLeft', 1, 10, 3, 2, 'rtl')).toBe(2);
    expect(indexAfterKey('ArrowRight', 1, 10, 3, 2, 'rtl')).toBe(0);
    // Up and down, pages, Home and End do not depend on the direction.
    expect(indexAfterKey('ArrowDown', 1, 10, 3, 2, 'rtl')).toBe(4);
    expect(indexAfterKey('End', 1, 10, 3, 2, 'rtl')).toBe(9);
  });

  it('should keep left to right as it was', () => {
    expect(indexAfterKey('ArrowRight', 1, 10, 3, 2)).toBe(2);
    expect(indexAfterKey('ArrowLeft', 1, 10, 3, 2, 'ltr')).toBe(0);
  });
});
