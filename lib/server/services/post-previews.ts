import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { PREVIEW_LINK_HOURS, PREVIEW_PATH_PREFIX, PREVIEW_TOKEN_PATTERN, type PreviewLink, type PreviewLinkCreated, type PreviewLinkList } from '@/lib/schemas/post-review';
import type { PostStatus, PublicPost } from '@/lib/schemas/posts';
import type { Database, Executor } from '../db/client';
import { postagens, previasPostagem, usuarios } from '../db/schema';
import { conflict, notFound } from '@/lib/server/errors';
import type { Actor } from './auth';
import { recordLog } from './audit-log';
import { assertCanManagePost, POST_NOT_FOUND_MESSAGE } from './admin-posts/access';
import { baseSelect, galleriesFor, toPublicPost } from './public-post-rows';

/*
 * Preview links: a link that shows a post as its public page will, whatever its
 * status, to someone without an account (the person interviewed, the chief editor on the phone).
 * The link carries 32 random bytes (base64url); the database keeps only their SHA-256, so a copy
 * of the table opens no draft. A link works for 48 hours unless revoked; whoever may edit the post
 * creates, lists and revokes its links. Nothing here touches the public lists: sitemaps and feeds
 * read the published posts only, and the preview page is rendered per request, never cached.
 */

export const PREVIEW_NOT_FOUND_MESSAGE = 'Prévia não encontrada ou expirada.';
const PREVIEW_LINK_NOT_FOUND_MESSAGE = 'Link de prévia não encontrado.';

/** Active links per post at most: each click of "Copiar link de prévia" makes one. */
export const MAX_ACTIVE_PREVIEW_LINKS = 20;
/** Expired or revoked links are kept this long (for the trail), then dropped when a new one is made. */
const DEAD_LINK_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const LINK_LIFETIME_MS = PREVIEW_LINK_HOURS * 60 * 60 * 1000;

export function newPreviewToken(): string {
  return randomBytes(32).toString('base64url');
}

export function previewTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

async function managedPost(db: Executor, actor: Actor, postId: number) {
  const [post] = await db.select({ autorId: postagens.autorId, titulo: postagens.titulo }).from(postagens).where(eq(postagens.id, postId)).limit(1);
  if (!post) throw notFound(POST_NOT_FOUND_MESSAGE);
  assertCanManagePost(actor.user, post.autorId);
  return post;
}

const isActive = (now: Date) => and(isNull(previasPostagem.revogadoEm), gt(previasPostagem.expiraEm, now));

export async function createPreviewLink(db: Database, actor: Actor, postId: number, now: Date = new Date()): Promise<PreviewLinkCreated> {
  const token = newPreviewToken();
  const expiraEm = new Date(now.getTime() + LINK_LIFETIME_MS);
  const id = await db.transaction(async (tx) => {
    // Locked: two clicks at once cannot both pass the cap.
    await tx.select({ id: postagens.id }).from(postagens).where(eq(postagens.id, postId)).limit(1).for('update');
    const post = await managedPost(tx, actor, postId);
    const deadBefore = new Date(now.getTime() - DEAD_LINK_RETENTION_MS);
    await tx
      .delete(previasPostagem)
      .where(and(eq(previasPostagem.postagemId, postId), or(lt(previasPostagem.expiraEm, deadBefore), lt(previasPostagem.revogadoEm, deadBefore))));
    const [{ active }] = await tx
      .select({ active: sql<number>`count(*)::int` })
      .from(previasPostagem)
      .where(and(eq(previasPostagem.postagemId, postId), isActive(now)));
    if (Number(active) >= MAX_ACTIVE_PREVIEW_LINKS) {
      throw conflict(`Esta postagem já tem ${MAX_ACTIVE_PREVIEW_LINKS} links de prévia ativos. Revogue algum antes de criar outro.`, 'LIMITE_DE_PREVIAS');
    }
    const [row] = await tx
      .insert(previasPostagem)
      .values({ postagemId: postId, tokenHash: previewTokenHash(token), criadoPorId: actor.user.id, expiraEm, criadoEm: now })
      .returning({ id: previasPostagem.id });
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'criar_previa',
      entidade: 'postagem',
      entidadeId: postId,
      detalhes: { titulo: post.titulo, previaId: row.id, expiraEm: expiraEm.toISOString() },
      ip: actor.ip,
    });
    return row.id;
  });
  return {
    id,
    criadoEm: now.toISOString(),
    expiraEm: expiraEm.toISOString(),
    criadoPor: { id: actor.user.id, nome: actor.user.nome },
    url: `${PREVIEW_PATH_PREFIX}${token}`,
  };
}

