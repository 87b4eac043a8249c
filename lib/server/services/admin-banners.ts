import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { bannerStatus, isSameIdSet } from '@/lib/domain/banner';
import { BANNER_ORDER_STALE_MESSAGE, type AdminBanner, type BannerInput, type BannerOrderInput } from '@/lib/schemas/banners';
import type { Database, Tx } from '../db/client';
import { banners, midias } from '../db/schema';
import { AppError, assertRole, badRequest, notFound } from '@/lib/server/errors';
import { recordLog } from './audit-log';
import type { Actor } from './auth';

/*
 * Staff side of banners: read by any staff member, written by admins and editors
 * only — banners are the home page's shop window, a station-wide decision, not an author's (authors
 * write only their own posts). The route checks the role and so does every write here. Every write
 * logs in its transaction.
 */

export const BANNER_NOT_FOUND_MESSAGE = 'Banner não encontrado.';
export const BANNER_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar banners.';
export const BANNER_IMAGE_MISSING_MESSAGE = 'Imagem não encontrada na biblioteca de mídia. Escolha outra.';

type BannerRow = typeof banners.$inferSelect;

function toAdminBanner(row: BannerRow, now: Date = new Date()): AdminBanner {
  return {
    id: row.id,
    titulo: row.titulo,
    imagem: row.imagem,
    link: row.link,
    ordem: row.ordem,
    ativo: row.ativo,
    inicioEm: row.inicioEm?.toISOString() ?? null,
    fimEm: row.fimEm?.toISOString() ?? null,
    status: bannerStatus({ ativo: row.ativo, inicioEm: row.inicioEm, fimEm: row.fimEm }, now),
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

/** The carousel's order: ordem, then the older banner first. */
export async function listAdminBanners(db: Database): Promise<AdminBanner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.ordem), asc(banners.id));
  const now = new Date();
  return rows.map((row) => toAdminBanner(row, now));
}

export async function getAdminBanner(db: Database, id: number): Promise<AdminBanner> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  if (!row) throw notFound(BANNER_NOT_FOUND_MESSAGE);
  return toAdminBanner(row);
}

/** The form only offers library images; an API caller gets told when the file is not there. */
async function assertImageInLibrary(tx: Pick<Database, 'select'>, imagem: string): Promise<void> {
  const arquivo = imagem.replace(/^\/uploads\//, '');
  const [row] = await tx.select({ id: midias.id }).from(midias).where(eq(midias.arquivo, arquivo)).limit(1);
  if (!row) throw badRequest('Dados inválidos. Verifique os campos destacados.', { imagem: BANNER_IMAGE_MISSING_MESSAGE });
}

function rowValues(input: BannerInput) {
  return {
    titulo: input.titulo,
    imagem: input.imagem,
    link: input.link,
    ativo: input.ativo,
    inicioEm: input.inicioEm ? new Date(input.inicioEm) : null,
    fimEm: input.fimEm ? new Date(input.fimEm) : null,
  };
}

function logDetails(input: BannerInput) {
  return { titulo: input.titulo, imagem: input.imagem, link: input.link, ativo: input.ativo, inicioEm: input.inicioEm, fimEm: input.fimEm };
}

/** A new banner goes to the end of the carousel. */
export async function createBanner(db: Database, actor: Actor, input: BannerInput): Promise<AdminBanner> {
  assertRole(actor.user, ['admin', 'editor'], BANNER_WRITE_FORBIDDEN_MESSAGE);
  const row = await db.transaction(async (tx) => {
    await assertImageInLibrary(tx, input.imagem);
    const [{ proxima }] = await tx.select({ proxima: sql<number>`coalesce(max(${banners.ordem}), 0)::int + 1` }).from(banners);
    const [created] = await tx
      .insert(banners)
      .values({ ...rowValues(input), ordem: Number(proxima) })
      .returning();
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: 'banner', entidadeId: created.id, detalhes: logDetails(input), ip: actor.ip });
    return created;
  });
  return toAdminBanner(row);
}

export async function updateBanner(db: Database, actor: Actor, id: number, input: BannerInput): Promise<AdminBanner> {
  assertRole(actor.user, ['admin', 'editor'], BANNER_WRITE_FORBIDDEN_MESSAGE);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: banners.id, imagem: banners.imagem }).from(banners).where(eq(banners.id, id)).limit(1);
    if (!current) throw notFound(BANNER_NOT_FOUND_MESSAGE);
    // An image kept as it was need not be in the library (a banner from before the library, say).
    if (current.imagem !== input.imagem) await assertImageInLibrary(tx, input.imagem);
    const [updated] = await tx
      .update(banners)
      .set({ ...rowValues(input), atualizadoEm: new Date() })
      .where(eq(banners.id, id))
      .returning();
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'atualizar', entidade: 'banner', entidadeId: id, detalhes: logDetails(input), ip: actor.ip });
    return updated;
  });
  return toAdminBanner(row);
}

export async function deleteBanner(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], BANNER_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx.delete(banners).where(eq(banners.id, id)).returning({ titulo: banners.titulo, imagem: banners.imagem });
    if (!current) throw notFound(BANNER_NOT_FOUND_MESSAGE);
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'excluir', entidade: 'banner', entidadeId: id, detalhes: { titulo: current.titulo, imagem: current.imagem }, ip: actor.ip });
  });
}

/**
 * Replaces the whole order at once. The list must be exactly the current banners: one created or
 * deleted by someone else since the screen loaded makes the request stale (409), never a partial
 * order. The rows are locked so two reorders do not interleave.
 */
export async function reorderBanners(db: Database, actor: Actor, input: BannerOrderInput): Promise<AdminBanner[]> {
  assertRole(actor.user, ['admin', 'editor'], BANNER_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx: Tx) => {
    const rows = await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.ordem), asc(banners.id)).for('update');
    const before = rows.map((row) => row.id);
    if (!isSameIdSet(before, input.ids)) throw new AppError('conflict', 'ORDEM_DESATUALIZADA', BANNER_ORDER_STALE_MESSAGE);
    for (const [index, id] of input.ids.entries()) {
      await tx.update(banners).set({ ordem: index + 1 }).where(eq(banners.id, id));
    }
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'ordenar', entidade: 'banner', entidadeId: null, detalhes: { antes: before, depois: input.ids }, ip: actor.ip });
  });
  return listAdminBanners(db);
}
