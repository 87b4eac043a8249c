import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { postPath } from '@/lib/domain/post';
import type { FacebookShareOutcome } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { categorias, postagens } from '../../db/schema';
import { assertRole, conflict, notFound } from '@/lib/server/errors';
import { SecretBoxError } from '../../crypto/secret-box';
import { facebookEnv } from '../../env';
import { recordLog } from '../audit-log';
import { isPubliclyVisible } from '../public-post-rows';
import type { Actor } from '../auth';
import { readConnection } from './connection';
import { postLinkToPage, ProviderError } from './graph-client';
import { MESSAGES } from './messages';

/*
 * Sharing posts on the connected Facebook page. Posts opted in are shared (their
 * public link) when they become public, after the save commits, with a 5 s limit: a slow or
 * failing provider never fails or holds up the save.
 */

/** A share claimed longer ago than this without an answer is taken to have died with its process. */
const STALE_CLAIM_MS = 60_000;


export const SHARE_SUCCESS_MESSAGE = 'Publicado no Facebook';

/**
 * Shares one post's public link on the connected page, if it should be: opted in, public now,
 * not shared yet. `retry` (the editor's 'Tentar novamente') also takes a post whose last attempt
 * failed. The claim (facebookCompartilhadoEm set while facebookPostId is null and no error) keeps
 * two saves, or two instances, from posting twice. Returns null when nothing was attempted.
 * Never throws for provider trouble: the outcome is stored on the post and logged.
 */
async function sharePostIfDue(db: Database, postId: number, options: { usuarioId: number | null; ip?: string | null; retry?: boolean }): Promise<FacebookShareOutcome | null> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - STALE_CLAIM_MS);
  const unclaimed = or(isNull(postagens.facebookCompartilhadoEm), lt(postagens.facebookCompartilhadoEm, staleBefore));
  const claimable = options.retry ? unclaimed : and(unclaimed, isNull(postagens.facebookErro));
  const [claimed] = await db
    .update(postagens)
    .set({ facebookCompartilhadoEm: now, facebookErro: null })
    .where(
      and(
        eq(postagens.id, postId),
        eq(postagens.publicarFacebook, true),
        isNull(postagens.facebookPostId),
        // Public now, by the same rule readers go by: the link must not lead to a 404.
        isPubliclyVisible,
        claimable,
      ),
    )
    .returning({ id: postagens.id, titulo: postagens.titulo, slug: postagens.slug, categoriaId: postagens.categoriaId });
  if (!claimed) return null;

  const [category] = await db.select({ slug: categorias.slug }).from(categorias).where(eq(categorias.id, claimed.categoriaId)).limit(1);
  let outcome: FacebookShareOutcome;
  let pageId: string | null = null;
  let connection: Awaited<ReturnType<typeof readConnection>> = null;
  let unreadable = false;
  try {
    connection = await readConnection(db);
  } catch (error) {
    if (!(error instanceof SecretBoxError)) throw error;
    unreadable = true;
  }
  if (!connection) {
    outcome = { resultado: 'falha', mensagem: unreadable ? MESSAGES.unreadable : MESSAGES.notConnected };
  } else {
    pageId = connection.data.pagina.id;
    const base = facebookEnv().siteUrl ?? connection.data.siteBase;
    const link = `${base}${postPath({ slug: claimed.slug, categoriaSlug: category?.slug ?? '' })}`;
    try {
      const facebookPostId = await postLinkToPage(facebookEnv().graphUrl, connection.data.pagina, { link, message: claimed.titulo });
      outcome = { resultado: 'compartilhado', mensagem: SHARE_SUCCESS_MESSAGE, facebookPostId };
    } catch (error) {
      const detail = error instanceof ProviderError ? error.message : MESSAGES.unreachable;
      outcome = { resultado: 'falha', mensagem: `Não foi possível publicar no Facebook: ${detail}` };
      if (!(error instanceof ProviderError)) console.error('[facebook] falha inesperada ao compartilhar', error);
    }
  }

  await db.transaction(async (tx) => {
    if (outcome.resultado === 'compartilhado') {
      await tx.update(postagens).set({ facebookPostId: outcome.facebookPostId, facebookCompartilhadoEm: new Date(), facebookErro: null }).where(eq(postagens.id, postId));
    } else {
      await tx.update(postagens).set({ facebookCompartilhadoEm: null, facebookErro: outcome.mensagem.slice(0, 500) }).where(eq(postagens.id, postId));
    }
    await recordLog(tx, {
      usuarioId: options.usuarioId,
      acao: outcome.resultado === 'compartilhado' ? 'compartilhar' : 'falha_compartilhar',
      entidade: 'postagem',
      entidadeId: postId,
      detalhes:
        outcome.resultado === 'compartilhado'
          ? { titulo: claimed.titulo, paginaId: pageId, facebookPostId: outcome.facebookPostId }
          : { titulo: claimed.titulo, paginaId: pageId, erro: outcome.mensagem },
      ip: options.ip ?? null,
    });
  });
  return outcome;
}

/** Same as sharePostIfDue but never rejects: for callers that must not fail because of it. */
export async function sharePostSafely(db: Database, postId: number, options: { usuarioId: number | null; ip?: string | null }): Promise<FacebookShareOutcome | null> {
  try {
    return await sharePostIfDue(db, postId, options);
  } catch (error) {
    console.error('[facebook] não foi possível registrar o compartilhamento da postagem', postId, error);
    return null;
  }
}

/** 'Tentar novamente' (admins and editors): share now a published, opted-in post that is not shared yet. */
export async function retryFacebookShare(db: Database, actor: Actor, postId: number): Promise<FacebookShareOutcome> {
  assertRole(actor.user, ['admin', 'editor'], MESSAGES.shareForbidden);
  const [post] = await db
    .select({ isPublic: sql<boolean>`${isPubliclyVisible}`, publicarFacebook: postagens.publicarFacebook, facebookPostId: postagens.facebookPostId, facebookCompartilhadoEm: postagens.facebookCompartilhadoEm, facebookErro: postagens.facebookErro })
    .from(postagens)
    .where(eq(postagens.id, postId))
    .limit(1);
  if (!post) throw notFound('Postagem não encontrada.');
  if (post.facebookPostId) throw conflict(MESSAGES.alreadyShared, 'JA_COMPARTILHADA');
  if (!post.publicarFacebook) throw conflict(MESSAGES.notOptedIn, 'FACEBOOK_NAO_MARCADO');
  if (!post.isPublic) throw conflict(MESSAGES.notPublished, 'NAO_PUBLICADA');
  const outcome = await sharePostIfDue(db, postId, { usuarioId: actor.user.id, ip: actor.ip, retry: true });
  if (!outcome) throw conflict(MESSAGES.inProgress, 'COMPARTILHAMENTO_EM_ANDAMENTO');
  return outcome;
}
