import type { Retailer } from './retailers.ts';

/** Up to two initials of the retailer's name, for the generated logo. */
export function initials(displayName: string): string {
  const words = displayName.split(/[^A-Za-z]+/).filter((word) => word.length > 0);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/**
 * A generated SVG logo: our own artwork, so the sandbox ships no trademarks. SVG loaded through
 * `<img>` cannot run script, and explicit width/height give it an intrinsic size (naturalWidth > 0).
 */
export function logoSvg(retailer: Retailer): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<rect width="96" height="96" rx="20" fill="${retailer.colour}"/>`,
    '<circle cx="76" cy="20" r="8" fill="#ffffff" fill-opacity="0.35"/>',
    '<text x="48" y="60" font-family="sans-serif" font-size="34" font-weight="700" fill="#ffffff" text-anchor="middle">',
    initials(retailer.displayName),
    '</text></svg>',
  ].join('');
}
