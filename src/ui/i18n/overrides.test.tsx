import { waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { mountApp } from '../mount-app.ts';
import { createFakeSession } from '../test-support/fake-session.ts';
import { sampleRetailers } from '../test-support/fixtures.ts';
import { en } from './en.ts';
import { applyOverrides, checkMessages, defineMessages, type MessageOverrides } from './overrides.ts';

describe('defineMessages() (type checks; `tsc` fails on a line marked @ts-expect-error that compiles)', () => {
  it('should take known languages, keys and placeholders, counted text and error copy by code', () => {
    const messages = defineMessages({
      de: { connectTitle: '{retailer} verknüpfen', catalogTitle: 'Shop verknüpfen' },
      en: {
        orderCount: { one: '{count} purchase', other: '{count} purchases' },
        providerSaid: '{message} ({reason})',
        errors: { timeout: 'That took too long.' },
      },
      'pt-PT': { signIn: 'Entrar' },
    });
    expect(messages.de.connectTitle).toBe('{retailer} verknüpfen');
  });

  it('should reject an unknown language, key, code or placeholder', () => {
    // @ts-expect-error: a language the widget does not ship
    defineMessages({ xx: { catalogTitle: 'x' } });
    // @ts-expect-error: a message key the catalogue does not have
    defineMessages({ de: { catalogTittle: 'x' } });
    // @ts-expect-error: a placeholder the message does not take
    defineMessages({ de: { connectTitle: '{shop} verknüpfen' } });
    // @ts-expect-error: a placeholder in a message that takes none
    defineMessages({ en: { catalogTitle: 'Hello {name}' } });
    // @ts-expect-error: a counted message's placeholder is {count}
    defineMessages({ en: { orderCount: { one: '{n} order', other: '{count} orders' } } });
    // @ts-expect-error: error copy for a code that does not exist
    defineMessages({ en: { errors: { no_such_code: 'x' } } });
    // @ts-expect-error: a plain text message is text, not a function
    defineMessages({ en: { catalogTitle: () => 'x' } });
    expect(true).toBe(true);
  });

  it('should reject an unknown key or language in the option itself, without defineMessages', () => {
    const bad = {
      // @ts-expect-error: a message key the catalogue does not have
      en: { catalogTittle: 'x' },
    } satisfies MessageOverrides;
    // @ts-expect-error: a language the widget does not ship
    const other: MessageOverrides = { xx: {} };
    expect([bad, other]).toHaveLength(2);
  });
});

describe('checkMessages()', () => {
  it('should answer a copy of good overrides', () => {
    const given = { en: { catalogTitle: 'Link a store', errors: { timeout: 'Too slow.' } } };
    const checked = checkMessages(given);
    expect(checked).toEqual(given);
    expect(checked).not.toBe(given);
  });

  it.each<[string, unknown, string, string]>([
    [
      'HTML',
      { en: { catalogTitle: '<b>Link</b>' } },
      'ERR_INVALID_ARG_VALUE',
      'options.messages.en.catalogTitle must be text without HTML (it is shown as text), got "<b>Link</b>"',
    ],
    [
      'a character reference',
      { en: { done: 'Done&nbsp;!' } },
      'ERR_INVALID_ARG_VALUE',
      'options.messages.en.done must be text without HTML (it is shown as text), got "Done&nbsp;!"',
    ],
    [
      'HTML in error copy',
      { de: { errors: { timeout: '<img src=x onerror=alert(1)>' } } },
      'ERR_INVALID_ARG_VALUE',
      'options.messages.de.errors.timeout must be text without HTML (it is shown as text), got "<img src=x onerror=alert(1)>"',
    ],
    [
      'an unknown placeholder',
      { en: { connectTitle: 'Link {shop}' } },
      'ERR_INVALID_ARG_VALUE',
      'options.messages.en.connectTitle must be text whose placeholders are {retailer}, got "Link {shop}"',
    ],
    [
      'an unknown key',
      { en: { catalogTittle: 'x' } },
      'ERR_INVALID_ARG_VALUE',
      'options.messages.en must be keyed by message keys (docs/languages.md), got "catalogTittle"',
    ],
    [
      'an unknown language',
      { xx: {} },
      'ERR_INVALID_ARG_VALUE',
      'options.messages must be keyed by the languages the widget ships (en, es, fr, de, it, nl, pt, pt-PT, pl, sv, da, nb, fi, ro, cs, tr, ja, ar, he), got "xx"',
    ],
    [
      'a function',
      { en: { catalogTitle: () => 'x' } },
      'ERR_INVALID_ARG_TYPE',
      'options.messages.en.catalogTitle must be a string, got function',
    ],
    [
      'counted text without other',
      { en: { orderCount: { one: '{count} order' } } },
      'ERR_INVALID_ARG_TYPE',
      'options.messages.en.orderCount.other must be a string, got undefined',
    ],
    [
      'not an object',
      'Link a store',
      'ERR_INVALID_ARG_TYPE',
      'options.messages must be an object of messages by language, got "Link a store"',
    ],
  ])('should refuse %s with a TypeError naming it', (_case, messages, code, message) => {
    expect(() => checkMessages(messages)).toThrow(
      expect.objectContaining({ name: 'TypeError', code, message: `RetailSync: ${message}` }),
    );
  });
});

describe('applyOverrides()', () => {
  it('should fill placeholders, count by the plural rules, and merge error copy by code', () => {
    const messages = applyOverrides(en, 'en', {
      connectTitle: 'Link {retailer}',
      orderCount: { one: 'one purchase', other: '{count} purchases' },
      retryIn: 'Back in {count} s.',
      signInBody: 'Sign in for {retailer}.',
      errors: { timeout: 'Too slow.' },
    });
    expect(messages.connectTitle('Acme')).toBe('Link Acme');
    expect([1, 2, 5000].map(messages.orderCount)).toEqual(['one purchase', '2 purchases', '5,000 purchases']);
    expect(messages.retryIn(30)).toBe('Back in 30 s.');
    expect(messages.signInBody(undefined)).toBe(`Sign in for ${en.thisRetailer}.`);
    expect(messages.errors.timeout).toBe('Too slow.');
    expect(messages.errors.network).toBe(en.errors.network);
    expect(messages.catalogTitle).toBe(en.catalogTitle);
  });
});

describe('the messages option in the widget', () => {
  const host = document.createElement('div');
  let unmount: (() => void) | undefined;
  afterEach(() => {
    unmount?.();
    host.remove();
  });

  const mount = (messages: MessageOverrides, locale = 'en') => {
    document.body.append(host);
    const session = createFakeSession({ catalog: { status: 'loaded', value: sampleRetailers() } });
    unmount = mountApp(host, session, { locale, messages: checkMessages(messages)! });
    return within(host.shadowRoot as unknown as HTMLElement);
  };

  it("should show the host's words for the language it speaks, as text", async () => {
    const dialog = mount({ en: { catalogTitle: 'Shops <3 you & us' }, de: { catalogTitle: 'Nicht diese' } });
    const heading = await dialog.findByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Shops <3 you & us');
    expect(heading.children).toHaveLength(0);
  });

  it('should use the overrides of the language it speaks only', async () => {
    const dialog = mount({ en: { catalogTitle: 'Not this' }, de: { catalogTitle: 'Shop verknüpfen' } }, 'de-AT');
    await waitFor(() => expect(dialog.getByRole('heading', { level: 2 }).textContent).toBe('Shop verknüpfen'));
  });
});
