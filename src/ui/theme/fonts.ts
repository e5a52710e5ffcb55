/** The widget's font family unless the theme sets `--rs-font` (widget.css: `var(--rs-font, …)`). */
export const DEFAULT_FONT_FAMILY = 'system-ui, sans-serif';

/** Every weight widget.css sets: body text, labels and headings. */
export const FONT_WEIGHTS = [400, 600, 700] as const;

/**
 * Has the browser find the widget's font, in each weight it uses, before the dialog's first layout
 * needs it. Finding a system font is a lookup the browser does once per family and weight in a page;
 * done by the first layout, it was a large share of that layout in `npm run bench:trace`
 * (figures in docs/performance-and-size.md, "Figures behind the code's choices"). A canvas measures text through the same font cache as layout.
 */
export function findFonts(family: string): void {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const weight of FONT_WEIGHTS) {
    context.font = `${weight} 16px ${family}`;
    context.measureText('Aa');
  }
}
