import { parseChunked } from '@discoveryjs/json-ext';
import type { Guard } from './validators.ts';
import { everyItem } from './validators.ts';

/**
 * Items checked and mapped per step. About 3 ms of main thread for the public catalog's items on a
 * two-core machine (50,000 retailers: the body parsed in seven steps, then five of these;
 * docs/performance-and-size.md, "Where the time goes"), so a catalog of any size never holds the
 * host's page for one long task (over 50 ms), and one of up to this many costs no extra task at all.
 */
export const ITEMS_PER_STEP = 10_000;

/** What the steps need: a way to let the page run between them, and the call's lifetime. */
export interface Steps {
  /** Resolves in a later task of the page's (a timer of 0 ms), so input and frames run in between. */
  readonly nextTask: () => Promise<void>;
  readonly signal?: AbortSignal | undefined;
}

/**
 * `items` checked with `guard` and mapped with `map`, ITEMS_PER_STEP at a time, each step in a task
 * of its own when there is more than one (a list that fits one step takes none). Undefined when an item fails its guard (a hole of a sparse array is
 * read as `undefined`). Rejects with the signal's reason once the call's lifetime is over, between
 * steps: nothing is left running for a widget that has gone.
 */
export async function mapInSteps<T, R>(
  items: readonly unknown[],
  guard: Guard<T>,
  map: (item: T) => R,
  { nextTask, signal }: Steps,
): Promise<R[] | undefined> {
  const mapped: R[] = [];
  // A list of more than one step starts in a task of its own too: the body's parse, which cannot be
  // split, is then the only work in the answer's task.
  const stepped = items.length > ITEMS_PER_STEP;
  for (let from = 0; from < items.length; from += ITEMS_PER_STEP) {
    if (stepped) {
      await nextTask();
      signal?.throwIfAborted();
    }
    const to = Math.min(items.length, from + ITEMS_PER_STEP);
    if (!everyItem(items, guard, from, to)) return undefined;
    for (let index = from; index < to; index += 1) mapped.push(map(items[index] as T));
  }
  return mapped;
}

/**
 * Bytes of a body parsed per step: a few milliseconds of main thread. `Response.json()` would decode
 * and parse the whole body in one task (for the 7 MB of 50,000 retailers, 75 to 85 ms wall and about
 * 40 ms of CPU: docs/performance-and-size.md, "Where the time goes"). A body of at most this size
 * takes no extra task.
 */
export const BYTES_PER_STEP = 1024 * 1024;

/**
 * A JSON body parsed as it arrives, BYTES_PER_STEP at a time, with a task of the page's between two
 * steps. `parseChunked` (@discoveryjs/json-ext) decodes the bytes as UTF-8 and hands each piece's
 * complete values to the native `JSON.parse`, so the cost stays close to one `JSON.parse` of the
 * whole. Rejects with a `SyntaxError` for a body that is not JSON, and with the signal's reason once
 * the call's lifetime is over (the body is then cancelled).
 */
export async function readJsonInSteps(body: ReadableStream<Uint8Array>, steps: Steps): Promise<unknown> {
  const reader = body.getReader();
  try {
    // The value is taken once complete (onRootValue): parseChunked answers a body that ends inside
    // an array or an object, `[{"retailerId":1}` say, with what it has read, where a cut catalog
    // must fail as `JSON.parse` fails it.
    const values: unknown[] = [];
    await parseChunked(piecesOf(reader, steps), { onRootValue: (value: unknown) => void values.push(value) });
    if (values.length !== 1) throw new SyntaxError('The JSON text ends before its value does.');
    return values[0];
  } catch (cause) {
    await reader.cancel(cause).catch(() => undefined);
    throw cause;
  }
}

/**
 * The body's chunks, cut to BYTES_PER_STEP at most, with a task of the page's before a piece that
 * would take the bytes since the last task over BYTES_PER_STEP: each task parses a step at most.
 */
async function* piecesOf(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  { nextTask, signal }: Steps,
): AsyncGenerator<Uint8Array> {
  let sinceTask = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    for (let from = 0; from < value.byteLength; from += BYTES_PER_STEP) {
      const piece = value.subarray(from, from + BYTES_PER_STEP);
      if (sinceTask > 0 && sinceTask + piece.byteLength > BYTES_PER_STEP) {
        await nextTask();
        signal?.throwIfAborted();
        sinceTask = 0;
      }
      sinceTask += piece.byteLength;
      yield piece;
    }
  }
}
