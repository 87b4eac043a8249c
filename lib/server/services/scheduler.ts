import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { expirePostChanges, expirePublicTags } from '../cache/expire';
import type { Database } from '../db/client';
import { postagens } from '../db/schema';
import { recordLogs } from './audit-log';
import { expireDueEpisodes } from './podcast-schedule';
import { refreshMostReadIfDue } from './most-read';
import { sharePostSafely } from './facebook/share-post';
import { deleteExpiredSongRequestsIfDue } from './song-requests';
import { clearExpiredUrgency } from './urgent';
import { recordSavedRevision } from './admin-posts/saved-revision';
import { publicStateOf } from './admin-posts/public-state';
import { deleteStaleAutosavesIfDue } from './admin-posts/autosave';
import { logBackgroundFailure } from '../db/outage';

/*
 * Scheduled publishing. Public reads show an 'agendado' post once its time has come
 * (isPubliclyVisible), but the pages readers get are cached: this timer flips the stored status
 * (the panel's lists and counts), writes the 'publicar' log and expires the cached pages (the
 * lists, and the 404 each post's address answered), so the post is on the home page within
 * seconds of its time. With several instances on one database, a transaction-scoped advisory
 * lock lets one of them run each tick (the others skip it), and the UPDATE stays the claim: each
 * due post is flipped, and logged, exactly once. An instance that dies mid-run loses its
 * connection, which rolls its transaction back and frees the lock.
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
      .returning({
        id: postagens.id,
        titulo: postagens.titulo,
        slug: postagens.slug,
        categoriaId: postagens.categoriaId,
        publicadoEm: postagens.publicadoEm,
        urgenteAte: postagens.urgenteAte,
        publicarFacebook: postagens.publicarFacebook,
      });
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
    // Each publication is a new version: the post's history keeps it, by nobody.
    for (const row of rows) await recordSavedRevision(tx, null, row.id, now);
    return rows;
  });
  if (published.length > 0) {
    // The cached pages knew them as not yet public, whatever the reads would have said meanwhile.
    await expirePostChanges(
      published.map((row) => {
        const depois = publicStateOf({ ...row, status: 'publicado' }, now);
        return { id: row.id, antes: { ...depois, publica: false, status: 'agendado' }, depois };
      }),
      now,
    );
  }
  // After the commit and the expiry (Facebook reads the post's page), one at a time (each has its
  // own 5 s limit): the opted-in posts go to Facebook.
  for (const row of published) {
    if (row.publicarFacebook) await sharePostSafely(db, row.id, { usuarioId: null, ip: null });
  }
  return published.map((row) => ({ id: row.id, titulo: row.titulo, slug: row.slug, publicadoEm: row.publicadoEm }));
}

/**
 * "Urgente": an urgency whose end has come is cleared and the cached pages showing the
 * bar are expired at once, outside any request, so the bar is gone at its time.
 */
export async function expireEndedUrgency(db: Database, now: Date = new Date()): Promise<number[]> {
  const cleared = await clearExpiredUrgency(db, now);
  // Every public page read the bar (the site's layout), so its tag alone re-renders them all; the
  // post's own "Urgente" label is drawn only while its time is to come, so it goes in the same render.
  if (cleared.length > 0) await expirePublicTags([CACHE_TAGS.urgent]);
  return cleared;
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
      // Expires the pages of what it published itself, before sharing them on Facebook.
      const published = await publishDuePosts(db);
      if (published.length > 0) {
        console.log(`[agendamento] ${published.length} postagem(ns) agendada(s) publicada(s): ${published.map((post) => post.id).join(', ')}`);
      }
    } catch (error) {
      // The next tick tries again; readers already see due posts (isPubliclyVisible).
      logBackgroundFailure('[agendamento] falha ao publicar postagens agendadas', error);
    }
    try {
      // "Mais lidas": recomputed every few minutes, its tag expired only when the order changed (./most-read).
      await refreshMostReadIfDue(getDatabase);
    } catch (error) {
      logBackgroundFailure('[mais-lidas] falha ao recalcular as mais lidas', error);
    }
    try {
      // "Urgente": gone from every page at its end, with no request needed.
      await expireEndedUrgency(await getDatabase());
    } catch (error) {
      logBackgroundFailure('[urgente] falha ao encerrar o Urgente vencido', error);
    }
    try {
      // Listeners' song requests are kept 90 days (at most one delete an hour: ./song-requests).
      await deleteExpiredSongRequestsIfDue(getDatabase);
    } catch (error) {
      logBackgroundFailure('[pedidos] falha ao apagar pedidos musicais antigos', error);
    }
    try {
      // Autosaves nobody came back for are dropped after 30 days (at most one delete an hour: ./admin-posts/autosave).
      await deleteStaleAutosavesIfDue(getDatabase);
    } catch (error) {
      logBackgroundFailure('[autosalvamento] falha ao apagar salvamentos automáticos antigos', error);
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
