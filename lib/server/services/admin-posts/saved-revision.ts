import 'server-only';
import { and, asc, desc, eq, lt, notInArray } from 'drizzle-orm';
import type { PostSnapshot } from '@/lib/schemas/post-revisions';
import type { Executor } from '../../db/client';
import { postagemImagens, postagemRevisoes, postagens } from '../../db/schema';
import { iso } from './rows';

/*
 * A post's history. Every save that makes a new version of a post (create, update,
 * the list's status changes, urgency, restore) keeps a 'salva' revision in the same transaction,
 * with every editable field, so nothing saved is ever lost and any version can be restored as a
 * new one. Storage stays bounded: the newest MAX_SAVED_REVISIONS saved versions of a post are
 * kept; autosaves are one row per user and post, gone when that user saves the post, and pruned
 * after AUTOSAVE_MAX_AGE_DAYS (./autosave.ts).
 */

/** Saved versions kept per post: years of a busy story's edits; older ones go at the next save. */
export const MAX_SAVED_REVISIONS = 200;
/** An autosave nobody came back for in this long is deleted (on the post's next save, and by the scheduler). */
export const AUTOSAVE_MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export function autosaveCutoff(now: Date): Date {
  return new Date(now.getTime() - AUTOSAVE_MAX_AGE_DAYS * DAY_MS);
}

/** The columns a revision keeps: what a save's UPDATE … RETURNING can hand over, so the post is not read again. */
export const revisionColumns = {
  versao: postagens.versao,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  conteudo: postagens.conteudo,
  conteudoJson: postagens.conteudoJson,
  categoriaId: postagens.categoriaId,
  imagemDestaque: postagens.imagemDestaque,
  legenda: postagens.legenda,
  destaque: postagens.destaque,
  membroEquipeId: postagens.membroEquipeId,
  tags: postagens.tags,
  status: postagens.status,
  publicadoEm: postagens.publicadoEm,
  urgenteAte: postagens.urgenteAte,
  publicarFacebook: postagens.publicarFacebook,
};

export type RevisionRow = Pick<typeof postagens.$inferSelect, keyof typeof revisionColumns>;

/**
 * Inside a save's transaction, after the write: the post as it now stands (`post`: the write's
 * RETURNING of revisionColumns, or its id to read it) becomes a 'salva' revision by `userId` (null:
 * the scheduler). The saver's own autosave of the post goes (its text is saved now, or was given up
 * by saving something else), with any autosave of the post past its age, and saved versions beyond
 * the cap, oldest first.
 */
export async function recordSavedRevision(tx: Executor, userId: number | null, postId: number, now: Date, post?: RevisionRow): Promise<void> {
  const row = post ?? (await tx.select(revisionColumns).from(postagens).where(eq(postagens.id, postId)).limit(1))[0];
  if (!row) return;
  const gallery = await tx
    .select({ url: postagemImagens.url, legenda: postagemImagens.legenda })
    .from(postagemImagens)
    .where(eq(postagemImagens.postagemId, postId))
    .orderBy(asc(postagemImagens.ordem), asc(postagemImagens.id));
  const dados: PostSnapshot = {
    titulo: row.titulo,
    slug: row.slug,
    resumo: row.resumo ?? '',
    conteudo: row.conteudo,
    conteudoJson: row.conteudoJson ?? null,
    categoriaId: row.categoriaId,
    imagemDestaque: row.imagemDestaque,
    legenda: row.legenda ?? '',
    galeria: gallery.map((image) => ({ url: image.url, legenda: image.legenda ?? '' })),
    destaque: row.destaque,
    membroEquipeId: row.membroEquipeId,
    tags: row.tags ?? [],
    status: row.status,
    publicadoEm: iso(row.publicadoEm),
    urgenteAte: iso(row.urgenteAte),
    publicarFacebook: row.publicarFacebook,
  };
  await tx.insert(postagemRevisoes).values({
    postagemId: postId,
    tipo: 'salva',
    autorId: userId,
    versao: row.versao,
    titulo: row.titulo,
    status: row.status,
    dados,
    criadoEm: now,
    atualizadoEm: now,
  });

  const ofPost = (tipo: 'salva' | 'automatica') => and(eq(postagemRevisoes.postagemId, postId), eq(postagemRevisoes.tipo, tipo));
  if (userId !== null) await tx.delete(postagemRevisoes).where(and(ofPost('automatica'), eq(postagemRevisoes.autorId, userId)));
  await tx.delete(postagemRevisoes).where(and(ofPost('automatica'), lt(postagemRevisoes.atualizadoEm, autosaveCutoff(now))));
  const kept = tx.select({ id: postagemRevisoes.id }).from(postagemRevisoes).where(ofPost('salva')).orderBy(desc(postagemRevisoes.id)).limit(MAX_SAVED_REVISIONS);
  await tx.delete(postagemRevisoes).where(and(ofPost('salva'), notInArray(postagemRevisoes.id, kept)));
}

