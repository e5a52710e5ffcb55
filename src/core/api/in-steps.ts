import type { Guard } from './validators.ts';
import { everyItem } from './validators.ts';

/**
 * Items checked and mapped per step. About 3 ms of main thread for the public catalog's items on a
 * two-core machine (50,000 retailers: parsing the body is one task of about 25 ms, then five steps;
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
