import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { finalDestination, isCategoryPagePath, isFixedRoute, localPathOf, normalizeRedirectTarget } from '@/lib/domain/redirects';
import type { AdminRedirect, RedirectInput } from '@/lib/schemas/redirects';
import type { Database, Tx } from '../../db/client';
import { constraintViolation } from '../../db/constraint-violation';
import { categorias, postagens, redirecionamentos } from '../../db/schema';
import { env } from '../../env';
import { AppError, assertRole, badRequest, INVALID_FIELDS_MESSAGE } from '@/lib/server/errors';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import { isPubliclyVisible } from '../public-post-rows';
import { loadRedirect } from './list-redirects';
import { loadRedirectRows, redirectEntries, REDIRECTS_FORBIDDEN_MESSAGE, REDIRECTS_LOCK_KEY } from './rows';

export const fixedRouteMessage = (path: string) => `O endereço ${path} é uma página do próprio site e não pode ser redirecionado.`;
export const categoryPageMessage = (path: string) => `O endereço ${path} é a página de uma categoria e não pode ser redirecionado.`;
export const livePostMessage = (path: string) => `O endereço ${path} já abre uma postagem publicada e não pode ser redirecionado.`;
export const takenOriginMessage = (path: string) => `Já existe um redirecionamento a partir de ${path}. Exclua-o antes de criar outro.`;
export const loopMessage = (path: string) => `Este destino leva de volta a ${path} (diretamente ou por outros redirecionamentos): o redirecionamento formaria um ciclo.`;

/** A 409 on a field of the form. */
function refused(codigo: string, field: 'origem' | 'destino', message: string): AppError {
  return new AppError('conflict', codigo, message, { [field]: message });
}

/** The site's public origin (SITE_URL), to store an absolute address on it as a path. */
function siteOrigin(): string | null {
  if (!env.siteUrl) return null;
  try {
    return new URL(env.siteUrl).origin;
  } catch {
    return null;
  }
}

/** The origin answers as a page now: a category (and its pages), or a public post (/x/{slug} opens it whatever x is). */
async function assertOriginIsFree(tx: Tx, origem: string): Promise<void> {
  const segments = origem.slice(1).split('/');
  const [category] = await tx.select({ slug: categorias.slug }).from(categorias).where(eq(categorias.slug, segments[0])).limit(1);
  if (category && isCategoryPagePath(origem, new Set([category.slug]))) throw refused('ORIGEM_CATEGORIA', 'origem', categoryPageMessage(origem));
  if (segments.length === 2) {
    const [post] = await tx.select({ id: postagens.id }).from(postagens).where(and(eq(postagens.slug, segments[1]), isPubliclyVisible)).limit(1);
    if (post) throw refused('ORIGEM_POSTAGEM', 'origem', livePostMessage(origem));
  }
  const [taken] = await tx.select({ id: redirecionamentos.id }).from(redirecionamentos).where(eq(redirecionamentos.origem, origem)).limit(1);
  if (taken) throw refused('ORIGEM_EM_USO', 'origem', takenOriginMessage(origem));
}

/** Following the destination through every redirect there is (a post's ones to its current address) must not come back to the origin. */
async function assertNoLoop(tx: Tx, origem: string, destino: string): Promise<void> {
  if (localPathOf(destino) === origem) throw refused('REDIRECIONAMENTO_EM_CICLO', 'destino', loopMessage(origem));
  const entries = redirectEntries(await loadRedirectRows(tx), { publicOnly: false });
  const table = new Map(entries.map((entry) => [entry.origem, entry]));
  if (finalDestination(origem, destino, table) === null) throw refused('REDIRECIONAMENTO_EM_CICLO', 'destino', loopMessage(origem));
}

/** POST /redirecionamentos: a manual redirect, refused when its origin may not be taken or its destination loops. */
export async function createRedirect(db: Database, actor: Actor, input: RedirectInput): Promise<AdminRedirect> {
  assertRole(actor.user, ['admin', 'editor'], REDIRECTS_FORBIDDEN_MESSAGE);
  const target = normalizeRedirectTarget(input.destino, siteOrigin());
  // The schema has checked it already; an address on the site itself is a path now.
  if (!target.ok) throw badRequest(INVALID_FIELDS_MESSAGE, { destino: 'Destino inválido.' });
  const { origem, status } = input;
  const destino = target.destino;
  if (isFixedRoute(origem)) throw refused('ORIGEM_RESERVADA', 'origem', fixedRouteMessage(origem));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REDIRECTS_LOCK_KEY})`);
      await assertOriginIsFree(tx, origem);
      await assertNoLoop(tx, origem, destino);
      const [row] = await tx.insert(redirecionamentos).values({ origem, destino, status, criadoPorId: actor.user.id }).returning({ id: redirecionamentos.id });
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: 'redirecionamento', entidadeId: row.id, detalhes: { origem, destino, status }, ip: actor.ip });
      return row.id;
    });
  } catch (error) {
    // A row written meanwhile by something that does not take the lock (a post's save, an import).
    if (constraintViolation(error)?.kind === 'unique') throw refused('ORIGEM_EM_USO', 'origem', takenOriginMessage(origem));
    throw error;
  }
  return (await loadRedirect(db, id))!;
}
