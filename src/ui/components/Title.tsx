import type { ComponentChildren } from 'preact';

/** The id the dialog is labelled by; one screen is shown at a time, and ids are scoped to the shadow root. */
export const TITLE_ID = 'rs-title';

/** Each screen's heading. Focusable by script only, so a screen change can move focus to it. */
export function Title({ children }: { children: ComponentChildren }) {
  return (
    <h2 id={TITLE_ID} tabIndex={-1}>
      {children}
    </h2>
  );
}
