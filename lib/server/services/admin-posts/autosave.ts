import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import type { AutosaveInput, AutosaveSaved, PostAutosave, PostSnapshot } from '@/lib/schemas/post-revisions';
import type { Database } from '../../db/client';
import { postagemRevisoes, postagens } from '../../db/schema';
import { notFound } from '@/lib/server/errors';
import { sanitizePostHtml } from '../../sanitize-html';
import type { Actor, AuthUser } from '../auth';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './access';
import { assertPostAccess } from './revisions';
import { iso } from './rows';
import { autosaveCutoff } from './saved-revision';
import { versionConflict } from './update-post';

/*
 * Autosave to the server. While someone types, the form sends what it holds every
 * ~10 s of change: one 'automatica' row per user and post, written over each time. It never touches
 * the post itself, so neither the public page nor another editor's work changes until "Salvar".
 * It is offered back to the same user, on any device, only while it was typed over the post's
 * current version: once anyone saves the post, an older autosave would undo their save, so it is
 * no longer offered (the saver's own autosave is deleted by the save, ./saved-revision.ts). No audit
 * entry: nothing anyone else sees has changed.
 */

const mine = (postId: number, userId: number) =>
  and(eq(postagemRevisoes.postagemId, postId), eq(postagemRevisoes.autorId, userId), eq(postagemRevisoes.tipo, 'automatica'));

/**
 * PUT /postagens/:id/autosalvamento. The post's row is locked for share, so a save under way
 * finishes first: this then meets the new version and is refused with the save's 409 (the form
 * pauses autosaving and keeps its local copy), and a save that comes after deletes this row.
 */
export async function saveAutosave(db: Database, actor: Actor, postId: number, input: AutosaveInput, now: Date = new Date()): Promise<AutosaveSaved> {
  return db.transaction(async (tx) => {
    const [post] = await tx.select({ autorId: postagens.autorId, versao: postagens.versao }).from(postagens).where(eq(postagens.id, postId)).limit(1).for('share');
    if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
    assertCanManagePost(actor.user, post.autorId);
    if (post.versao !== input.versao) throw await versionConflict(tx, postId);
    const { versao, ...fields } = input;
    const dados: PostSnapshot = { ...fields, conteudo: sanitizePostHtml(fields.conteudo), conteudoJson: fields.conteudoJson ?? null };
    const values = { versao, titulo: fields.titulo, status: fields.status, dados, atualizadoEm: now };
    const [row] = await tx
      .insert(postagemRevisoes)
      .values({ postagemId: postId, tipo: 'automatica', autorId: actor.user.id, criadoEm: now, ...values })
      .onConflictDoUpdate({
        target: [postagemRevisoes.postagemId, postagemRevisoes.autorId],
        targetWhere: eq(postagemRevisoes.tipo, 'automatica'),
        set: values,
      })
      .returning({ versao: postagemRevisoes.versao, atualizadoEm: postagemRevisoes.atualizadoEm });
    return { versao: row.versao, atualizadoEm: iso(row.atualizadoEm)! };
  });
}

/** GET /postagens/:id/autosalvamento: this user's autosave while it is newer than the post's last save, else null. */
export async function getAutosave(db: Database, user: AuthUser, postId: number): Promise<PostAutosave | null> {
  const post = await assertPostAccess(db, user, postId);
  const [row] = await db
    .select({ versao: postagemRevisoes.versao, dados: postagemRevisoes.dados, criadoEm: postagemRevisoes.criadoEm, atualizadoEm: postagemRevisoes.atualizadoEm })
    .from(postagemRevisoes)
    .where(mine(postId, user.id))
    .limit(1);
  // Typed over an older version: someone saved since, and recovering it would undo that save.
  if (!row || row.versao !== post.versao) return null;
  return { versao: row.versao, dados: row.dados as PostSnapshot, criadoEm: iso(row.criadoEm)!, atualizadoEm: iso(row.atualizadoEm)! };
}

/** DELETE /postagens/:id/autosalvamento: "Descartar" (nothing there is not an error). */
export async function discardAutosave(db: Database, user: AuthUser, postId: number): Promise<void> {
  await assertPostAccess(db, user, postId);
  await db.delete(postagemRevisoes).where(mine(postId, user.id));
}

/** Deletes every autosave untouched for AUTOSAVE_MAX_AGE_DAYS; answers how many went. */
export async function deleteStaleAutosaves(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(postagemRevisoes)
    .where(and(eq(postagemRevisoes.tipo, 'automatica'), lt(postagemRevisoes.atualizadoEm, autosaveCutoff(now))))
    .returning({ id: postagemRevisoes.id });
  return deleted.length;
}

/** How often the scheduler's tick actually prunes: stale autosaves are few, and nothing reads them. */
export const AUTOSAVE_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

type GlobalWithPrune = typeof globalThis & { __sintoniaAutosavePrune?: number };

/**
 * The scheduler's call: prunes at most once per interval in this process (kept on globalThis: Next
 * may load this module in several bundles), whether or not that run worked. Instances racing do
 * the same idempotent delete.
 */
export async function deleteStaleAutosavesIfDue(getDatabase: () => Promise<Database>, now: Date = new Date(), intervalMs = AUTOSAVE_PRUNE_INTERVAL_MS): Promise<number | null> {
  const scope = globalThis as GlobalWithPrune;
  const last = scope.__sintoniaAutosavePrune;
  if (last !== undefined && now.getTime() - last < intervalMs) return null;
  scope.__sintoniaAutosavePrune = now.getTime();
  return deleteStaleAutosaves(await getDatabase(), now);
}
