import { useState } from 'preact/hooks';

/** Only web URLs are ever put in `src`; `javascript:`, `data:` and the like get the monogram. */
export function isWebUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export function monogram(name: string): string {
  const letters = name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

export function RetailerLogo({ name, url }: { name: string; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed || !isWebUrl(url)) {
    return <span class="logo monogram" aria-hidden="true">{monogram(name)}</span>;
  }
  return (
    <img class="logo" src={url} alt="" width={40} height={40} loading="lazy" decoding="async"
      referrerpolicy="no-referrer" onError={() => setFailed(true)} />
  );
}
