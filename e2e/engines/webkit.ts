import { writeFile } from 'node:fs/promises';
import { Builder, Key as SeleniumKey, type WebDriver, type WebElement } from 'selenium-webdriver';
import { DEMO } from '../support/origins.ts';
import type { Engine, EnginePage, EngineSession, Key } from './driver.ts';
import { firstOf, type PageRequest, type PageTarget, pageTool } from './in-page.ts';
import { ACTION_TIMEOUT_MS, PageBase, retry } from './page-base.ts';
import { startWebKitDriver, WEBKIT_BROWSER } from './webkit-driver.ts';

/**
 * WebKit (Safari's engine) as WebKitGTK's MiniBrowser, through WebKitWebDriver (classic WebDriver,
 * no BiDi) with selenium-webdriver. WebKitGTK has no headless mode: the driver runs on its own
 * Xvfb display (webkit-driver.ts). Each session is a new MiniBrowser; its windows are WebDriver
 * window handles, and each page switches to its own before acting.
 */
export async function launchWebKit(): Promise<Engine> {
  const server = await startWebKitDriver();
  const versionSession = await openDriver(server.url);
  const version = String((await versionSession.getCapabilities()).get('browserVersion') ?? 'unknown');
  await versionSession.quit();
  return {
    name: 'webkit',
    version,
    newSession: async () => newSession(await openDriver(server.url)),
    close: () => server.stop(),
  };
}

function openDriver(url: string): Promise<WebDriver> {
  return new Builder().usingServer(url).withCapabilities(WEBKIT_BROWSER).build();
}

/** Which window the driver is on: every page of a session shares one WebDriver session. */
interface Windows {
  readonly driver: WebDriver;
  current: string | null;
}

async function newSession(driver: WebDriver): Promise<EngineSession> {
  const windows: Windows = { driver, current: await driver.getWindowHandle() };
  // The same content size as the other engines (1280×720): the window's frame is added to it.
  await driver.manage().window().setRect({ width: 1280, height: 720 });
  const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  await driver
    .manage()
    .window()
    .setRect({ width: 1280 + (1280 - inner[0]), height: 720 + (720 - inner[1]) });
  return {
    page: new WebKitPage(windows, windows.current ?? ''),
    openPages: async () => (await driver.getAllWindowHandles()).map((handle) => new WebKitPage(windows, handle)),
    close: () => driver.quit(),
  };
}

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Space: SeleniumKey.SPACE,
  ArrowUp: SeleniumKey.ARROW_UP,
  ArrowDown: SeleniumKey.ARROW_DOWN,
  ArrowLeft: SeleniumKey.ARROW_LEFT,
  ArrowRight: SeleniumKey.ARROW_RIGHT,
  Home: SeleniumKey.HOME,
  End: SeleniumKey.END,
  PageUp: SeleniumKey.PAGE_UP,
  PageDown: SeleniumKey.PAGE_DOWN,
  Backspace: SeleniumKey.BACK_SPACE,
};

/**
 * Run from tsx (esbuild's keepNames), a function's source calls a `__name` helper that only exists
 * in Node: each script defines a harmless one for the page.
 */
const KEEP_NAMES = 'const __name = (target) => target;';

/**
 * The page side of `evaluate`: WebDriver's async script around the function's source (written into
 * the script, never `eval`ed: a page under CSP forbids eval), with its outcome as data.
 */
function evaluateScript(source: string): string {
  return `${KEEP_NAMES}
    const done = arguments[arguments.length - 1];
    const argument = arguments[0];
    Promise.resolve()
      .then(() => (${source})(argument))
      .then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));
  `;
}

class WebKitPage extends PageBase {
  readonly engine = 'webkit';

  constructor(
    private readonly windows: Windows,
    private readonly handle: string,
  ) {
    super();
  }

  /** Switches the session to this page's window when another one is current. */
  private async driver(): Promise<WebDriver> {
    const { driver } = this.windows;
    if (this.windows.current !== this.handle) {
      await driver.switchTo().window(this.handle);
      this.windows.current = this.handle;
    }
    return driver;
  }

  async goto(pathOrUrl: string): Promise<void> {
    const driver = await this.driver();
    await driver.get(new URL(pathOrUrl, DEMO).href);
    // WebKitWebDriver answers once the document is parsed, before its module scripts have run and
    // before the load event; the other drivers wait for load, and so does this one.
    await retry('webkit: wait for the load event', ACTION_TIMEOUT_MS, async () =>
      (await driver.executeScript('return document.readyState')) === 'complete' ? true : null,
    );
  }

  async url(): Promise<string> {
    return (await this.driver()).getCurrentUrl();
  }

  async press(key: Key): Promise<void> {
    const actions = (await this.driver()).actions({ async: true });
    if (key === 'Shift+Tab') {
      await actions
        .keyDown(SeleniumKey.SHIFT)
        .keyDown(SeleniumKey.TAB)
        .keyUp(SeleniumKey.TAB)
        .keyUp(SeleniumKey.SHIFT)
        .perform();
      return;
    }
    await actions.keyDown(KEYS[key]).keyUp(KEYS[key]).perform();
  }

  async evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result> {
    const driver = await this.driver();
    const outcome = await driver.executeAsyncScript<{ value?: Result; error?: string }>(
      evaluateScript(fn.toString()),
      arg ?? null,
    );
    if (outcome.error !== undefined) throw new Error(`webkit: the page threw: ${outcome.error}`);
    return outcome.value as Result;
  }

  async popup(action: () => Promise<void>, timeoutMs = ACTION_TIMEOUT_MS): Promise<EnginePage> {
    const driver = await this.driver();
    const before = new Set(await driver.getAllWindowHandles());
    await action();
    const handle = await retry('webkit: wait for a popup window', timeoutMs, async () => {
      const opened = (await driver.getAllWindowHandles()).find((each) => !before.has(each));
      return opened ?? null;
    });
    return new WebKitPage(this.windows, handle);
  }

  async isClosed(): Promise<boolean> {
    return !(await this.windows.driver.getAllWindowHandles()).includes(this.handle);
  }

  async close(): Promise<void> {
    await (await this.driver()).close();
    this.windows.current = null;
  }

  async screenshot(path: string): Promise<void> {
    await writeFile(path, await (await this.driver()).takeScreenshot(), 'base64');
  }

  protected async tool(request: PageRequest): Promise<unknown> {
    return (await this.driver()).executeScript(`${KEEP_NAMES} return (${pageTool.toString()})(arguments[0]);`, request);
  }

  private async first(target: PageTarget): Promise<WebElement | null> {
    return (await this.tool(firstOf(target))) as WebElement | null;
  }

  /** The window's frame is added to the content size asked for, as in newSession(). */
  async setViewport({ width, height }: { readonly width: number; readonly height: number }): Promise<void> {
    const driver = await this.driver();
    await driver.manage().window().setRect({ width, height });
    const inner = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
    await driver
      .manage()
      .window()
      .setRect({ width: width + (width - inner[0]), height: height + (height - inner[1]) });
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
    const driver = await this.driver();
    // Empty it as a user would (select all, delete), so the page hears real input events: WebDriver's
    // element clear empties it without an input event, which a framework's state never hears.
    const hadText = await driver.executeScript<boolean>(
      'arguments[0].focus(); arguments[0].select(); return arguments[0].value !== "";',
      element,
    );
    if (hadText)
      await driver.actions({ async: true }).keyDown(SeleniumKey.BACK_SPACE).keyUp(SeleniumKey.BACK_SPACE).perform();
    if (text !== '') await element.sendKeys(text);
    return true;
  }
}
