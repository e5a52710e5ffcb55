import type { FocusedElement, Target } from './driver.ts';

/**
 * The page side of the drivers: functions each driver sends to the page as source text, so all
 * three engines find elements and describe the focus the same way. Each one is self-contained (its
 * helpers are inside it) because only its own text reaches the page.
 */

/** A `Target` as it crosses into the page: JSON, so a RegExp travels as its source and flags. */
export interface PageTarget {
  readonly css: string;
  readonly text?: string;
  readonly pattern?: readonly [source: string, flags: string];
  readonly within?: PageTarget;
}

export function toPageTarget(target: Target): PageTarget {
  const { css, name, within } = target;
  return {
    css,
    ...(typeof name === 'string' ? { text: name } : {}),
    ...(name instanceof RegExp ? { pattern: [name.source, name.flags] as const } : {}),
    ...(within ? { within: toPageTarget(within) } : {}),
  };
}

/** How a failure message names a target. */
export function describeTarget(target: Target): string {
  if (target.description) return target.description;
  const name = target.name === undefined ? '' : ` named ${String(target.name)}`;
  const within = target.within ? ` in ${describeTarget(target.within)}` : '';
  return `${target.css}${name}${within}`;
}

/** What the page tool is asked to do; `first` answers with the element itself. */
export type PageRequest =
  | { readonly op: 'first' | 'count' | 'text' | 'focus'; readonly target: PageTarget }
  | { readonly op: 'attribute'; readonly target: PageTarget; readonly name: string }
  | { readonly op: 'describeFocus' };

/** The request for the first match of `target`. */
export function firstOf(target: PageTarget): PageRequest {
  return { op: 'first', target };
}

/**
 * Everything the drivers ask of the page, in one self-contained function (only its own source text
 * reaches the page): finding the rendered elements that match a target in the document and every
 * open shadow root, and describing the deepest focused element. Answers null when a target has no
 * match (the driver waits and asks again).
 */
export function pageTool(request: PageRequest): Element | FocusedElement | string | number | boolean | null {
  const collapse = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const label = element.getAttribute('aria-label');
    if (label) return collapse(label);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      const root = element.getRootNode() as Document | ShadowRoot;
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => root.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return collapse([...labels].map((each) => each.textContent).join(' '));
    return collapse(element.textContent);
  };
  const everyMatch = (scope: Element | Document, selector: string): Element[] => {
    const found: Element[] = [];
    const visit = (root: Element | Document | ShadowRoot) => {
      found.push(...root.querySelectorAll(selector));
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) visit(element.shadowRoot);
    };
    if (scope instanceof Element && scope.shadowRoot) visit(scope.shadowRoot);
    visit(scope);
    return found;
  };
  const findAll = (target: PageTarget): Element[] => {
    const scopes: (Element | Document)[] = target.within ? findAll(target.within).slice(0, 1) : [document];
    const pattern = target.pattern ? new RegExp(target.pattern[0], target.pattern[1]) : null;
    return scopes
      .flatMap((scope) => everyMatch(scope, target.css))
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          (target.text === undefined || nameOf(element) === target.text) &&
          (pattern === null || pattern.test(nameOf(element))),
      );
  };
  const parentOf = (element: Element): Element | null =>
    element.parentElement ??
    (element.getRootNode() instanceof ShadowRoot ? (element.getRootNode() as ShadowRoot).host : null);
  const describeFocus = (): FocusedElement | null => {
    let element: Element | null = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    if (!element || element === document.body) return null;
    const attributes: Record<string, string> = {};
    for (const attribute of element.attributes) attributes[attribute.name] = attribute.value;
    // Visible in the viewport and in every box around it that clips (a scrolled list).
    const box = element.getBoundingClientRect();
    let inViewport = box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
    for (let parent = parentOf(element); parent && inViewport; parent = parentOf(parent)) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const clip = parent.getBoundingClientRect();
        inViewport = box.bottom > clip.top && box.top < clip.bottom && box.right > clip.left && box.left < clip.right;
      }
    }
    // A box's name is all its text: cut, so a failure message stays readable.
    const name = nameOf(element);
    return {
      tag: element.tagName.toLowerCase(),
      name: name.length > 120 ? `${name.slice(0, 119)}…` : name,
      attributes,
      inViewport,
    };
  };

  if (request.op === 'describeFocus') return describeFocus();
  const first = findAll(request.target)[0] ?? null;
  switch (request.op) {
    case 'count':
      return findAll(request.target).length;
    case 'first':
      return first;
    case 'text':
      return first ? (first as HTMLElement).innerText : null;
    case 'attribute':
      return first ? first.getAttribute(request.name) : null;
    case 'focus':
      if (!first) return null;
      (first as HTMLElement).focus();
      return true;
  }
}
