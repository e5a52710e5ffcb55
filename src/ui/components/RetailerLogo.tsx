import { useRef, useState } from 'preact/hooks';

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
   * Whether to ask for the image yet (default: at once); until then an empty box of its size holds
   * its place. Once asked for, it stays, whatever `load` says next. The catalog's grid holds its
   * tiles' logos back (RetailerGrid.tsx says when and why).
   */
  load?: boolean;
}

/**
 * Decorative: the retailer's name is always written next to it, so it is hidden from assistive tech.
 * Its box is fixed, so a logo arriving never moves anything: 40x40 in `.logo` (the stylesheet is
 * adopted before anything renders) and in the attributes too, which hold the box even without it.
 * Loaded only near the view: the catalog renders only the tiles near it (RetailerGrid.tsx). That
 * window is what bounds the requests; `loading="lazy"` alone would not, since Chromium starts lazy
 * images over a thousand pixels before they scroll in.
 */
export function RetailerLogo({ name, url, load = true }: LogoProps) {
  // The image did not load, so the monogram stands in.
  const [failed, setFailed] = useState(false);
  // A latch, set in render: an image asked for is never taken back for the placeholder.
  const asked = useRef(load);
  if (load) asked.current = true;
  if (failed || !isWebUrl(url)) {
    return (
      <span class="logo mono" aria-hidden="true" data-testid="monogram">
        {monogram(name)}
      </span>
    );
  }
  if (!asked.current) return <span class="logo" aria-hidden="true" />;
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
