import { useState } from 'preact/hooks';

/** Only web URLs are ever put in `src`: `javascript:`, `data:` and the like get the monogram. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Up to two initials, by code point so an emoji or accented letter is not split in half. */
export function monogram(name: string): string {
  const letters = name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** Decorative: the retailer's name is always written next to it, so it is hidden from assistive tech. */
export function RetailerLogo({ name, url }: { name: string; url: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (failed || !url || !isWebUrl(url)) {
    return <span class="logo mono" aria-hidden="true" data-testid="monogram">{monogram(name)}</span>;
  }
  return (
    <img class="logo" src={url} alt="" width={40} height={40} loading="lazy" decoding="async"
      referrerpolicy="no-referrer" onError={() => setFailed(true)} />
  );
}
