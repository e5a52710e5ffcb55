import puppeteer, {
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';
import { DEMO } from '../support/origins.ts';
import type { Engine, EnginePage, EngineSession, Key } from './driver.ts';
import { firstOf, type PageRequest, type PageTarget, pageTool } from './in-page.ts';
import { ACTION_TIMEOUT_MS, PageBase } from './page-base.ts';

/** Debian's Firefox ESR (FIREFOX_PATH overrides), installed by scripts/ensure-browsers.sh. */
export const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/**
 * Firefox through puppeteer-core over WebDriver BiDi: no geckodriver and no display needed.
 * (Playwright cannot drive Debian's Firefox build.)
 */
export async function launchFirefox(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  return {
    name: 'firefox',
    version: await browser.version(),
    newSession: async () => newSession(browser),
    close: () => browser.close(),
  };
}

async function newSession(browser: Browser): Promise<EngineSession> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  // Firefox ignores the launch's defaultViewport; this is Playwright's default size, as in Chromium.
  await page.setViewport({ width: 1280, height: 720 });
  return {
    page: new FirefoxPage(page),
    openPages: async () => openPages(context),
    close: () => context.close(),
  };
}

async function openPages(context: BrowserContext): Promise<EnginePage[]> {
  return (await context.pages()).map((page) => new FirefoxPage(page));
}

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, KeyInput> = {
  Tab: 'Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: 'Space',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Backspace: 'Backspace',
};

class FirefoxPage extends PageBase {
  readonly engine = 'firefox';

  constructor(private readonly page: Page) {
    super();
  }

  async goto(pathOrUrl: string): Promise<void> {
    await this.page.goto(new URL(pathOrUrl, DEMO).href, { waitUntil: 'load' });
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  async press(key: Key): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift');
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.up('Shift');
      return;
    }
    await this.page.keyboard.press(KEYS[key]);
  }

  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.page.evaluate(fn as (arg: unknown) => Result | Promise<Result>, arg);
  }

  async popup(action: () => Promise<void>, timeoutMs = ACTION_TIMEOUT_MS): Promise<EnginePage> {
    const opened = new Promise<Page>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`firefox: no popup opened within ${timeoutMs} ms`));
      }, timeoutMs);
      this.page.once('popup', (popup) => {
        clearTimeout(timer);
        if (popup) resolve(popup);
        else reject(new Error('firefox: a popup opened but cannot be driven'));
      });
    });
    await action();
    return new FirefoxPage(await opened);
  }

  isClosed(): Promise<boolean> {
    return Promise.resolve(this.page.isClosed());
  }

  close(): Promise<void> {
    return this.page.close({ runBeforeUnload: true });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path });
  }

  protected tool(request: PageRequest): Promise<unknown> {
    return this.page.evaluate(pageTool, request);
  }

  private async first(target: PageTarget): Promise<ElementHandle | null> {
    return (await this.page.evaluateHandle(pageTool, firstOf(target))).asElement() as ElementHandle | null;
  }

  async setViewport(size: { readonly width: number; readonly height: number }): Promise<void> {
    await this.page.setViewport(size);
  }

  /** A touch (WebDriver BiDi input actions of pointer type touch). */
  protected override async tapFirst(target: PageTarget): Promise<boolean> {
    const element = await this.first(target);
    if (!element) return false;
    await element.tap();
    return true;
  }

  protected async clickFirst(target: PageTarget): Promise<boolean> {
    const element = await this.first(target);
    if (!element) return false;
    await element.click();
    return true;
  }

  protected async fillFirst(target: PageTarget, text: string): Promise<boolean> {
    const element = await this.first(target);
    if (!element) return false;
    // Empty it as a user would (select all, delete), so the page hears real input events.
    await element.focus();
    const hadText = await element.evaluate((input) => {
      (input as HTMLInputElement).select();
      return (input as HTMLInputElement).value !== '';
    });
    if (hadText) await this.page.keyboard.press('Backspace');
    await this.page.keyboard.type(text);
    return true;
  }
}
