// Installs the signals integration: a component that reads a signal's `.value` while rendering
// renders again when it changes, and only that component (./signals/adapter.ts).
import { keepAppSignalRendering } from './signals/adapter.ts';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ViewState, WidgetSession } from '../core/session-contract.ts';
import { announcement } from './announcement.ts';
import { AccountFooter } from './components/AccountFooter.tsx';
import { Dialog } from './components/Dialog.tsx';
import { TITLE_ID } from './components/Title.tsx';
import { useLocalization } from './i18n/context.ts';
import { Screen } from './Screen.tsx';

keepAppSignalRendering();

export type ColorScheme = 'light' | 'dark';

export interface AppProps {
  readonly session: WidgetSession;
  readonly onClose: () => void;
  /** Forces a scheme; without it the widget follows `prefers-color-scheme`. */
  readonly colorScheme?: ColorScheme | undefined;
}

/**
 * Identifies a screen for focus, e.g. `credentials:1001` or `catalog:`: a new retailer on the same
 * screen is a new screen too.
 */
function screenKey(view: ViewState): string {
  return `${view.name}:${'retailerId' in view ? view.retailerId : ''}`;
}

export function App({ session, onClose, colorScheme }: AppProps) {
  const { messages: t, locale, dir = 'ltr' } = useLocalization();
  const bodyRef = useRef<HTMLDivElement>(null);
  const view = session.view.value;
  const screen = screenKey(view);

  // Each new screen moves focus to its heading: keyboard users start at the top of it, and screen
  // readers read where they are (the dialog is labelled by that same heading). A layout effect, so
  // focus moves in the same commit as the screen, before the browser paints it.
  useLayoutEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>(`#${TITLE_ID}`)?.focus();
  }, [screen]);

  // lang: a French widget on an English page is read in French (WCAG 3.1.2); dir: an Arabic or
  // Hebrew one is laid out right to left, whatever the page's direction.
  return (
    <Dialog className={colorScheme ? `rs ${colorScheme}` : 'rs'} lang={locale} dir={dir} onClose={onClose}>
      <header class="bar">
        <span class="brand">{t.brand}</span>
        {/* The label names the button; the glyph is not read. */}
        <button type="button" class="icon" aria-label={t.close} onClick={onClose}>
          ×
        </button>
      </header>
      {/* Live regions exist before their text changes, or screen readers miss the first update. */}
      {/* A div, not a p: no paragraph margin to undo. */}
      <div class="offline" role="status">
        {session.online.value ? '' : t.offline}
      </div>
      {/* Names the screen it shows (with a sync's status, an error's code) for tests and tools to select,
          and for the catalogue's layout on a phone (widget.css). */}
      <div
        class="body"
        ref={bodyRef}
        data-screen={view.name}
        data-status={view.name === 'syncing' ? view.progress.status : undefined}
        data-error-code={view.name === 'error' ? view.error.code : undefined}
      >
        <Screen session={session} view={view} onClose={onClose} />
      </div>
      <AccountFooter session={session} />
      <p class="sr" role="status" aria-live="polite" data-testid="sync-announcer">
        {announcement(view, t)}
      </p>
    </Dialog>
  );
}
