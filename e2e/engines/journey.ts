import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { launchChromium } from './chromium.ts';
import { ENGINE_NAMES, type Engine, type EngineName, type EnginePage, type EngineSession } from './driver.ts';
import { launchFirefox } from './firefox.ts';
import { launchWebKit } from './webkit.ts';

/** What a journey gets: a fresh session's page in one engine. */
export interface JourneyContext {
  readonly engine: EngineName;
  /** The browser's version, e.g. for a journey that states what an engine lacks. */
  readonly version: string;
  readonly page: EnginePage;
  readonly session: EngineSession;
}

export interface JourneyOptions {
  /** Only these engines (default: all three). A journey that needs this should say why. */
  readonly engines?: readonly EngineName[];
  /** The journey's time limit (default 90 s: two sign-ins and a sync on a busy 2-core machine). */
  readonly timeoutMs?: number;
}

const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChromium,
  firefox: launchFirefox,
  webkit: launchWebKit,
};

/**
 * The engines this run covers: E2E_ENGINES=firefox,webkit picks some (npm run test:engines -- ...
 * passes through to Vitest, so the variable is the way to choose).
 */
export function selectedEngines(): EngineName[] {
  const wanted = process.env['E2E_ENGINES'];
  if (!wanted) return [...ENGINE_NAMES];
  const names = wanted.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(ENGINE_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`E2E_ENGINES: unknown engine ${unknown.join(', ')} (known: ${ENGINE_NAMES.join(', ')})`);
  return names as EngineName[];
}

/** Where failure screenshots go, one folder per engine (kept by CI as artifacts, as Playwright's). */
const RESULTS = join(import.meta.dirname, '..', '..', 'test-results-engines');

interface DeclaredJourney {
  readonly name: string;
  readonly run: (context: JourneyContext) => Promise<void>;
  readonly options: JourneyOptions;
}

/** This file's journeys, declared at its top level before Vitest collects the engine blocks below. */
const declared: DeclaredJourney[] = [];

/** The engines this file has a block for already. */
const blocks = new Set<EngineName>();

/**
 * One block per engine for the file, declared at the first journey that runs in it (an engine no
 * journey of the file runs in gets none: Vitest fails a block without tests). Vitest collects a
 * block's tests after the file's top level has run, so each block sees every journey of the file:
 * the file runs engine by engine (every journey in Chromium, then Firefox, then WebKit), one
 * browser at a time, launched before the engine's first journey and closed after its last.
 */
function declareEngineBlocks(engines: readonly EngineName[] | undefined): void {
  for (const engineName of selectedEngines()) {
    if (blocks.has(engineName) || (engines && !engines.includes(engineName))) continue;
    blocks.add(engineName);
    describe(engineName, () => {
      let engine: Engine | undefined;
      beforeAll(async () => {
        engine = await LAUNCH[engineName]();
      });
      afterAll(async () => {
        await engine?.close();
      });
      for (const { name, run, options } of declared) {
        if (options.engines && !options.engines.includes(engineName)) continue;
        test(name, { timeout: options.timeoutMs ?? 90_000 }, async () => {
          if (!engine) throw new Error(`${engineName} did not start`);
          const session = await engine.newSession();
          try {
            await run({ engine: engineName, version: engine.version, page: session.page, session });
          } catch (error) {
            throw await withScreenshots(error, session, engineName, name);
          } finally {
            await session.close().catch(() => undefined);
          }
        });
      }
    });
  }
}

/**
 * Declares a journey: one Vitest test per selected engine ("<engine> > <name>"), each in a fresh
 * session (no cookies, no storage). A failure keeps a screenshot of every window still open in
 * test-results-engines/<engine>/, and its message says the engine and each window's address.
 * Declare journeys at the top level of a *.journey.ts file in e2e/engines/journeys/.
 */
export function journey(
  name: string,
  run: (context: JourneyContext) => Promise<void>,
  options: JourneyOptions = {},
): void {
  declareEngineBlocks(options.engines);
  declared.push({ name, run, options });
}

async function withScreenshots(
  error: unknown,
  session: EngineSession,
  engine: EngineName,
  name: string,
): Promise<unknown> {
  if (!(error instanceof Error)) return error;
  const folder = join(RESULTS, engine);
  await mkdir(folder, { recursive: true });
  const slug = name.replace(/[^\w]+/g, '-').toLowerCase();
  const notes: string[] = [];
  const pages = await session.openPages().catch(() => []);
  for (const [index, page] of pages.entries()) {
    const path = join(folder, `${slug}-${index}.png`);
    const url = await page.url().catch(() => '?');
    const saved = await page.screenshot(path).then(
      () => path,
      () => 'no screenshot',
    );
    notes.push(`window ${index}: ${url} (${saved})`);
  }
  error.message = `[${engine}] ${error.message}\n${notes.join('\n')}`;
  return error;
}
