import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';
import { TITLE_ID } from './Title.tsx';

/**
 * Focus that falls to the page's `<body>` while the dialog is open goes to the screen's heading.
 * A render that removes the focused control (a list that loads after "Try again", a footer that
 * changes on sign-out) drops focus to `<body>` with no event to react to (the HTML "focus fixup"),
 * and the next Tab would leave the dialog. So every change to the dialog's DOM checks where focus
 * is; screens still put focus where it belongs first (docs/accessibility.md), this only catches
 * what they do not.
 */
export function useFocusFallback(dialogRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const observer = new MutationObserver(() => {
      // Focus in another window (the sign-in popup) or another widget leaves `activeElement` alone.
      const active = document.activeElement;
      if (active === null || active === document.body) dialog.querySelector<HTMLElement>(`#${TITLE_ID}`)?.focus();
    });
    observer.observe(dialog, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });
    return () => observer.disconnect();
  }, [dialogRef]);
}
