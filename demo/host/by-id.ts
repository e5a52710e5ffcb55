/**
 * The page's element with this id. The demo pages' scripts expect their own markup: a missing
 * element is a broken page, said plainly here rather than as a TypeError on `null` later.
 */
export function byId(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`demo page: no element with id "${id}" (does the script match its HTML?)`);
  return element;
}
