import { describe, expect, it } from 'vitest';
import { ITEMS_PER_STEP, mapInSteps } from './in-steps.ts';
import type { Guard } from './validators.ts';

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
