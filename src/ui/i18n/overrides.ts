/**
 * The host's own words: a `messages` option that overrides any message, per language
 * (docs/languages.md, "The host's own words"). Overrides are text with named placeholders
 * (`'Link {retailer}'`), never markup: they are checked here when the widget is created and
 * rendered as text, as every message is.
 */
import { en } from './en.ts';
import { LANGUAGES, type Language } from './languages.ts';
import type { Messages } from './messages.ts';
import { formatCount, pluralRules } from './plural.ts';

/** The placeholders of each message that takes text, in the order the message takes them. */
export const TEXT_PLACEHOLDERS = {
  signedInAs: ['name'],
  providerSaid: ['message', 'reason'],
  noResults: ['query'],
  signInBody: ['retailer'],
  connectTitle: ['retailer'],
  reconnectTitle: ['retailer'],
  lastSync: ['relative'],
  forbiddenMissing: ['detail'],
} as const satisfies Partial<Record<keyof Messages, readonly string[]>>;

/** The messages that take a count (`{count}`; for `retryIn`, the seconds to wait). */
export const COUNT_KEYS = [
  'resultCount',
  'ordersSoFar',
  'orderCount',
  'syncedExcept',
  'successBody',
  'retryIn',
] as const;

/** The messages that are records of words by code (error copy by error code, statuses, ...). */
export const RECORD_KEYS = [
  'reconnectReasons',
  'connectionStatus',
  'syncStatus',
  'errors',
  'retailerErrors',
  'actions',
] as const;

/** The messages that take text with placeholders (`{retailer}`, `{name}`, ...). */
export type TextMessageKey = keyof typeof TEXT_PLACEHOLDERS;
/** The messages that take a count (`{count}`) and are chosen by plural category. */
export type CountedMessageKey = (typeof COUNT_KEYS)[number];
/** The messages that are records of words by code: a host overrides some of the codes' words. */
export type RecordMessageKey = (typeof RECORD_KEYS)[number];

/**
 * A counted message: one text, or one per plural category of the language (CLDR, as
 * `Intl.PluralRules` names them; `other` is required), `{count}` standing for the count.
 */
export type CountedText =
  string | ({ readonly other: string } & Partial<Readonly<Record<Intl.LDMLPluralRule, string>>>);

/** What a host may give for message `K`: text, counted text, or some of a record's words. */
export type MessageOverride<K extends keyof Messages> = K extends CountedMessageKey
  ? CountedText
  : K extends RecordMessageKey
    ? Partial<Messages[K]>
    : string;

/** Overrides for one language: any of its messages, by key. */
export type LanguageMessages = { readonly [K in keyof Messages]?: MessageOverride<K> };

/**
 * The `messages` option: overrides by catalogue (`en`, `de`, `pt-PT`, ...), each applied when the
 * widget speaks that language. `defineMessages()` checks the placeholders too.
 */
export type MessageOverrides = { readonly [L in Language]?: LanguageMessages };

/** The placeholders a message allows, by key. */
export type PlaceholdersOf<K extends keyof Messages> = K extends TextMessageKey
  ? (typeof TEXT_PLACEHOLDERS)[K][number]
  : K extends CountedMessageKey
    ? 'count'
    : never;

/** The `{name}`s in `S`. */
export type PlaceholdersIn<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersIn<Rest> : never;

/** `S` when it uses only the allowed placeholders; else a type no string is, naming the wrong one. */
export type CheckedText<S, Allowed extends string> = [PlaceholdersIn<S>] extends [Allowed]
  ? S
  : `RetailSync: unknown placeholder {${Exclude<PlaceholdersIn<S>, Allowed> & string}}`;

/**
 * Message `K`'s override `V` as `defineMessages` takes it: `V` itself when its placeholders are the
 * message's own, else a type that names the wrong placeholder in the compiler's error.
 */
export type CheckedMessage<K, V> = K extends keyof Messages
  ? K extends RecordMessageKey
    ? V extends Partial<Messages[K]>
      ? { [Code in keyof V]: Code extends keyof Messages[K] ? CheckedText<V[Code], never> : never }
      : MessageOverride<K>
    : V extends string
      ? CheckedText<V, PlaceholdersOf<K>>
      : K extends CountedMessageKey
        ? { [Category in keyof V]: Category extends Intl.LDMLPluralRule ? CheckedText<V[Category], 'count'> : never }
        : MessageOverride<K>
  : never;

/** What `defineMessages` accepts: known languages and keys only, each text with its own placeholders. */
export type CheckedOverrides<M> = {
  [L in keyof M]: L extends Language ? { [K in keyof M[L]]: CheckedMessage<K, M[L][K]> } : never;
};

/**
 * The `messages` option, type-checked: TypeScript rejects a language the widget does not ship, a
 * message key it does not have, and a placeholder the message does not take
 * (`{ de: { connectTitle: '{retailer} verknüpfen' } }` passes, `'{shop} verknüpfen'` does not).
 * Returns its argument as it is.
 */
