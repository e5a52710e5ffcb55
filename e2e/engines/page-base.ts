import type { EngineName, EnginePage, FocusedElement, Key, Target } from './driver.ts';
import { describeTarget, type PageRequest, type PageTarget, toPageTarget } from './in-page.ts';

/** How long an action waits for its target by default, as Playwright's `expect` in this project. */
export const ACTION_TIMEOUT_MS = 10_000;

const POLL_MS = 100;

/**
 * Tries `attempt` until it answers something other than null, or throws after `timeoutMs` with
 * `what` and the last error, so a failing journey says which step found nothing.
 */
export async function retry<T>(what: string, timeoutMs: number, attempt: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const answer = await attempt();
      if (answer !== null) return answer;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      const reason = lastError instanceof Error ? ` (last error: ${lastError.message.split('\n')[0] ?? ''})` : '';
      throw new Error(`${what}: not done after ${timeoutMs} ms${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * What the three drivers share: waiting for targets and reading the page through `pageTool`. Each
 * driver supplies running the tool, and the real input on a found element.
 */
export abstract class PageBase implements EnginePage {
  abstract readonly engine: EngineName;
  abstract goto(pathOrUrl: string): Promise<void>;
  abstract url(): Promise<string>;
  abstract press(key: Key): Promise<void>;
  abstract evaluate<Result, Arg = undefined>(fn: (arg: Arg) => Result | Promise<Result>, arg?: Arg): Promise<Result>;
  abstract popup(action: () => Promise<void>, timeoutMs?: number): Promise<EnginePage>;
  abstract isClosed(): Promise<boolean>;
  abstract close(): Promise<void>;
  abstract screenshot(path: string): Promise<void>;

  /** Runs `pageTool(request)` in the page (not for `first`, which answers an element). */
  protected abstract tool(request: PageRequest): Promise<unknown>;
  /** Clicks the first match with real input; false when there is none (yet). */
  protected abstract clickFirst(target: PageTarget): Promise<boolean>;
  /** Empties the first match and types `text` into it; false when there is none (yet). */
  protected abstract fillFirst(target: PageTarget, text: string): Promise<boolean>;

  private step(verb: string, target: Target): string {
    return `${this.engine}: ${verb} ${describeTarget(target)}`;
  }

  async click(target: Target, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
    const pageTarget = toPageTarget(target);
    await retry(this.step('click', target), timeoutMs, async () => ((await this.clickFirst(pageTarget)) ? true : null));
  }

  abstract setViewport(size: { readonly width: number; readonly height: number }): Promise<void>;

  /** Taps the first match with a touch; false when there is none (yet). Clicks where the driver has no touch. */
  protected tapFirst(target: PageTarget): Promise<boolean> {
    return this.clickFirst(target);
  }

  async tap(target: Target, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
    const pageTarget = toPageTarget(target);
    await retry(this.step('tap', target), timeoutMs, async () => ((await this.tapFirst(pageTarget)) ? true : null));
  }

  async fill(target: Target, text: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
    const pageTarget = toPageTarget(target);
    await retry(this.step('fill', target), timeoutMs, async () =>
      (await this.fillFirst(pageTarget, text)) ? true : null,
    );
  }

  async focus(target: Target, timeoutMs = ACTION_TIMEOUT_MS): Promise<void> {
    const request: PageRequest = { op: 'focus', target: toPageTarget(target) };
    await retry(this.step('focus', target), timeoutMs, async () => ((await this.tool(request)) === true ? true : null));
  }

  async count(target: Target): Promise<number> {
    return (await this.tool({ op: 'count', target: toPageTarget(target) })) as number;
  }

  async text(target: Target, timeoutMs = ACTION_TIMEOUT_MS): Promise<string> {
    const request: PageRequest = { op: 'text', target: toPageTarget(target) };
    return retry(
      this.step('read the text of', target),
      timeoutMs,
      async () => (await this.tool(request)) as string | null,
    );
  }

  async attribute(target: Target, name: string, timeoutMs = ACTION_TIMEOUT_MS): Promise<string | null> {
    const pageTarget = toPageTarget(target);
    await retry(this.step('find', target), timeoutMs, async () =>
      (await this.tool({ op: 'count', target: pageTarget })) === 0 ? null : true,
    );
    return (await this.tool({ op: 'attribute', target: pageTarget, name })) as string | null;
  }

  async focused(): Promise<FocusedElement | null> {
    return (await this.tool({ op: 'describeFocus' })) as FocusedElement | null;
  }
}
