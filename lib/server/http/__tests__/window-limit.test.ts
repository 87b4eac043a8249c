import { WindowLimit } from '../window-limit';

describe('WindowLimit', () => {
  it('allows `limit` takes per window; the refusal says how long to wait and flags only the first', () => {
    const limit = new WindowLimit({ limit: 2, windowMs: 60_000 });
    expect(limit.take('a', 0)).toEqual({ allowed: true });
    expect(limit.take('a', 1000)).toEqual({ allowed: true });
    expect(limit.take('a', 2000)).toEqual({ allowed: false, retryAfterSeconds: 58, firstRefusal: true });
    expect(limit.take('a', 59_500)).toEqual({ allowed: false, retryAfterSeconds: 1, firstRefusal: false });
    expect(limit.take('b', 2000)).toEqual({ allowed: true });
    expect(limit.take('a', 60_000)).toEqual({ allowed: true });
  });

  it('a take given back is free again', () => {
    const limit = new WindowLimit({ limit: 1, windowMs: 60_000 });
    expect(limit.take('a', 0).allowed).toBe(true);
    limit.giveBack('a');
    expect(limit.take('a', 1).allowed).toBe(true);
    expect(limit.take('a', 2).allowed).toBe(false);
  });

  it('keeps at most maxEntries keys: expired windows go first, then the oldest', () => {
    const limit = new WindowLimit({ limit: 1, windowMs: 1000, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) limit.take(key, 0);
    limit.take('d', 500);
    expect(limit.size).toBe(3);
    expect(limit.take('a', 600).allowed).toBe(true); // 'a', the oldest, was forgotten
    for (const key of ['e', 'f']) limit.take(key, 2000); // every window so far has expired
    expect(limit.size).toBeLessThanOrEqual(3);
  });
});
