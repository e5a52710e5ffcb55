import { h } from 'preact';
import { useState } from 'preact/hooks';

/** Only web URLs are ever put in `src`: `javascript:`, `data:` and the like get the monogram. */
export function isWebUrl(url: string | undefined): boolean {
  try {
    return /^https?:$/.test(new URL(url ?? '').protocol);
  } catch {
    return false;
  }
}

/**
 * Up to two initials: the first code point (not UTF-16 unit, so an emoji or accented letter is not
 * split in half) of each of the first two words.
 */
export function monogram(name: string): string {
  return (name.match(/(?<!\S)\S/gu) ?? []).slice(0, 2).join('').toUpperCase() || '?';
}

/** Decorative: the retailer's name is always written next to it, so it is hidden from assistive tech. */
export function RetailerLogo({ name, url }: { name: string; url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  return failed || !isWebUrl(url)
    ? <span class="logo mono" aria-hidden="true" data-testid="monogram">{monogram(name)}</span>
    : <img class="logo" src={url} alt="" width={40} height={40} loading="lazy" decoding="async"
      referrerpolicy="no-referrer" onError={() => setFailed(true)} />;
}
