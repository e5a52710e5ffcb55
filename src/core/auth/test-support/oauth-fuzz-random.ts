/**
 * Seeded randomness for tiny-oauth.differential.test.ts: a small fast PRNG (mulberry32), the Rng
 * the input generators of oauth-fuzz-cases.ts draw from, and caseRng, which gives every case its own
 * PRNG so one case replays alone from the seed and its number.
 */

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  readonly #next: () => number;
  constructor(seed: number) {
    this.#next = mulberry32(seed);
  }
  float(): number {
    return this.#next();
  }
  int(below: number): number {
    return Math.floor(this.#next() * below);
  }
  chance(probability: number): boolean {
    return this.#next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  /** One of `[value, weight]` pairs, in proportion to the weights. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    let roll = this.#next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of items) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (items[items.length - 1] as readonly [T, number])[0];
  }
  string(alphabet: string, min: number, max: number): string {
    let out = '';
    for (let length = min + this.int(max - min + 1); out.length < length;) out += alphabet[this.int(alphabet.length)];
    return out;
  }
}

/** The PRNG of one case: the seed, the section and the case number pick it. */
export function caseRng(seed: number, section: number, index: number): Rng {
  return new Rng((seed ^ Math.imul(section + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca77)) >>> 0);
}
