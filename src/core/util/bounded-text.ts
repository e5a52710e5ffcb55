/**
 * How much of the service's text the widget keeps. Its answers are cut where they enter the widget
 * (src/core/api/mappers.ts), so no screen, search or accessible name ever meets more: laying out a
 * name of megabytes, or folding it for search, would hold the host's page for minutes
 * (docs/resilience.md, "Text from the service").
 */

/**
 * A retailer's or connection's name, and the signed-in user's name or email: the longest real
 * retailer names are well under 100 characters, so 200 never cuts one a shopper would recognise.
 */
export const NAME_MAX_LENGTH = 200;

/** A retailer's prompt for a one-time code, and a provider's `error_description`: a sentence or two. */
export const SENTENCE_MAX_LENGTH = 500;

/**
 * A logo URL. RFC 9110 §4.1 asks every recipient to support URIs of at least 8000 octets; a longer
 * one is dropped (the monogram stands in), since a URL cut short would name another resource.
 */
export const URL_MAX_LENGTH = 8000;

const ELLIPSIS = '…';

/**
 * `text` when it is at most `maxLength` UTF-16 code units long, else its start and an ellipsis, in
 * `maxLength` units in all. The cut never splits a character outside the Basic Multilingual Plane
 * (an emoji, say) into half a surrogate pair. Only the kept start is ever read.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = maxLength - ELLIPSIS.length;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1; // a high surrogate whose pair would be cut off
  return text.slice(0, end).trimEnd() + ELLIPSIS;
}
