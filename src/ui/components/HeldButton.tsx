import type { ComponentChildren } from 'preact';

interface HeldButtonProps {
  /** True while the button cannot act: it says so (`aria-disabled`) and ignores activation. */
  readonly held: boolean;
  /** True while the button's own work runs (a sign-in window open, a request in flight). */
  readonly busy?: boolean;
  readonly type?: 'button' | 'submit';
  readonly class?: string;
  /** Not called while held. */
  readonly onClick?: () => void;
  readonly children: ComponentChildren;
}

/**
 * A button that keeps focus while it cannot act. `disabled` would drop the focus it holds to the
 * page's `<body>` (the browser's focus fixup, with no event), so a keyboard user's next Tab would
 * leave the dialog; `aria-disabled` tells assistive technology the same without that, and the click
 * is ignored here instead (docs/accessibility.md).
 */
export function HeldButton({
  held,
  busy = false,
  type = 'button',
  class: className,
  onClick,
  children,
}: HeldButtonProps) {
  return (
    <button
      type={type}
      class={className}
      aria-disabled={held || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // A held submit button must not submit its form either: a click, or Enter in a field (which
        // clicks the form's default button).
        if (held) event.preventDefault();
        else onClick?.();
      }}
    >
      {children}
    </button>
  );
}
