/**
 * A sliding-window counter: at most `limit` hits per key within any `windowMs`. Sliding (a log of
 * hit times) rather than fixed windows, so a burst across a window edge cannot double the quota.
 */
export interface WindowState {
  allowed: boolean;
  remaining: number;
  /** Whole seconds until the oldest counted hit leaves the window (at least 1 when refused). */
  resetSeconds: number;
}

export class SlidingWindow {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** The state for a key without counting a hit. */
  peek(key: string): WindowState {
    const now = this.now();
    const hits = (this.#hits.get(key) ?? []).filter((time) => time > now - this.windowMs);
    this.#hits.set(key, hits);
    const oldest = hits[0];
    const resetSeconds = oldest === undefined ? 0 : Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    return { allowed: hits.length < this.limit, remaining: Math.max(0, this.limit - hits.length), resetSeconds };
  }

  hit(key: string): void {
    const hits = this.#hits.get(key) ?? [];
    hits.push(this.now());
    this.#hits.set(key, hits);
  }
}
