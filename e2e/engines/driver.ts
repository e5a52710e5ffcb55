/**
 * The engine-neutral driver the cross-engine journeys are written against (e2e/engines/README.md).
 * One journey, three implementations: Playwright for Chromium (chromium.ts), puppeteer-core over
 * WebDriver BiDi for Firefox (firefox.ts), selenium-webdriver with WebKitGTK's WebKitWebDriver for
 * WebKit (webkit.ts). Only what all three can do is here: WebKitGTK's driver has no BiDi, so there
 * is no request interception, no init script and no console capture; a journey reads the page's
 * own state instead (its event log, `evaluate`).
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Every engine, in the order the runner takes them. */
export const ENGINE_NAMES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/**
 * What a journey points at: the elements matching `css` in the document and in every open shadow
 * root below it (the widget renders in one), that are rendered (have a layout box), optionally
 * narrowed to those whose name is `name`, and to those inside the first match of `within`. Built
 * with the helpers in targets.ts (`button('Verify')`, `field('Username')`, ...).
 */
export interface Target {
  readonly css: string;
  /**
   * The element's name as a user perceives it, whitespace collapsed: its aria-label, else the text
   * of its aria-labelledby elements, else of its <label>, else its text. A string matches exactly.
   */
  readonly name?: string | RegExp;
  readonly within?: Target;
  /** A readable description for failure messages (the helpers fill it in). */
  readonly description?: string;
}

/** The keys a journey can press; each driver maps them to its own. */
export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End'
  | 'PageUp'
  | 'PageDown'
  | 'Backspace';

/** The element that has the focus, found through shadow roots (the deepest `activeElement`). */
export interface FocusedElement {
  readonly tag: string;
  /** Its name as `Target.name` defines it. */
  readonly name: string;
  /** All its attributes. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Whether any part of it is inside the window's viewport and every scrolling box around it. */
  readonly inViewport: boolean;
}

/** One browser tab (or popup window) of an engine. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Navigates to `path` (on the demo origin) or to an absolute URL, and waits for the load event. */
  goto(pathOrUrl: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Waits (up to `timeoutMs`, default 10 s) until `target` matches a rendered element, then clicks
   * its centre with real input (a trusted click: popups open, focus moves).
   */
  click(target: Target, timeoutMs?: number): Promise<void>;
  /**
   * Waits for `target` and taps it with a touch where the driver can (Firefox); WebKitGTK's driver
   * has no touch input and Chromium's session no touch screen (e2e/phone.spec.ts taps in Chromium),
   * so there it clicks. Either way a trusted input.
   */
  tap(target: Target, timeoutMs?: number): Promise<void>;
  /** Sets the size of the page's viewport in CSS px (a phone's, a keyboard's shrink, a rotation). */
  setViewport(size: { readonly width: number; readonly height: number }): Promise<void>;
  /** Waits for `target`, empties it and types `text` into it key by key. */
  fill(target: Target, text: string, timeoutMs?: number): Promise<void>;
  /** Waits for `target` and focuses it (script focus, as Playwright's `focus()`). */
  focus(target: Target, timeoutMs?: number): Promise<void>;
  /** Presses `key` as real keyboard input, on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** How many rendered elements match `target` now (no waiting). */
  count(target: Target): Promise<number>;
  /** The rendered text (`innerText`) of the first match, waiting for one up to `timeoutMs`. */
  text(target: Target, timeoutMs?: number): Promise<string>;
  /** The value of `name` on the first match, or null; waits for a match. */
  attribute(target: Target, name: string, timeoutMs?: number): Promise<string | null>;
  /** The focused element, through shadow roots, or null when the focus is on the body. */
  focused(): Promise<FocusedElement | null>;
  /**
   * Runs `fn(arg)` in the page and returns its (awaited) result, which must be JSON-like. `fn` is
   * sent as source text: it may use only its argument and the page's globals, never variables of
   * the test file.
   */
  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result>;
  /** Runs `action` (which opens a window, e.g. a click) and returns the new window. */
  popup(action: () => Promise<void>, timeoutMs?: number): Promise<EnginePage>;
  /** Whether this window has been closed (by the page itself, or by `close`). */
  isClosed(): Promise<boolean>;
  /** Closes the window as the user would. */
  close(): Promise<void>;
  /** Saves a PNG of what the window shows (for failure reports). */
  screenshot(path: string): Promise<void>;
}

/** A fresh browser profile (no cookies, no storage) with one page open in it. */
export interface EngineSession {
  readonly page: EnginePage;
  /** Every page of the session still open (the main page and popups), for failure screenshots. */
  openPages(): Promise<EnginePage[]>;
  close(): Promise<void>;
}

/** A running browser of one engine, giving each journey its own clean session. */
export interface Engine {
  readonly name: EngineName;
  /** The browser's own version string, for reports. */
  readonly version: string;
  newSession(): Promise<EngineSession>;
  close(): Promise<void>;
}
