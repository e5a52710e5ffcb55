import { describe, expect, it } from 'vitest';
import { widgetEvent, type WidgetEvent, type WidgetEventPayloads, type WidgetEventType } from '../../core/index.ts';
import { MemoryStorage } from '../../core/test-support/memory-storage.ts';
import { HOSTED_TOLD_KEY, hostedStory, type HostedStory } from './hosted-story.ts';

const event = <T extends WidgetEventType>(type: T, payload: WidgetEventPayloads[T]): WidgetEvent =>
  widgetEvent(type, payload, 'ws_1', 1);

/** One page load of the hosted page, as the host hears it: the types `story` lets through. */
function load(story: HostedStory, events: readonly WidgetEvent[]): string[] {
  return events.filter((item) => story.tells(item)).map((item) => item.type);
}

const FIRST_LOAD = [
  event('ready', { variant: 'B' }),
  event('open', {}),
  event('catalog.loaded', { count: 48 }),
  event('retailer.selected', { retailerId: 1002 }),
  event('auth.started', { method: 'redirect' }),
];

describe('one popup, one story', () => {
  it('tells ready, open and catalog.loaded once per popup, over the reload of the sign-in', () => {
    const storage = new MemoryStorage();
    expect(load(hostedStory(storage), FIRST_LOAD)).toEqual([
      'ready',
      'open',
      'catalog.loaded',
      'retailer.selected',
      'auth.started',
    ]);

    // Back from the provider: a new page load in the same popup (the same sessionStorage).
    const back = hostedStory(storage);
    back.resuming(1002);
    expect(
      load(back, [
        event('ready', { variant: 'B' }),
        event('open', {}),
        event('catalog.loaded', { count: 48 }),
        event('auth.succeeded', {}),
        event('retailer.selected', { retailerId: 1002 }),
        event('view', { name: 'credentials', retailerId: 1002 }),
      ]),
    ).toEqual(['auth.succeeded', 'view']);
    expect(storage.items.get(HOSTED_TOLD_KEY)).toBe('ready open catalog.loaded');
  });

  it('drops only the resumed selection: a later choice, even of the same retailer, is news', () => {
    const story = hostedStory(new MemoryStorage());
    story.resuming(1002);
    expect(
      load(story, [
        event('retailer.selected', { retailerId: 1002 }),
        event('retailer.selected', { retailerId: 1005 }),
        event('retailer.selected', { retailerId: 1002 }),
      ]),
    ).toEqual(['retailer.selected', 'retailer.selected']);
  });

  it('starts afresh in a new popup (empty sessionStorage) and tells everything without storage', () => {
    const storage = new MemoryStorage();
    load(hostedStory(storage), FIRST_LOAD);
    expect(load(hostedStory(new MemoryStorage()), FIRST_LOAD)).toHaveLength(FIRST_LOAD.length);
    const noStorage = hostedStory(null);
    expect(load(noStorage, FIRST_LOAD)).toHaveLength(FIRST_LOAD.length);
    // Within one page load a repeat is still dropped, storage or not.
    expect(load(noStorage, [event('open', {})])).toEqual([]);
  });
});