export function defineMessages<const M extends MessageOverrides>(messages: M & CheckedOverrides<M>): M {
  return messages;
}

/** Markup, or a character reference, which a message must not have: it is shown as text. */
const MARKUP = /<[a-z/!?]|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

function refuse(path: string, expected: string, value: unknown, code = 'ERR_INVALID_ARG_VALUE'): never {
  const shown = typeof value === 'string' ? JSON.stringify(value) : value === null ? 'null' : typeof value;
  throw Object.assign(new TypeError(`RetailSync: ${path} must be ${expected}, got ${shown}`), { code });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function checkText(path: string, value: unknown, allowed: readonly string[]): void {
  if (typeof value !== 'string') refuse(path, 'a string', value, 'ERR_INVALID_ARG_TYPE');
  if (MARKUP.test(value)) refuse(path, 'text without HTML (it is shown as text)', value);
  for (const [placeholder] of value.matchAll(/\{[^}]*\}/g)) {
    if (!allowed.includes(placeholder.slice(1, -1)))
      refuse(
        path,
        allowed.length ? `text whose placeholders are {${allowed.join('}, {')}}` : 'text without placeholders',
        value,
      );
  }
}

/**
 * Checks the `messages` option and answers a copy of it; throws a TypeError naming the first bad
 * entry (`options.messages.de.connectTitle`), with `code` `ERR_INVALID_ARG_TYPE` or
 * `ERR_INVALID_ARG_VALUE`, as every option does.
 */
export function checkMessages(messages: unknown): MessageOverrides | undefined {
  if (messages === undefined) return undefined;
  if (!isRecord(messages))
    refuse('options.messages', 'an object of messages by language', messages, 'ERR_INVALID_ARG_TYPE');
  const copy: Record<string, Record<string, unknown>> = {};
  for (const [language, overrides] of Object.entries(messages)) {
    const at = `options.messages.${language}`;
    if (!(LANGUAGES as readonly string[]).includes(language))
      refuse('options.messages', `keyed by the languages the widget ships (${LANGUAGES.join(', ')})`, language);
    if (!isRecord(overrides)) refuse(at, 'an object of messages', overrides, 'ERR_INVALID_ARG_TYPE');
    copy[language] = {};
    for (const [key, value] of Object.entries(overrides)) {
      const path = `${at}.${key}`;
      if (!Object.hasOwn(en, key)) refuse(at, 'keyed by message keys (docs/languages.md)', key);
      if ((RECORD_KEYS as readonly string[]).includes(key)) {
        if (!isRecord(value)) refuse(path, 'an object of words by code', value, 'ERR_INVALID_ARG_TYPE');
        for (const [code, words] of Object.entries(value)) checkText(`${path}.${code}`, words, []);
        copy[language][key] = { ...value };
      } else if ((COUNT_KEYS as readonly string[]).includes(key)) {
        if (isRecord(value)) {
          if (value['other'] === undefined) refuse(`${path}.other`, 'a string', undefined, 'ERR_INVALID_ARG_TYPE');
          for (const [category, text] of Object.entries(value)) {
            if (!['zero', 'one', 'two', 'few', 'many', 'other'].includes(category))
              refuse(path, 'keyed by plural categories (zero, one, two, few, many, other)', category);
            checkText(`${path}.${category}`, text, ['count']);
          }
          copy[language][key] = { ...value };
        } else {
          checkText(path, value, ['count']);
          copy[language][key] = value;
        }
      } else {
        checkText(path, value, Object.hasOwn(TEXT_PLACEHOLDERS, key) ? TEXT_PLACEHOLDERS[key as TextMessageKey] : []);
        copy[language][key] = value;
      }
    }
  }
  return copy;
}

/** `text` with each `{name}` replaced by its value. */
function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/**
 * The catalogue with the host's overrides for its language applied: text as given, with the
 * message's values in its placeholders; counts by the plural rules of `locale`.
 */
export function applyOverrides(base: Messages, locale: string, overrides: LanguageMessages | undefined): Messages {
  if (!overrides) return base;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides) as [keyof Messages, unknown][]) {
    if ((RECORD_KEYS as readonly string[]).includes(key)) {
      result[key] = { ...(base[key] as object), ...(value as object) };
    } else if ((COUNT_KEYS as readonly string[]).includes(key)) {
      const forms = (typeof value === 'string' ? { other: value } : value) as Exclude<CountedText, string>;
      result[key] = (count: number) =>
        fill(forms[pluralRules(locale).select(count)] ?? forms.other, { count: formatCount(locale, count) });
    } else if (key in TEXT_PLACEHOLDERS) {
      const names = TEXT_PLACEHOLDERS[key as TextMessageKey];
      result[key] = (...args: (string | undefined)[]) =>
        fill(value as string, Object.fromEntries(names.map((name, index) => [name, args[index] ?? base.thisRetailer])));
    } else {
      result[key] = value;
    }
  }
  return result as unknown as Messages;
}
