import { describe, expect, it, vi } from 'vitest';
import { BYTES_PER_STEP, ITEMS_PER_STEP, mapInSteps, readJsonInSteps } from './in-steps.ts';
import type { Guard } from './validators.ts';

const JSON_PARSE = JSON.parse;

const isNumber: Guard<number> = (value): value is number => typeof value === 'number';

/** A nextTask that counts its calls and resolves at once. */
function counted() {
  const tasks = { count: 0 };
  return { tasks, nextTask: async () => void (tasks.count += 1) };
}

describe('mapInSteps', () => {
  it('should check and map every item, a step at a time, each in a task of its own', async () => {
    const { tasks, nextTask } = counted();
    const items = Array.from({ length: 2.5 * ITEMS_PER_STEP }, (_, index) => index);
    const mapped = await mapInSteps(items, isNumber, (n) => n * 2, { nextTask });
    expect(mapped).toEqual(items.map((n) => n * 2));
    expect(tasks.count).toBe(3);
  });

  it('should take no task of its own for a list that fits one step', async () => {
    const { tasks, nextTask } = counted();
    expect(await mapInSteps([1, 2, 3], isNumber, String, { nextTask })).toEqual(['1', '2', '3']);
    expect(await mapInSteps([], isNumber, String, { nextTask })).toEqual([]);
    expect(tasks.count).toBe(0);
  });

  it('should give undefined for an item that fails, in any step, and for a hole', async () => {
    const { nextTask } = counted();
    const items: unknown[] = Array.from({ length: ITEMS_PER_STEP + 10 }, (_, index) => index);
    items[ITEMS_PER_STEP + 5] = 'five';
    expect(await mapInSteps(items, isNumber, String, { nextTask })).toBeUndefined();
    // eslint-disable-next-line no-sparse-arrays -- the hole is the point
    expect(await mapInSteps([1, , 3], isNumber, String, { nextTask })).toBeUndefined();
  });

  it('should stop between steps once its call is aborted', async () => {
    const controller = new AbortController();
    const nextTask = async () => controller.abort(new Error('the widget is gone'));
    const items = Array.from({ length: 3 * ITEMS_PER_STEP }, (_, index) => index);
    let mappedCount = 0;
    const map = (n: number) => {
      mappedCount += 1;
      return n;
    };
    await expect(mapInSteps(items, isNumber, map, { nextTask, signal: controller.signal })).rejects.toThrow(
      'the widget is gone',
    );
    // Aborted in the first task it gave the page: nothing mapped.
    expect(mappedCount).toBe(0);
  });
});

/** A body that arrives as these chunks, noting whether it was cancelled. */
function bodyOf(chunks: readonly Uint8Array[]) {
  const seen = { cancelled: false };
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[next++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { body, seen };
}

describe('readJsonInSteps', () => {
  // A JSON array of `steps` × BYTES_PER_STEP bytes, `"café",` (8 bytes) at a time, cut into chunks
  // of `size` bytes: with a size of 6 more than a multiple of 8, each cut falls inside an "é", which
  // the decoder must carry over.
  function chunkedArray(steps: number, size: number) {
    const text = JSON.stringify(Array.from({ length: (steps * BYTES_PER_STEP) / 8 }, () => 'café'));
    const bytes = new TextEncoder().encode(text);
    const chunks: Uint8Array[] = [];
    for (let from = 0; from < bytes.length; from += size) chunks.push(bytes.subarray(from, from + size));
    return { chunks, expected: JSON.parse(text) as unknown };
  }

  it.each([
    ['larger than a step, as a browser hands over a fast body', 2 * BYTES_PER_STEP + 6],
    ['smaller than a step', BYTES_PER_STEP / 4 + 6],
  ])('should parse a large body a step at a time, each in a task of its own (chunks %s)', async (_, size) => {
    const { chunks, expected } = chunkedArray(4, size);
    // What runs in each task: the text JSON.parse is given, in characters, and a mark between tasks.
    const parsed: number[] = [0];
    const parse = vi.spyOn(JSON, 'parse');
    parse.mockImplementation((text, reviver) => {
      parsed[parsed.length - 1]! += text.length;
      return JSON_PARSE(text, reviver) as unknown;
    });
    try {
      const nextTask = async () => void parsed.push(0);
      expect(await readJsonInSteps(bodyOf(chunks).body, { nextTask })).toEqual(expected);
    } finally {
      parse.mockRestore();
    }
    expect(parsed.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...parsed)).toBeLessThanOrEqual(BYTES_PER_STEP);
    expect(parsed.reduce((sum, characters) => sum + characters, 0)).toBeGreaterThan(3.5 * BYTES_PER_STEP);
  });

  it('should take no task of its own for a body under a step', async () => {
    const { tasks, nextTask } = counted();
    const small = new TextEncoder().encode('[{"name":"Zoë"}]');
    const chunks = [small.subarray(0, 12), small.subarray(12)];
    expect(await readJsonInSteps(bodyOf(chunks).body, { nextTask })).toEqual([{ name: 'Zoë' }]);
    expect(tasks.count).toBe(0);
  });

  it.each(['[1, 2,', '[', '[{"retailerId": 1}', '{"a": [1]', '', '[] []'])(
    'should reject %j, which JSON.parse refuses, with a SyntaxError',
    async (text) => {
      expect(() => void JSON_PARSE(text)).toThrow(SyntaxError);
      const { nextTask } = counted();
      const body = bodyOf([new TextEncoder().encode(text)]).body;
      await expect(readJsonInSteps(body, { nextTask })).rejects.toBeInstanceOf(SyntaxError);
    },
  );

  it('should stop between steps once its call is aborted, and cancel the body', async () => {
    const controller = new AbortController();
    const nextTask = async () => controller.abort(new Error('the widget is gone'));
    const { chunks } = chunkedArray(3, BYTES_PER_STEP);
    const { body, seen } = bodyOf(chunks);
    await expect(readJsonInSteps(body, { nextTask, signal: controller.signal })).rejects.toThrow('the widget is gone');
    expect(seen.cancelled).toBe(true);
  });
});
