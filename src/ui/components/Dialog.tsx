import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),'
  + 'textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The focused element, looking through open shadow roots (the host page may use them too). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function focusables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern): Tab and Shift+Tab cycle inside it, Escape closes,
 * and when it goes away focus returns to whatever had it before it opened.
 */
export function Dialog({ labelledBy, onClose, className, children }: {
  labelledBy: string;
  onClose: () => void;
  className: string;
  children: ComponentChildren;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Read during the first render, before any effect (ours or a child's) moves focus into the dialog.
  const [previous] = useState(() => deepActiveElement());

  // A layout effect, because Preact 11 runs useEffect cleanups after paint: focus must be back on
  // the opener as soon as unmount returns, not a frame later.
  useLayoutEffect(() => {
    // Focus that lands outside (a click on the page, or Tab from the browser's toolbar) comes back.
    const pullBack = (event: FocusEvent) => {
      const dialog = ref.current;
      if (dialog && !event.composedPath().includes(dialog)) focusables(dialog)[0]?.focus();
    };
    document.addEventListener('focusin', pullBack);
    return () => {
      document.removeEventListener('focusin', pullBack);
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = deepActiveElement(dialog.getRootNode() as Document | ShadowRoot);
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div class={className}>
      <div ref={ref} class="dialog" role="dialog" aria-modal="true" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
}
