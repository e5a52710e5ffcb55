import { describe, expect, it } from 'vitest';
import { useRetailSync } from './use-retail-sync.ts';

const OPTIONS = { clientId: 'c', issuer: 'https://id.example', apiBaseUrl: 'https://api.example' };

/**
 * The hook checks the `messages` option written into it as `create()` does
 * (src/entries/host/create-messages.test.ts). Type checks: `tsc` fails on a line marked
 * @ts-expect-error that compiles; the hook is never called here.
 */
describe('the messages option in useRetailSync() (type checks)', () => {
  it('should take placeholders the message has, and reject one it does not', () => {
    const calls = [
      () => useRetailSync({ ...OPTIONS, messages: { fr: { connectTitle: 'Relier {retailer}' } } }),
      // @ts-expect-error: a placeholder the message does not take
      () => useRetailSync({ ...OPTIONS, messages: { fr: { connectTitle: 'Relier {shop}' } } }),
    ];
    expect(calls).toHaveLength(2);
  });
});
