import { useEffect, useState } from 'preact/hooks';

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
  /**
   * Ask for the image only after the frame that first shows it, an empty box of its size holding
   * its place until then. For the catalog's tiles: an SVG logo is parsed as a document of its own
   * on the main thread (about 5 ms each on this project's machine), and logos asked for with their
   * tiles answered in time to hold back the very frame that shows the list, on opening and at a
   * keystroke that brings new tiles in (docs/performance-and-size.md).
   */
  afterPaint?: boolean;
}

/**
 * Decorative: the retailer's name is always written next to it, so it is hidden from assistive tech.
 * Its box is fixed, so a logo arriving never moves anything: 40x40 in `.logo` (the stylesheet is
 * adopted before anything renders) and in the attributes too, which hold the box even without it.
 * Loaded only near the view: the catalog renders only the tiles near it (RetailerGrid.tsx). That
 * window is what bounds the requests; `loading="lazy"` alone would not, since Chromium starts lazy
 * images over a thousand pixels before they scroll in.
 */
export function RetailerLogo({ name, url, afterPaint = false }: LogoProps) {
  // The image did not load, so the monogram stands in.
  const [failed, setFailed] = useState(false);
  // Preact runs effects after the browser has painted the frame.
  const [painted, setPainted] = useState(!afterPaint);
  useEffect(() => setPainted(true), []);
  if (failed || !isWebUrl(url)) {
    return (
      <span class="logo mono" aria-hidden="true" data-testid="monogram">
        {monogram(name)}
      </span>
    );
  }
  if (!painted) return <span class="logo" aria-hidden="true" />;
  return (
    <img
      class="logo"
      src={url}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      referrerpolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}
