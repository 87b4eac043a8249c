/*
 * A fixed-window counter per key (a client address, or a poll and an address): at most `limit`
 * takes per `windowMs`. Kept in memory, bounded: past `maxEntries` keys, expired windows go first,
 * then the oldest. The first refusal of each window is flagged, so a caller logs once, not per hit.
 */

export type WindowLimitOptions = { limit: number; windowMs: number; maxEntries?: number };

export type WindowVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

type Window = { count: number; resetAt: number; refused: boolean };

export class WindowLimit {
  private readonly windows = new Map<string, Window>();
  private readonly maxEntries: number;

  constructor(readonly options: WindowLimitOptions) {
    this.maxEntries = options.maxEntries ?? 50_000;
  }

  /** Counts one use of `key` when it is within the limit; a refusal is not counted. */
  take(key: string, now = Date.now()): WindowVerdict {
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.makeRoom(now);
      window = { count: 0, resetAt: now + this.options.windowMs, refused: false };
      this.windows.set(key, window);
    }
    if (window.count >= this.options.limit) {
      const firstRefusal = !window.refused;
      window.refused = true;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)), firstRefusal };
    }
    window.count += 1;
    return { allowed: true };
  }

  /** A use that turned out not to count (the vote was not stored). */
  giveBack(key: string): void {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  clear(): void {
    this.windows.clear();
  }

  get size(): number {
    return this.windows.size;
  }

  private makeRoom(now: number): void {
    if (this.windows.size < this.maxEntries) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Map order is insertion order: the oldest windows go first.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxEntries) break;
      this.windows.delete(key);
    }
  }
}
