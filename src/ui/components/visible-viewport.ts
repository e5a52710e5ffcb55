import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** Zoom at 100%, give or take rounding: below it or above it, the shopper pinch-zoomed. */
const UNZOOMED = 0.01;

/**
 * Keeps the widget's backdrop (`.rs`) on the part of the page the shopper sees. On a phone the
 * on-screen keyboard covers the bottom of the page without resizing it (iOS Safari, Chrome for
 * Android by default): only `window.visualViewport` shrinks. And a host page wider than the phone
 * makes what `position: fixed` covers wider than the screen. The backdrop gets the visual
 * viewport's place and size (`--vv-left`, `--vv-top`, `--vv-width`, `--vv-height`, read by
 * widget.css), so the dialog fits the screen above the keyboard, and the focused field is scrolled back into view in the dialog's scrolling
 * part (whose buttons stay at its bottom, widget.css). A page the shopper pinch-zoomed is left
 * alone: fitting the dialog to the zoomed view would undo the zoom. Written through the CSSOM,
 * which a strict CSP allows (docs/security-and-csp.md).
 */
export function useVisibleViewport(backdrop: RefObject<HTMLElement | null>): void {
  // After the first paint, not before it (a layout effect): the visual viewport's figures are
  // layout's, so reading them in the render made the browser lay out the whole dialog there and
  // then, in the task of open() (docs/performance-and-size.md, "Where the time goes"). Until then the
  // backdrop covers the layout viewport, which is the visual one unless a keyboard is already up.
  useEffect(() => {
    const viewport = window.visualViewport;
    const element = backdrop.current;
    if (!viewport || !element) return;
    let height = viewport.height;
    const follow = () => {
      const { style } = element;
      const zoomed = Math.abs(viewport.scale - 1) > UNZOOMED;
      for (const [name, value] of [
        ['--vv-left', viewport.offsetLeft],
        ['--vv-top', viewport.offsetTop],
        ['--vv-width', viewport.width],
        ['--vv-height', viewport.height],
      ] as const) {
        if (zoomed) style.removeProperty(name);
        else style.setProperty(name, `${value}px`);
      }
      if (zoomed) return;
      const shrank = viewport.height < height;
      height = viewport.height;
      // The keyboard came up (or the phone turned): the field being typed in stays in view.
      const active = (element.getRootNode() as ShadowRoot | Document).activeElement;
      if (shrank && active instanceof HTMLInputElement) active.scrollIntoView({ block: 'nearest' });
    };
    follow();
    viewport.addEventListener('resize', follow);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', follow);
      viewport.removeEventListener('scroll', follow);
    };
  }, [backdrop]);
}
