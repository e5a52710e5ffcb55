import { describe, expect, it } from 'vitest';
import { create } from './lazy-entries.ts';

const OPTIONS = { clientId: 'c', issuer: 'https://id.example', apiBaseUrl: 'https://api.example' };

/**
 * The `messages` option written straight into `create()` is checked as
 * `defineMessages()` checks it (src/ui/i18n/overrides.test.tsx). These are type checks: `tsc`
 * (npm run typecheck) fails on a line marked @ts-expect-error that compiles. The calls are never
 * run, since a widget needs a browser page.
 */
describe('the messages option in create() (type checks)', () => {
  it('should take placeholders the message has, and reject one it does not', () => {
    const calls = [
      () => create({ ...OPTIONS, messages: { de: { connectTitle: '{retailer} verknüpfen' } } }),
      () => create({ ...OPTIONS, messages: { en: { orderCount: { one: '{count} buy', other: '{count} buys' } } } }),
      // @ts-expect-error: a placeholder the message does not take
      () => create({ ...OPTIONS, messages: { de: { connectTitle: '{shop} verknüpfen' } } }),
      // @ts-expect-error: a counted message's placeholder is {count}
      () => create({ ...OPTIONS, messages: { en: { orderCount: { one: '{n} buy', other: '{count} buys' } } } }),
      // @ts-expect-error: a message key the catalogue does not have
      () => create({ ...OPTIONS, messages: { en: { catalogTittle: 'x' } } }),
    ];
    expect(calls).toHaveLength(5);
  });
});
