import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../support/chromium.ts';
import { DEMO } from '../support/origins.ts';
import type { Engine, EnginePage, EngineSession, Key } from './driver.ts';
import { firstOf, type PageRequest, type PageTarget, pageTool } from './in-page.ts';
import { ACTION_TIMEOUT_MS, PageBase } from './page-base.ts';

/** Chromium through Playwright's library API (the same browser and flags as playwright.config.ts). */
export async function launchChromium(): Promise<Engine> {
  const browser = await chromium.launch({
    ...(chromiumExecutablePath ? { executablePath: chromiumExecutablePath } : {}),
    args: [...chromiumArgs],
  });
  return {
    name: 'chromium',
    version: browser.version(),
    newSession: async () => newSession(browser),
    close: () => browser.close(),
  };
}

async function newSession(browser: Browser): Promise<EngineSession> {
  const context = await browser.newContext({ baseURL: DEMO, viewport: { width: 1280, height: 720 } });
  const page = new ChromiumPage(await context.newPage());
  return {
    page,
    openPages: async () => openPages(context),
    close: () => context.close(),
  };
}

async function openPages(context: BrowserContext): Promise<EnginePage[]> {
  return Promise.resolve(context.pages().map((page) => new ChromiumPage(page)));
}

const KEYS: Record<Key, string> = {
  Tab: 'Tab',
  'Shift+Tab': 'Shift+Tab',
  Enter: 'Enter',
  Escape: 'Escape',
  Space: ' ',
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

class ChromiumPage extends PageBase {
  readonly engine = 'chromium';

  constructor(private readonly page: Page) {
    super();
  }

  async goto(pathOrUrl: string): Promise<void> {
    await this.page.goto(pathOrUrl);
  }

  url(): Promise<string> {
    return Promise.resolve(this.page.url());
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(KEYS[key]);
  }

  evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    return this.page.evaluate<Result, unknown>(fn as (arg: unknown) => Result | Promise<Result>, arg);
  }

  async popup(action: () => Promise<void>, timeoutMs = ACTION_TIMEOUT_MS): Promise<EnginePage> {
    const opened = this.page.waitForEvent('popup', { timeout: timeoutMs });
    await action();
    return new ChromiumPage(await opened);
  }

  isClosed(): Promise<boolean> {
    return Promise.resolve(this.page.isClosed());
  }

  close(): Promise<void> {
    return this.page.close({ runBeforeUnload: true });
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  protected tool(request: PageRequest): Promise<unknown> {
    return this.page.evaluate(pageTool, request);
  }

  async setViewport(size: { readonly width: number; readonly height: number }): Promise<void> {
    await this.page.setViewportSize(size);
  }

  protected async clickFirst(target: PageTarget): Promise<boolean> {
    const element = (await this.page.evaluateHandle(pageTool, firstOf(target))).asElement();
    if (!element) return false;
    await element.click({ timeout: 2_000 });
    return true;
  }

  protected async fillFirst(target: PageTarget, text: string): Promise<boolean> {
    const element = (await this.page.evaluateHandle(pageTool, firstOf(target))).asElement();
    if (!element) return false;
    await element.fill('', { timeout: 2_000 });
    // Key by key, as a user types: the page hears each input event.
    await this.page.keyboard.type(text);
    return true;
  }
}
