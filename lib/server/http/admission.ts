import { availableParallelism } from 'node:os';
import type { AdmissionClass } from '@/lib/domain/request-admission';

/*
 * Admission control for the requests that render (search, pages not in the page cache, images
 * drawn on first request): each class has a few slots sized to the machine and a short line;
 * past the line, or after waiting too long, the request is turned away at once (503 and
 * Retry-After, answered by the front door), so renders can never take the cores that cached
 * pages, build files and the player's now playing need. Each class has its own slots: a search
 * flood leaves room for the one render a fresh post needs.
 *
 * Requests for the same key (the same page, search term or image) do not take a slot each: the
 * first renders, the others wait for it to finish and then find the cache warm, however many they are.
 */

export type GateOptions = { concurrency: number; maxQueue: number; maxWaitMs: number };

export type Admission = { admitted: true; release: () => void } | { admitted: false; retryAfterSeconds: number };

type Waiter = { resolve: (admitted: boolean) => void; timer: ReturnType<typeof setTimeout> };

const NOTHING = () => {};

export class AdmissionGate {
  private running = 0;
  private readonly queue: Waiter[] = [];
  /** Keys being rendered: settles true when the leader is done, false when it was turned away. */
  private readonly leaders = new Map<string, Promise<boolean>>();
  /** Requests turned away since the gate was made (read by the soak and the tests). */
  refused = 0;

  constructor(readonly options: GateOptions) {}

  get inUse(): number {
    return this.running;
  }

  get waiting(): number {
    return this.queue.length;
  }

  /** Whether a request of this key is being rendered (or waits for its slot): another one would follow it. */
  isRendering(key: string): boolean {
    return this.leaders.has(key);
  }

  /**
   * A slot, or a refusal. With a key, a request that finds another request of the same key under
   * way waits for it (no slot taken) and is then let through: the render it needed is done.
   */
  async enter(key?: string): Promise<Admission> {
    if (key === undefined) {
      if (!(await this.takeSlot())) return this.refuse();
      let released = false;
      return {
        admitted: true,
        release: () => {
          if (released) return;
          released = true;
          this.freeSlot();
        },
      };
    }
    const leader = this.leaders.get(key);
    if (leader) return (await this.waitAtMost(leader)) ? { admitted: true, release: NOTHING } : this.refuse();
    // Noted before waiting for the slot, so that a request of the same key arriving meanwhile follows.
    let finish: (rendered: boolean) => void = NOTHING;
    this.leaders.set(key, new Promise<boolean>((resolve) => (finish = resolve)));
    if (!(await this.takeSlot())) {
      this.leaders.delete(key);
      finish(false);
      return this.refuse();
    }
    let released = false;
    return {
      admitted: true,
      release: () => {
        if (released) return;
        released = true;
        this.leaders.delete(key);
        finish(true);
        this.freeSlot();
      },
    };
  }

  private refuse(): Admission {
    this.refused += 1;
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(this.options.maxWaitMs / 1000)) };
  }

  private takeSlot(): Promise<boolean> {
    if (this.running < this.options.concurrency) {
      this.running += 1;
      return Promise.resolve(true);
    }
    if (this.queue.length >= this.options.maxQueue) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          const index = this.queue.indexOf(waiter);
          if (index >= 0) this.queue.splice(index, 1);
          resolve(false);
        }, this.options.maxWaitMs),
      };
      this.queue.push(waiter);
    });
  }

  /** The slot passes straight to the first in line; it is freed only when nobody waits. */
  private freeSlot(): void {
    const next = this.queue.shift();
    if (next) {
      clearTimeout(next.timer);
      next.resolve(true);
    } else {
      this.running -= 1;
    }
  }

  /** True when the leader rendered within the wait; false when it was turned away or took too long. */
  private waitAtMost(leader: Promise<boolean>): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), this.options.maxWaitMs);
      void leader.then((rendered) => {
        clearTimeout(timer);
        resolve(rendered);
      });
    });
  }
}

const cores = Math.max(1, availableParallelism());

/**
 * One render runs on the event loop at a time whatever the slots (PGlite too), so slots only bound
 * the work begun at once: a second slot overlaps one render's database wait with another's. The
 * lines are short: a visitor waits a few seconds at most, then gets the 503 page.
 */
export const GATE_OPTIONS: Record<Exclude<AdmissionClass, 'free'>, GateOptions> = {
  search: { concurrency: Math.max(1, Math.floor(cores / 2)), maxQueue: 8, maxWaitMs: 3_000 },
  page: { concurrency: cores, maxQueue: 32, maxWaitMs: 5_000 },
  image: { concurrency: cores, maxQueue: 32, maxWaitMs: 10_000 },
};

type Gates = Record<Exclude<AdmissionClass, 'free'>, AdmissionGate>;
const GATES = Symbol.for('sintonia.admission-gates');

/** The gates of this process (on globalThis: Next may load this module in more than one bundle). */
export function admissionGates(): Gates {
  const scope = globalThis as typeof globalThis & { [GATES]?: Gates };
  scope[GATES] ??= {
    search: new AdmissionGate(GATE_OPTIONS.search),
    page: new AdmissionGate(GATE_OPTIONS.page),
    image: new AdmissionGate(GATE_OPTIONS.image),
  };
  return scope[GATES];
}

/** New gates with these options (tests). */
export function replaceAdmissionGates(options: Partial<typeof GATE_OPTIONS> = {}): Gates {
  const scope = globalThis as typeof globalThis & { [GATES]?: Gates };
  const chosen = { ...GATE_OPTIONS, ...options };
  scope[GATES] = { search: new AdmissionGate(chosen.search), page: new AdmissionGate(chosen.page), image: new AdmissionGate(chosen.image) };
  return scope[GATES];
}
