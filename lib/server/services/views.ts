import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '@/lib/domain/dates';
import { beforeDatabaseClose } from '../db/application-database';
import type { Database } from '../db/client';
import { postagens, visualizacoesDiarias } from '../db/schema';
import { notFound } from '@/lib/server/errors';
import { isPubliclyVisible } from './public-post-rows';
import { logBackgroundFailure } from '../db/outage';

/*
 * View counts (DESIGN "Caching": counted off the response path, in batches). A view is answered
 * at once and only added to an in-memory buffer; the buffer is written in one statement every
 * few seconds, or sooner when it fills up, and once more when the process stops. Losing the
 * last seconds of views to a crash is the accepted price of never writing on every page view.
 */

export const VIEW_FLUSH_INTERVAL_MS = 5000;
export const VIEW_FLUSH_MAX_PENDING = 200;
const VISIBILITY_TTL_MS = 60_000;
const VISIBILITY_CACHE_LIMIT = 5000;

const BOT_USER_AGENT = /bot|crawl|spider|preview|facebookexternalhit|whatsapp/i;

/** Crawlers, link previewers and messaging apps fetching a card do not count as readers. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return BOT_USER_AGENT.test(userAgent ?? '');
}

export type ViewCounterOptions = {
  flushIntervalMs?: number;
  maxPending?: number;
  now?: () => Date;
};

export class ViewCounter {
  /** São Paulo day → post id → views not yet written. */
  private buffer = new Map<string, Map<number, number>>();
  private pendingViews = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> = Promise.resolve();
  private readonly flushIntervalMs: number;
  private readonly maxPending: number;
  private readonly now: () => Date;
  /** Statements written so far: one per flush that had something to write. */
  writes = 0;

  constructor(
    private readonly db: Database,
    options: ViewCounterOptions = {},
  ) {
    this.flushIntervalMs = options.flushIntervalMs ?? VIEW_FLUSH_INTERVAL_MS;
    this.maxPending = options.maxPending ?? VIEW_FLUSH_MAX_PENDING;
    this.now = options.now ?? (() => new Date());
  }

  get pending(): number {
    return this.pendingViews;
  }

  record(postId: number, views = 1): void {
    this.add(saoPauloDayKey(this.now()), postId, views);
    if (this.pendingViews >= this.maxPending) {
      void this.flush();
    } else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), this.flushIntervalMs);
      // A pending flush never keeps the process alive on its own; exit hooks write it instead.
      this.timer.unref?.();
    }
  }

  /** Writes everything buffered so far; flushes run one after another, never concurrently. */
  flush(): Promise<void> {
    this.running = this.running.then(() => this.writeBuffer());
    return this.running;
  }

  /** Stops the timer and writes what is left. */
  async stop(): Promise<void> {
    this.clearTimer();
    await this.flush();
  }

  private add(day: string, postId: number, views: number): void {
    const perPost = this.buffer.get(day) ?? new Map<number, number>();
    perPost.set(postId, (perPost.get(postId) ?? 0) + views);
    this.buffer.set(day, perPost);
    this.pendingViews += views;
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private async writeBuffer(): Promise<void> {
    this.clearTimer();
    if (this.pendingViews === 0) return;
    const batch = this.buffer;
    this.buffer = new Map();
    this.pendingViews = 0;
    const rows = [...batch].flatMap(([day, perPost]) => [...perPost].map(([postId, views]) => sql`(${postId}::int, ${day}::text, ${views}::int)`));
    try {
      // One statement, so the total and the daily rows never disagree; posts deleted meanwhile are skipped.
      await this.db.execute(sql`
        with lote(postagem_id, dia, total) as (values ${sql.join(rows, sql`, `)}),
        somados as (
          update ${postagens} as p
          set visualizacoes = p.visualizacoes + s.total
          from (select postagem_id, sum(total)::int as total from lote group by postagem_id) as s
          where p.id = s.postagem_id
          returning p.id
        )
        insert into ${visualizacoesDiarias} (postagem_id, dia, total)
        select lote.postagem_id, lote.dia, lote.total from lote where lote.postagem_id in (select id from somados)
        on conflict (postagem_id, dia) do update set total = visualizacoes_diarias.total + excluded.total
      `);
      this.writes += 1;
    } catch (error) {
      // Keep the views for the next attempt rather than dropping them.
      for (const [day, perPost] of batch) for (const [postId, views] of perPost) this.add(day, postId, views);
      logBackgroundFailure('[visualizacoes] Não foi possível gravar as visualizações; nova tentativa em instantes.', error);
      if (this.timer === null) {
        this.timer = setTimeout(() => void this.flush(), this.flushIntervalMs);
        this.timer.unref?.();
      }
    }
  }
}

type ViewState = {
  counters: Map<Database, ViewCounter>;
  visible: Map<number, number>;
  exitHooks: boolean;
};

type GlobalWithViews = typeof globalThis & { __sintoniaViews?: ViewState };

/** On globalThis: Next may load this module in several bundles, and they must share one buffer. */
function state(): ViewState {
  const scope = globalThis as GlobalWithViews;
  scope.__sintoniaViews ??= { counters: new Map(), visible: new Map(), exitHooks: false };
  return scope.__sintoniaViews;
}

/** Writes the views of every counter in this process (tests call it instead of waiting). */
export async function flushPendingViews(): Promise<void> {
  await Promise.all([...state().counters.values()].map((counter) => counter.flush()));
}

/** Writes what is left and forgets every counter: for shutdown and between tests. */
export async function stopViewCounters(): Promise<void> {
  const { counters, visible } = state();
  const all = [...counters.values()];
  counters.clear();
  visible.clear();
  await Promise.all(all.map((counter) => counter.stop()));
}

/** Writes this database's views and forgets its counter: a test's database closes after it. */
export async function stopViewCounterOf(db: Database): Promise<void> {
  const { counters } = state();
  const counter = counters.get(db);
  counters.delete(db);
  await counter?.stop();
}

/** The last views are written before the process goes (the database client runs this first). */
function installExitHooks(): void {
  const current = state();
  if (current.exitHooks || process.env.NODE_ENV === 'test') return;
  current.exitHooks = true;
  beforeDatabaseClose(flushPendingViews);
}

/** The counter of this database, created on first use. */
export function viewCounterFor(db: Database): ViewCounter {
  const { counters } = state();
  let counter = counters.get(db);
  if (!counter) {
    counter = new ViewCounter(db);
    counters.set(db, counter);
    installExitHooks();
  }
  return counter;
}

/** Visible posts are remembered for a minute, so a burst of views costs one lookup. */
async function assertPubliclyVisible(db: Database, postId: number): Promise<void> {
  const { visible } = state();
  const until = visible.get(postId);
  if (until !== undefined && until > Date.now()) return;
  const [row] = await db
    .select({ id: postagens.id })
    .from(postagens)
    .where(and(eq(postagens.id, postId), isPubliclyVisible))
    .limit(1);
  if (!row) {
    visible.delete(postId);
    throw notFound('Postagem não encontrada.');
  }
  if (visible.size >= VISIBILITY_CACHE_LIMIT) visible.clear();
  visible.set(postId, Date.now() + VISIBILITY_TTL_MS);
}

/**
 * One page view of a public post: 404 when the post is unknown or not public, otherwise buffered
 * (unless a bot sent it). Returns whether it was counted.
 */
export async function registerView(db: Database, postId: number, userAgent: string | null | undefined): Promise<boolean> {
  await assertPubliclyVisible(db, postId);
  if (isBotUserAgent(userAgent)) return false;
  viewCounterFor(db).record(postId);
  return true;
}
