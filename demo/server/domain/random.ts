import { createHash } from 'node:crypto';

/** Deterministic randomness: the same seed gives the same numbers on every machine and run. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32LE(0);
  // mulberry32: tiny, fast, and good enough for fake order data.
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashId(prefix: string, seed: string, length = 20): string {
  return `${prefix}${createHash('sha256').update(seed).digest('hex').slice(0, length)}`;
}
