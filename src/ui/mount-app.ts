import { h, render } from 'preact';
import type { WidgetSession } from '../core/session-contract.ts';
import { App } from './App.tsx';
import { beforeFirstRender } from './first-render.ts';
import { LocalizationContext } from './i18n/context.ts';
import type { LocaleFallback } from './i18n/languages.ts';
import { applyOverrides, type MessageOverrides } from './i18n/overrides.ts';
import { ENGLISH, loadLocalization, type Localization } from './i18n/locale.ts';
import { themeSheets, type ThemeOptions } from './theme/theme.ts';

export interface MountAppOptions {
  /**
   * Any BCP 47 tag: its language's catalogue when the widget ships it (docs/languages.md), else the
   * browser's languages in order, else English. @default navigator.languages, else English
   */
  readonly locale?: string;
  /**
   * The host's own words, by language, checked by `checkMessages` (i18n/overrides.ts) when the
   * widget is created: they replace the catalogue's messages of the language the widget speaks.
   */
  readonly messages?: MessageOverrides;
  /** Called once the widget knows that `locale` was not used, and what it speaks instead. */
  readonly onLocaleFallback?: (fallback: LocaleFallback) => void;
  readonly theme?: ThemeOptions;
  /**
   * Called after the user closes the widget (close button, Escape, "Done"). The widget has already
   * unmounted itself and returned focus by then.
   */
  readonly onClose?: () => void;
}

async function localize(options: MountAppOptions): Promise<Localization> {
  try {
    const { fallback, language, ...localization } = await loadLocalization(options.locale, navigator.languages);
    if (fallback) options.onLocaleFallback?.(fallback);
    return {
      ...localization,
      messages: applyOverrides(localization.messages, localization.locale, options.messages?.[language]),
    };
  } catch {
    // A catalogue chunk that fails to load (offline, CDN hiccup) must not leave a blank dialog.
    return { ...ENGLISH, messages: applyOverrides(ENGLISH.messages, ENGLISH.locale, options.messages?.en) };
  }
}

/**
 * Renders the widget as a modal dialog in a shadow root on `host`, so page styles do not leak in
 * and ours do not leak out. Returns the unmount, which also returns focus to where it was. A
 * catalog on its way is waited for briefly, so that the first render shows it (first-render.ts).
 */
export function mountApp(host: HTMLElement, session: WidgetSession, options: MountAppOptions = {}): () => void {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = themeSheets(options.theme);
  let mounted = true;
  const firstRender = beforeFirstRender(session);
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    firstRender.cancel();
    render(null, root);
    root.adoptedStyleSheets = [];
  };
  const close = () => {
    unmount();
    options.onClose?.();
  };
  const show = async () => {
    const [localization] = await Promise.all([localize(options), firstRender.ready]);
    // The host may have unmounted the widget while its catalogue (or the catalog) was loading.
    if (!mounted) return;
    const app = h(App, { session, onClose: close, colorScheme: options.theme?.colorScheme });
    render(h(LocalizationContext.Provider, { value: localization }, app), root);
  };
  void show();
  return unmount;
}
