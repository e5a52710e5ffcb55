// Installs the signals integration: a component that reads a signal's `.value` while rendering
// renders again when it changes, and only that component.
import '@preact/signals';
import { Component, createRef } from 'preact';
import type { ViewState, WidgetSession } from '../core/session-contract.ts';
import { announcement } from './announcement.ts';
import { AccountFooter } from './components/AccountFooter.tsx';
import { Dialog } from './components/Dialog.tsx';
import { TITLE_ID } from './components/Title.tsx';
import { LocalizationContext } from './i18n/context.ts';
import type { Localization } from './i18n/locale.ts';
import { Screen } from './Screen.tsx';

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

export class App extends Component<AppProps> {
  static override contextType = LocalizationContext;
  #body = createRef<HTMLDivElement>();
  /** The screen rendered last, and the one whose heading was last given focus. */
  #shown = '';
  #focused = '';

  override componentDidMount(): void {
    this.componentDidUpdate();
  }

  // Each new screen moves focus to its heading: keyboard users start at the top of it, and screen
  // readers read where they are (the dialog is labelled by that same heading).
  override componentDidUpdate(): void {
    if (this.#focused === this.#shown) return;
    this.#focused = this.#shown;
    this.#body.current?.querySelector<HTMLElement>(`#${TITLE_ID}`)?.focus();
  }

  render({ session, onClose, colorScheme }: AppProps, _state: unknown, { messages: t }: Localization) {
    const view = session.view.value;
    this.#shown = screenKey(view);
    return (
      <Dialog className={colorScheme ? `rs ${colorScheme}` : 'rs'} onClose={onClose}>
        <header class="bar">
          <span class="brand">{t.brand}</span>
          {/* The label names the button; the glyph is not read. Like every button outside the two forms,
              it needs no type="button": with no form owner (a page's form around the host does not own
              what is in the shadow root), the default submit type does nothing. */}
          <button class="icon" aria-label={t.close} onClick={onClose}>×</button>
        </header>
        {/* Live regions exist before their text changes, or screen readers miss the first update. */}
        {/* A div, not a p: no paragraph margin to undo. */}
        <div class="offline" role="status">{session.online.value ? '' : t.offline}</div>
        {/* Names the screen it shows (with a sync's status, an error's code) for tests and tools to select. */}
        <div class="body" ref={this.#body} data-screen={view.name}
          data-status={view.name === 'syncing' ? view.progress.status : undefined}
          data-error-code={view.name === 'error' ? view.error.code : undefined}>
          <Screen session={session} view={view} onClose={onClose} />
        </div>
        <AccountFooter session={session} />
        <p class="sr" role="status" aria-live="polite" data-testid="sync-announcer">{announcement(view, t)}</p>
      </Dialog>
    );
  }
}
