import 'server-only';
import { eq } from 'drizzle-orm';
import type { CreatePostInput, PostStatus, UpdatePostInput } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { categorias, membrosEquipe, postagemImagens } from '../../db/schema';
import { badRequest } from '@/lib/server/errors';
import { sanitizePostHtml } from '../../sanitize-html';
import { dropEmptyBlocksDoc } from '@/lib/domain/empty-blocks';
import type { Actor, AuthUser } from '../auth';
import type { LogEntry } from '../audit-log';
import { sharePostSafely } from '../facebook/share-post';
import type { Executor } from '../../db/client';
import type { AdminPostDetail } from '@/lib/schemas/posts';
import { loadDetail } from './rows';
import { slugConflict } from './slugs';

/** What every save shares: the rules between the form's input and the row. */
export type PostInput = CreatePostInput | UpdatePostInput;

const CATEGORY_MISSING_MESSAGE = 'Categoria não encontrada. Escolha outra.';
const TEAM_MEMBER_MISSING_MESSAGE = 'Membro da equipe não encontrado. Escolha outro.';

/** Unknown category or team member: a field error on the form, not a 404 of the request. */
export async function assertReferences(db: Executor, input: PostInput): Promise<void> {
  const campos: Record<string, string> = {};
  const [category] = await db.select({ id: categorias.id }).from(categorias).where(eq(categorias.id, input.categoriaId)).limit(1);
  if (!category) campos.categoriaId = CATEGORY_MISSING_MESSAGE;
  if (input.membroEquipeId !== null) {
    const [member] = await db.select({ id: membrosEquipe.id }).from(membrosEquipe).where(eq(membrosEquipe.id, input.membroEquipeId)).limit(1);
    if (!member) campos.membroEquipeId = TEAM_MEMBER_MISSING_MESSAGE;
  }
  if (Object.keys(campos).length) throw badRequest('Dados inválidos. Verifique os campos destacados.', campos);
}

/** A race lost between the checks above and the write: the constraint's answer, in the form's words. */
export function mapConstraintError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique' && violation.constraint.includes('slug')) throw slugConflict();
  if (violation?.kind === 'foreign-key' && violation.constraint.includes('categoria')) {
    throw badRequest('Dados inválidos. Verifique os campos destacados.', { categoriaId: CATEGORY_MISSING_MESSAGE });
  }
  if (violation?.kind === 'foreign-key' && violation.constraint.includes('membro_equipe')) {
    throw badRequest('Dados inválidos. Verifique os campos destacados.', { membroEquipeId: TEAM_MEMBER_MISSING_MESSAGE });
  }
  throw error;
}

/**
 * publicadoEm by status: a scheduled post keeps its (future) date; a published one keeps the date it
 * first went public, or takes the date the form sends when that is not in the future, or now;
 * a draft or archived post keeps whatever date it had.
 */
export function resolvePublishedAt(
  status: PostStatus,
  requested: string | null,
  previous: { status: PostStatus; publicadoEm: Date | null } | null,
  now: Date,
): Date | null {
  const requestedDate = requested ? new Date(requested) : null;
  if (status === 'agendado') return requestedDate;
  if (status === 'publicado') {
    if (requestedDate && requestedDate.getTime() <= now.getTime()) return requestedDate;
    // 'Publicado' means public now: a future date left over from a schedule must not hide the post.
    if (previous?.status === 'publicado' && previous.publicadoEm && previous.publicadoEm.getTime() <= now.getTime()) return previous.publicadoEm;
    return now;
  }
  return requestedDate ?? previous?.publicadoEm ?? null;
}

export function columnsFrom(input: PostInput, publicadoEm: Date | null) {
  return {
    titulo: input.titulo,
    slug: input.slug,
    resumo: input.resumo || null,
    conteudo: sanitizePostHtml(input.conteudo),
    // The editor reopens its JSON twin: tidied by the same rules as the HTML, so it shows what the page does.
    conteudoJson: dropEmptyBlocksDoc(input.conteudoJson ?? null),
    imagemDestaque: input.imagemDestaque,
    legenda: input.legenda || null,
    categoriaId: input.categoriaId,
    membroEquipeId: input.membroEquipeId,
    destaque: input.destaque,
    status: input.status,
    publicadoEm,
    tags: input.tags,
    // The schema lets only a published post be urgent.
    urgenteAte: input.urgenteAte === null ? null : new Date(input.urgenteAte),
  };
}

/**
 * Only admins and editors decide what goes to the station's Facebook page: an author's
 * 'Publicar no Facebook' is ignored (false on a new post, the stored value on an update, so an
 * opt-in an editor made stands).
 */
export function facebookOptIn(user: AuthUser, requested: boolean, stored: boolean): boolean {
  return user.papel === 'admin' || user.papel === 'editor' ? requested : stored;
}

/**
 * After the save has committed: shares the post on Facebook when it is due (opted in, public,
 * not shared yet). The share has its own 5 s limit and never throws, so the save stands whatever
 * the provider does; the answer carries the outcome for the editor's toast.
 */
export async function withFacebookShare(db: Database, actor: Actor, id: number, status: PostStatus, publicarFacebook: boolean): Promise<AdminPostDetail> {
  const outcome = publicarFacebook && status === 'publicado' ? await sharePostSafely(db, id, { usuarioId: actor.user.id, ip: actor.ip }) : null;
  const detail = (await loadDetail(db, id))!;
  return outcome ? { ...detail, compartilhamentoFacebook: outcome } : detail;
}

export async function insertGallery(db: Executor, postId: number, gallery: PostInput['galeria']): Promise<void> {
  if (gallery.length === 0) return;
  await db.insert(postagemImagens).values(gallery.map((image, ordem) => ({ postagemId: postId, url: image.url, legenda: image.legenda || null, ordem })));
}

/** The log of a save: 'publicar' when the post goes public by it, else 'atualizar', with the status it left. */
export function saveLogEntry(actor: Actor, id: number, titulo: string, status: PostStatus, previous: PostStatus): LogEntry {
  return {
    usuarioId: actor.user.id,
    acao: status === 'publicado' && previous !== 'publicado' ? 'publicar' : 'atualizar',
    entidade: 'postagem',
    entidadeId: id,
    detalhes: { titulo, status, ...(previous !== status ? { statusAnterior: previous } : {}) },
    ip: actor.ip,
  };
}