export async function listPreviewLinks(db: Database, actor: Actor, postId: number, now: Date = new Date()): Promise<PreviewLinkList> {
  await managedPost(db, actor, postId);
  const rows = await db
    .select({ id: previasPostagem.id, criadoEm: previasPostagem.criadoEm, expiraEm: previasPostagem.expiraEm, porId: usuarios.id, porNome: usuarios.nome })
    .from(previasPostagem)
    .leftJoin(usuarios, eq(usuarios.id, previasPostagem.criadoPorId))
    .where(and(eq(previasPostagem.postagemId, postId), isActive(now)))
    .orderBy(desc(previasPostagem.criadoEm), desc(previasPostagem.id));
  const dados: PreviewLink[] = rows.map((row) => ({
    id: row.id,
    criadoEm: new Date(row.criadoEm).toISOString(),
    expiraEm: new Date(row.expiraEm).toISOString(),
    criadoPor: row.porId === null ? null : { id: row.porId, nome: row.porNome ?? '' },
  }));
  return { dados };
}

/** Revoked at once: the next request for the link is a 404. Revoking a link again changes nothing. */
export async function revokePreviewLink(db: Database, actor: Actor, postId: number, previewId: number, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await managedPost(tx, actor, postId);
    const [link] = await tx
      .select({ revogadoEm: previasPostagem.revogadoEm })
      .from(previasPostagem)
      .where(and(eq(previasPostagem.id, previewId), eq(previasPostagem.postagemId, postId)))
      .limit(1)
      .for('update');
    if (!link) throw notFound(PREVIEW_LINK_NOT_FOUND_MESSAGE);
    if (link.revogadoEm) return;
    await tx.update(previasPostagem).set({ revogadoEm: now }).where(eq(previasPostagem.id, previewId));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'revogar_previa',
      entidade: 'postagem',
      entidadeId: postId,
      detalhes: { titulo: post.titulo, previaId: previewId },
      ip: actor.ip,
    });
  });
}

/** GET /publico/previas/:token: the public shape of the post with its real status, and when the link stops working. */
export type PreviewPost = Omit<PublicPost, 'status'> & { status: PostStatus; previa: { expiraEm: string } };

export async function getPreviewPost(db: Database, token: string, now: Date = new Date()): Promise<PreviewPost> {
  // Anything but a token's shape cannot be one: no lookup, the same 404.
  if (!PREVIEW_TOKEN_PATTERN.test(token)) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  const [link] = await db
    .select({ postagemId: previasPostagem.postagemId, expiraEm: previasPostagem.expiraEm })
    .from(previasPostagem)
    .where(and(eq(previasPostagem.tokenHash, previewTokenHash(token)), isActive(now)))
    .limit(1);
  if (!link) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  const [row] = await baseSelect(db).where(eq(postagens.id, link.postagemId)).limit(1);
  if (!row) throw notFound(PREVIEW_NOT_FOUND_MESSAGE);
  const galleries = await galleriesFor(db, [row.id]);
  return {
    ...toPublicPost(row, galleries.get(row.id) ?? []),
    status: row.status as PostStatus,
    previa: { expiraEm: new Date(link.expiraEm).toISOString() },
  };
}
