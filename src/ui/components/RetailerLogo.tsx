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

interface LogoProps {
  name: string;
  url: string | undefined;
}

/**
 * Decorative: the retailer's name is always written next to it, so it is hidden from assistive tech.
 * Its size is `.logo`'s: the stylesheet is adopted before anything renders, so the image needs no
 * width and height attributes to keep its place while it loads.
 */
export function RetailerLogo({ name, url }: LogoProps) {
  // The image did not load, so the monogram stands in.
  const [failed, setFailed] = useState(false);
  if (failed || !isWebUrl(url)) {
    return (
      <span class="logo mono" aria-hidden="true" data-testid="monogram">
        {monogram(name)}
      </span>
    );
  }
  return (
    <img
      class="logo"
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
