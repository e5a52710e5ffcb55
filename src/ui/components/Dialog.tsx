import { Component, type ComponentChildren, createRef, type TargetedKeyboardEvent } from 'preact';
import { TITLE_ID } from './Title.tsx';

/**
 * What Tab reaches in the widget: it renders no links, selects, text areas or contenteditable, and
 * its only tabindex is the headings' -1 (focusable by script, skipped by Tab). mount-app.test.ts
 * fails if any screen renders one of those, so nothing escapes the focus trap unnoticed.
 */
const FOCUSABLE = 'button:not([disabled]),input:not([disabled])';

/** The focused element, looking through open shadow roots (the host page may use them too). */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

interface DialogProps {
  onClose: () => void;
  className: string;
  children: ComponentChildren;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern) labelled by the screen's heading: Tab and Shift+Tab
 * cycle inside it, Escape closes, and when it goes away focus returns to whatever had it before it
 * opened.
 */
export class Dialog extends Component<DialogProps> {
  // Read as it is created, before anything (its mount or a child's) moves focus into the dialog.
  #previous = deepActiveElement();
  #dialog = createRef<HTMLDivElement>();

  // Focus that lands outside (a click on the page, or Tab from the browser's toolbar) comes back.
  #pullBack = (event: FocusEvent) => {
    const dialog = this.#dialog.current;
    if (dialog && !event.composedPath().includes(dialog)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  override componentDidMount(): void {
    document.addEventListener('focusin', this.#pullBack);
  }

  // Runs within the unmount (unlike a useEffect cleanup, which Preact 11 runs after paint): focus is
  // back on the opener as soon as unmount returns, not a frame later.
  override componentWillUnmount(): void {
    document.removeEventListener('focusin', this.#pullBack);
    // focus() on an element no longer in the page does nothing. What had focus may be SVG or MathML
    // too: each has focus() (HTMLOrSVGElement); an element without one is left alone.
    (this.#previous as Partial<HTMLOrSVGElement> | null)?.focus?.();
  }

  render({ onClose, className, children }: DialogProps) {
    const onKeyDown = (event: TargetedKeyboardEvent<HTMLDivElement>) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      }
      if (event.key !== 'Tab') return;
      const dialog = event.currentTarget;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      // The dialog holds no shadow roots of its own, so its root's active element is the focused one.
      const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
      // Shift+Tab on the first (or from outside the list: indexOf is -1 for anything else, null
      // included) wraps to the last; Tab on the last to the first.
      const wrapTo = event.shiftKey
        ? items.indexOf(active as HTMLElement) < 1 && items.at(-1)
        : active === items.at(-1) && items[0];
      if (wrapTo) {
        event.preventDefault();
        wrapTo.focus();
      }
    };

    // A bare aria-modal is true, which Preact writes to an aria-* attribute as "true".
    return (
      <div class={className}>
        <div ref={this.#dialog} class="dialog" role="dialog" aria-modal aria-labelledby={TITLE_ID} onKeyDown={onKeyDown}>
          {children}
        </div>
      </div>
    );
  }
}
