import 'server-only';
import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { postPath } from '@/lib/domain/post';
import { URGENT_MESSAGES } from '@/lib/domain/urgent';
import type { PostUrgency, PostUrgencyInput, PublicUrgentAnswer } from '@/lib/schemas/urgent';
import type { Database } from '../db/client';
import { categorias, postagens } from '../db/schema';
import { badRequest } from '@/lib/server/errors';
import type { Actor } from './auth';
import { recordLog } from './audit-log';
import { lockManagedPost } from './admin-posts/access';
import { recordSavedRevision } from './admin-posts/saved-revision';
import { publicStateOf } from './admin-posts/public-state';
import { expirePostChanges } from '../cache/expire';
import { isPubliclyVisible, publicDate } from './public-post-rows';

/*
 * "Urgente". The editor's form writes urgenteAte with the post; the list's quick
 * action writes it alone. Readers get the latest published post still urgent (GET /publico/urgente),
 * which every public page shows as a bar. The scheduler clears urgenteAte once its time has passed
 * and expires the cached pages then, so the bar goes away at its end with no request needed.
 */

/** The latest published post (by public date) whose urgency is still to end; null when none. */
export async function getPublicUrgentPost(db: Database): Promise<PublicUrgentAnswer> {
  const [row] = await db
    .select({
      id: postagens.id,
      titulo: postagens.titulo,
      slug: postagens.slug,
      urgenteAte: postagens.urgenteAte,
      dataPublica: publicDate,
      categoriaNome: categorias.nome,
      categoriaSlug: categorias.slug,
    })
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .where(and(gt(postagens.urgenteAte, sql`now()`), isPubliclyVisible))
    .orderBy(desc(publicDate), desc(postagens.id))
    .limit(1);
  if (!row || !row.urgenteAte) return { postagem: null };
  return {
    postagem: {
      id: row.id,
      titulo: row.titulo,
      slug: row.slug,
      categoria: { nome: row.categoriaNome, slug: row.categoriaSlug },
      url: postPath({ slug: row.slug, categoriaSlug: row.categoriaSlug }),
      urgenteAte: row.urgenteAte.toISOString(),
      publicadoEm: new Date(row.dataPublica).toISOString(),
    },
  };
}

/**
 * PUT /postagens/:id/urgente: marks a published post urgent until an instant, or unmarks it. Same
 * rights as editing the post; a new version, so an editor with the form open gets the 409 rather
 * than saving the old urgency over this one.
 */
export async function setPostUrgency(db: Database, actor: Actor, id: number, input: PostUrgencyInput): Promise<PostUrgency> {
  const now = new Date();
  const { answer, change } = await db.transaction(async (tx) => {
    const current = await lockManagedPost(tx, actor, id);
    if (input.urgenteAte !== null && current.status !== 'publicado') {
      throw badRequest(URGENT_MESSAGES.soPublicada, { urgenteAte: URGENT_MESSAGES.soPublicada });
    }
    const [row] = await tx
      .update(postagens)
      .set({ urgenteAte: input.urgenteAte === null ? null : new Date(input.urgenteAte), versao: sql`${postagens.versao} + 1`, atualizadoPorId: actor.user.id, atualizadoEm: now })
      .where(eq(postagens.id, id))
      .returning({ urgenteAte: postagens.urgenteAte, versao: postagens.versao });
    // A new version like any save: the post's history keeps it.
    await recordSavedRevision(tx, actor.user.id, id, now);
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'atualizar',
      entidade: 'postagem',
      entidadeId: id,
      detalhes: { titulo: current.titulo, urgenteAte: row.urgenteAte?.toISOString() ?? null },
      ip: actor.ip,
    });
    const answer: PostUrgency = { id, urgenteAte: row.urgenteAte?.toISOString() ?? null, versao: row.versao };
    return { answer, change: { id, antes: publicStateOf(current, now), depois: publicStateOf({ ...current, urgenteAte: row.urgenteAte }, now) } };
  });
  // The bar (every public page) only when it changes: a new end, on, or off.
  await expirePostChanges([change]);
  return answer;
}

/**
 * The scheduler's part: clears every urgency whose end has come and answers the posts it cleared,
 * whose pages the caller expires. The UPDATE is the claim: with several instances each cleared post
 * is answered by one of them. No new version: an editor's open form is not made stale by the clock.
 */
export async function clearExpiredUrgency(db: Database, now: Date = new Date()): Promise<number[]> {
  const rows = await db
    .update(postagens)
    .set({ urgenteAte: null })
    .where(and(isNotNull(postagens.urgenteAte), lte(postagens.urgenteAte, now)))
    .returning({ id: postagens.id });
  return rows.map((row) => row.id);
}
