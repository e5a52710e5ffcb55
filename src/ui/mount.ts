// Installs the hooks that make components re-render when a signal they read changes. The UI's
// other imports of @preact/signals are type-only and would be erased, so this one must stay.
import '@preact/signals';
import { h, render } from 'preact';
import type { Session } from '../core/session.ts';
import { WIDGET_CSS } from './styles.ts';
import { Widget } from './Widget.tsx';

/**
 * Renders the widget into a shadow root on `host`, so host page styles do not leak in and ours do
 * not leak out. Returns the unmount.
 */
export function mountWidget(host: HTMLElement, session: Session): () => void {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(WIDGET_CSS);
  root.adoptedStyleSheets = [sheet];
  render(h(Widget, { session }), root);
  return () => {
    render(null, root);
    root.adoptedStyleSheets = [];
  };
}
