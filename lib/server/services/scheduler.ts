import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { PUBLISHED_POST_TAGS } from '@/lib/api/cache-tags';
import { expirePublicTags } from '../cache/expire';
import type { Database } from '../db/client';
import { postagens } from '../db/schema';
import { recordLogs } from './audit-log';
import { expireDueEpisodes } from './podcast-schedule';
import { sharePostSafely } from './facebook/share-post';

/*
 * Scheduled publishing. Public reads show an 'agendado' post once its time has come
 * (isPubliclyVisible), but the pages readers get are cached: this timer flips the stored status
 * (the panel's lists and counts), writes the 'publicar' log and expires the cached pages, so the
 * post is on the home page within seconds of its time. With several instances on one database, a
 * transaction-scoped advisory lock lets one of them run each tick (the others skip it), and the
 * UPDATE stays the claim: each due post is flipped, and logged, exactly once. An instance that dies
 * mid-run loses its connection, which rolls its transaction back and frees the lock.
 */

/** The advisory lock key of the publishing run (any constant shared by every instance). */
export const SCHEDULER_LOCK_KEY = 7_414_001;

/** An indexed query that finds nothing most of the time: cheap enough to run this often. */
export const SCHEDULER_INTERVAL_MS = 5_000;

export type PublishedPost = { id: number; titulo: string; slug: string; publicadoEm: Date | null };

/** Flips every 'agendado' post due at `now` to 'publicado', keeping its publicadoEm. */
export async function publishDuePosts(db: Database, now: Date = new Date()): Promise<PublishedPost[]> {
  const published = await db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer { rows }.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULER_LOCK_KEY}) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) return [];
    const rows = await tx
      .update(postagens)
      // A new version, by nobody: an editor who had it open gets the 409 rather than undoing the publication.
      .set({ status: 'publicado', versao: sql`${postagens.versao} + 1`, atualizadoPorId: null, atualizadoEm: now })
      .where(and(eq(postagens.status, 'agendado'), lte(postagens.publicadoEm, now)))
      .returning({ id: postagens.id, titulo: postagens.titulo, slug: postagens.slug, publicadoEm: postagens.publicadoEm, publicarFacebook: postagens.publicarFacebook });
    await recordLogs(
      tx,
      rows.map((row) => ({
        usuarioId: null,
        acao: 'publicar' as const,
        entidade: 'postagem',
        entidadeId: row.id,
        detalhes: { agendado: true, titulo: row.titulo },
        ip: null,
        criadoEm: now,
      })),
    );
    return rows;
  });
  // After the commit, one at a time (each has its own 5 s limit): the opted-in posts go to Facebook.
  for (const row of published) {
    if (row.publicarFacebook) await sharePostSafely(db, row.id, { usuarioId: null, ip: null });
  }
  return published.map((row) => ({ id: row.id, titulo: row.titulo, slug: row.slug, publicadoEm: row.publicadoEm }));
}

type SchedulerState = { timer: ReturnType<typeof setInterval>; run: Promise<void> | null };
type GlobalWithScheduler = typeof globalThis & { __sintoniaScheduler?: SchedulerState };

/**
 * Starts the timer once per process (kept on globalThis: Next may load this module in several
 * bundles). Runs at once, for posts that came due while the server was down, then every
 * intervalMs; a run still going when the next is due is not doubled. The timer never keeps the
 * process alive. Returns a function that stops it and resolves when a run under way has ended.
 */
export function startScheduledPublishing(getDatabase: () => Promise<Database>, intervalMs = SCHEDULER_INTERVAL_MS): () => Promise<void> {
  const scope = globalThis as GlobalWithScheduler;
  const stop = async () => {
    const state = scope.__sintoniaScheduler;
    if (!state) return;
    clearInterval(state.timer);
    scope.__sintoniaScheduler = undefined;
    await state.run;
  };
  if (scope.__sintoniaScheduler) return stop;

  const publish = async () => {
    try {
      const db = await getDatabase();
      // Scheduled podcast episodes: their pages are expired when their time comes (./podcast-schedule).
      await expireDueEpisodes(db);
      const published = await publishDuePosts(db);
      if (published.length > 0) {
        await expirePublicTags(PUBLISHED_POST_TAGS);
        console.log(`[agendamento] ${published.length} postagem(ns) agendada(s) publicada(s): ${published.map((post) => post.id).join(', ')}`);
      }
    } catch (error) {
      // The next tick tries again; readers already see due posts (isPubliclyVisible).
      console.error('[agendamento] falha ao publicar postagens agendadas', error);
    }
  };
  const tick = () => {
    const state = scope.__sintoniaScheduler;
    if (!state || state.run) return;
    state.run = publish().finally(() => {
      state.run = null;
    });
  };

  const timer = setInterval(tick, intervalMs);
  timer.unref?.();
  scope.__sintoniaScheduler = { timer, run: null };
  tick();
  return stop;
}
