import 'server-only';
import { and, count, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { postPath } from '@/lib/domain/post';
import { isRedirectStatus } from '@/lib/domain/redirects';
import type { AdminRedirect, AdminRedirectPage, RedirectListQuery } from '@/lib/schemas/redirects';
import type { Database, Executor } from '../../db/client';
import { categorias, postagens, redirecionamentos, usuarios } from '../../db/schema';
import { assertRole } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { containsPattern, pageMeta } from '../paging';
import { isPubliclyVisible } from '../public-post-rows';
import { REDIRECTS_FORBIDDEN_MESSAGE } from './rows';

const creator = alias(usuarios, 'criado_por');

const columns = {
  id: redirecionamentos.id,
  origem: redirecionamentos.origem,
  destino: redirecionamentos.destino,
  status: redirecionamentos.status,
  postagemId: redirecionamentos.postagemId,
  criadoEm: redirecionamentos.criadoEm,
  postTitulo: postagens.titulo,
  postSlug: postagens.slug,
  categoriaSlug: categorias.slug,
  postPublica: sql<boolean>`coalesce(${isPubliclyVisible}, false)`,
  criadoPorId: creator.id,
  criadoPorNome: creator.nome,
};

const selectRedirects = (db: Executor) =>
  db
    .select(columns)
    .from(redirecionamentos)
    .leftJoin(postagens, eq(postagens.id, redirecionamentos.postagemId))
    .leftJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .leftJoin(creator, eq(creator.id, redirecionamentos.criadoPorId));

type Row = Awaited<ReturnType<ReturnType<typeof selectRedirects>['execute']>>[number];

function toAdminRedirect(row: Row): AdminRedirect {
  const postagem =
    row.postagemId !== null && row.postSlug !== null
      ? { id: row.postagemId, titulo: row.postTitulo ?? '', caminho: postPath({ slug: row.postSlug, categoriaSlug: row.categoriaSlug ?? '' }), publica: row.postPublica }
      : null;
  return {
    id: row.id,
    origem: row.origem,
    destino: row.destino,
    postagem,
    status: isRedirectStatus(row.status) ? row.status : 301,
    automatico: row.postagemId !== null,
    criadoPor: row.criadoPorId === null ? null : { id: row.criadoPorId, nome: row.criadoPorNome ?? '' },
    criadoEm: row.criadoEm.toISOString(),
  };
}

export async function loadRedirect(db: Executor, id: number): Promise<AdminRedirect | null> {
  const [row] = await selectRedirects(db).where(eq(redirecionamentos.id, id)).limit(1);
  return row ? toAdminRedirect(row) : null;
}

/** The panel's list, newest first: all, the automatic (a post's) or the manual ones, searched in origin, destination and post title. */
export async function listRedirects(db: Database, actor: Actor, query: RedirectListQuery): Promise<AdminRedirectPage> {
  assertRole(actor.user, ['admin', 'editor'], REDIRECTS_FORBIDDEN_MESSAGE);
  const conditions: SQL[] = [];
  if (query.tipo === 'automaticos') conditions.push(isNotNull(redirecionamentos.postagemId));
  if (query.tipo === 'manuais') conditions.push(isNull(redirecionamentos.postagemId));
  if (query.busca) {
    const pattern = containsPattern(query.busca);
    conditions.push(
      or(
        sql`${redirecionamentos.origem} ilike ${pattern}`,
        sql`${redirecionamentos.destino} ilike ${pattern}`,
        sql`sintonia_unaccent(${postagens.titulo}) ilike sintonia_unaccent(${pattern})`,
      ) as SQL,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    selectRedirects(db)
      .where(where)
      .orderBy(desc(redirecionamentos.criadoEm), desc(redirecionamentos.id))
      .limit(query.limite)
      .offset((query.pagina - 1) * query.limite),
    db.select({ total: count() }).from(redirecionamentos).leftJoin(postagens, eq(postagens.id, redirecionamentos.postagemId)).where(where),
  ]);
  return { dados: rows.map(toAdminRedirect), meta: pageMeta(query.pagina, query.limite, total) };
}
