import type { ComponentChildren, TargetedKeyboardEvent } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useFocusFallback } from './focus-fallback.ts';
import { TITLE_ID } from './Title.tsx';
import { useVisibleViewport } from './visible-viewport.ts';

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

/**
 * Gives focus back to what had it before the dialog opened. focus() on an element no longer in the
 * page does nothing. What had focus may be HTML, SVG or MathML: each has focus() (HTMLOrSVGElement);
 * an element without one is left alone.
 */
function restoreFocus(previous: Element | null): void {
  const element = previous as Partial<HTMLOrSVGElement> | null;
  if (typeof element?.focus === 'function') element.focus();
}

interface DialogProps {
  onClose: () => void;
  className: string;
  /** The language the dialog speaks (BCP 47), which may not be the host page's. */
  lang: string;
  /** `rtl` for Arabic and Hebrew: the layout mirrors (widget.css uses logical properties). */
  dir?: 'ltr' | 'rtl';
  children: ComponentChildren;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern) labelled by the screen's heading: Tab and Shift+Tab
 * cycle inside it, Escape closes, and when it goes away focus returns to whatever had it before it
 * opened.
 */
function isModalDialog(target: EventTarget): boolean {
  return target instanceof Element && target.getAttribute('aria-modal') === 'true';
}

export function Dialog({ onClose, className, lang, dir = 'ltr', children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  // Read during the first render, before anything (an effect of ours or a child's) moves focus into
  // the dialog.
  const [previous] = useState(deepActiveElement);
  useFocusFallback(dialogRef);
  useVisibleViewport(backdropRef);

  // A layout effect, because Preact 11 runs a useEffect cleanup after paint: focus must be back on
  // the opener as soon as unmount returns, not a frame later.
  useLayoutEffect(() => {
    // Focus that lands outside (a click on the page, or Tab from the browser's toolbar) comes back.
    // Focus that lands in any modal dialog stays, ours or another widget's open on the same page:
    // two traps each pulling focus back would hand it to and fro without end.
    const pullBack = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && !event.composedPath().some(isModalDialog)) dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      restoreFocus(previous);
    };
  }, [previous]);

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
    const at = items.findIndex((item) => item === active);
    // Shift+Tab on the first (or from outside the list, the heading say) wraps to the last; Tab on
    // the last to the first. Anywhere else the browser moves focus on.
    let wrapTo: HTMLElement | undefined;
    if (event.shiftKey) {
      if (at <= 0) wrapTo = items.at(-1);
    } else if (at === items.length - 1) {
      wrapTo = items[0];
    }
    if (wrapTo) {
      event.preventDefault();
      wrapTo.focus();
    }
  };

  return (
    <div ref={backdropRef} class={className} lang={lang} dir={dir}>
      <div
        ref={dialogRef}
        class="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
