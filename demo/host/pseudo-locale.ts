import { en } from '../../src/ui/i18n/en.ts';
import { TEXT_PLACEHOLDERS, type LanguageMessages, type Messages } from '../../src/ui/index.ts';

/**
 * A pseudo-locale built from the English catalogue, to test that the layout holds up to any
 * language (docs/languages.md): every letter accented, each message about 40 % longer and between
 * ⟦ ⟧, so text that is clipped, overlaps or is left in English shows. The demo page uses it with
 * `?pseudo` through the `messages` option, as a host's own words would come.
 */
const PLAIN = 'aeiouycnszAEIOUYCNSZ';
const MARKED = 'áéíóúýçñšžÁÉÍÓÚÝÇÑŠŽ';
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  Array.from(PLAIN, (letter, index) => [letter, MARKED.charAt(index)]),
);

/** `text` accented (its `{placeholders}` kept), about 40 % longer, between ⟦ ⟧. */
export function pseudo(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part) => (part.startsWith('{') ? part : part.replace(/[a-zA-Z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  // Words of five, so the padding wraps as a translation's words would.
  const padding = Array.from({ length: Math.ceil(extra / 6) }, () => 'ẋẋẋẋẋ').join(' ');
  return `⟦${accented} ${padding}⟧`;
}

/** The English catalogue's every message, as pseudo-locale overrides for the `messages` option. */
export function pseudoMessages(): LanguageMessages {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(en) as [keyof Messages, unknown][]) {
    if (key === 'brand') continue;
    if (typeof value === 'string') out[key] = pseudo(value);
    else if (typeof value === 'object' && value !== null)
      out[key] = Object.fromEntries(Object.entries(value).map(([code, words]) => [code, pseudo(String(words))]));
    else if (key in TEXT_PLACEHOLDERS) {
      const names = TEXT_PLACEHOLDERS[key as keyof typeof TEXT_PLACEHOLDERS];
      out[key] = pseudo((value as (...args: string[]) => string)(...names.map((name) => `{${name}}`)));
    } else {
      // A count: its English forms with the count as {count}.
      const say = value as (count: number) => string;
      out[key] = { one: pseudo(say(1).replace('1', '{count}')), other: pseudo(say(7).replace('7', '{count}')) };
    }
  }
  return out;
}
