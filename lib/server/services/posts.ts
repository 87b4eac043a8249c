import 'server-only';
import { parseId } from '@/lib/domain/ids';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PublicPostListQuery } from '@/lib/schemas/public';
import type { PublicPost } from '@/lib/schemas/posts';
import type { Database } from '../db/client';
import { contagemPostagens, postagens } from '../db/schema';
import { notFound } from '@/lib/server/errors';
import { searchPosts } from './post-search';
import {
  allOf,
  baseSelect,
  categoryIdOfSlug,
  emptyList,
  galleriesFor,
  isPubliclyVisible,
  publicDate,
  scopeConditions,
  scopeFilters,
  toPublicPost,
  withGalleries,
  type PostListResult,
  type Scope,
} from './public-post-rows';

/** Width of contagem_postagens.periodo, in seconds: sintonia_periodo() of migration 0003 (30 days). */
export const PERIOD_SECONDS = 2_592_000;

/**
 * Rows (categoria_id, periodo, n) whose sums, per category or per period, are the public posts in
 * scope: the counters of published posts (kept by triggers, see contagemPostagens), less the ones
 * dated in the future, plus the scheduled posts already due, less the excluded post. Only the
 * counters grow with the site; the corrections read a few index entries.
 */
export function publicCountRows(scope: Scope = {}): SQL {
  const counterScope: SQL[] = [];
  if (scope.categoria !== undefined) counterScope.push(sql`${contagemPostagens.categoriaId} = ${categoryIdOfSlug(scope.categoria)}`);
  if (scope.categoriaId !== undefined) counterScope.push(eq(contagemPostagens.categoriaId, scope.categoriaId));
  if (scope.destaque) counterScope.push(eq(contagemPostagens.destaque, true));
  const inScope = allOf(scopeFilters(scope));
  const periodOf = sql`sintonia_periodo(${publicDate})`;
  const parts = [
    sql`select ${contagemPostagens.categoriaId} as categoria_id, ${contagemPostagens.periodo} as periodo, ${contagemPostagens.total} as n
      from ${contagemPostagens} where ${allOf(counterScope)}`,
    // Published but dated ahead: counted, not public yet (isPubliclyVisible).
    sql`select ${postagens.categoriaId}, ${periodOf}, -1 from ${postagens}
      where ${postagens.status} = 'publicado' and ${postagens.publicadoEm} > now() and ${inScope}`,
    // Scheduled and due: public before the scheduler flips them to 'publicado'.
    sql`select ${postagens.categoriaId}, ${periodOf}, 1 from ${postagens}
      where ${postagens.status} = 'agendado' and ${postagens.publicadoEm} <= now() and ${inScope}`,
  ];
  if (scope.excluir !== undefined) {
    parts.push(sql`select ${postagens.categoriaId}, ${periodOf}, -1 from ${postagens}
      where ${postagens.id} = ${scope.excluir} and ${isPubliclyVisible} and ${inScope}`);
  }
  return sql`(${sql.join(parts, sql` union all `)})`;
}

/** Public posts in scope per period of their public date, oldest first; empty periods left out. */
async function countsByPeriod(db: Database, scope: Scope): Promise<Array<{ periodo: number; total: number }>> {
  return db
    .select({ periodo: sql<number>`periodo`.mapWith(Number), total: sql<number>`sum(n)::int`.mapWith(Number) })
    .from(sql`${publicCountRows(scope)} as linhas`)
    .groupBy(sql`periodo`)
    .having(sql`sum(n) <> 0`)
    .orderBy(sql`periodo`);
}

const periodStart = (periodo: number) => new Date(periodo * PERIOD_SECONDS * 1000).toISOString();

/**
 * Lists in the order readers see (public date, newest first; oldest first with direcao=asc), the
 * order of every list the site shows. The total comes from the counters; a deep page starts at the
 * period that holds its first post, so it reads at most one period's worth of index entries
 * before its own, whatever the page number. Pages are picked index-only, then joined.
 */
async function listByPublicDate(db: Database, query: PublicPostListQuery, scope: Scope): Promise<PostListResult> {
  const periods = await countsByPeriod(db, scope);
  const total = periods.reduce((sum, period) => sum + period.total, 0);
  const offset = (query.pagina - 1) * query.limite;
  if (offset >= total) return emptyList(query, total);

  const ascending = query.direcao === 'asc';
  const conditions = [isPubliclyVisible, ...scopeConditions(scope)];
  let skipped = 0;
  for (const period of ascending ? periods : [...periods].reverse()) {
    if (skipped + period.total > offset) {
      if (skipped > 0) {
        conditions.push(
          ascending
            ? sql`${publicDate} >= ${periodStart(period.periodo)}::timestamptz`
            : sql`${publicDate} < ${periodStart(period.periodo + 1)}::timestamptz`,
        );
      }
      break;
    }
    skipped += period.total;
  }
  const direction = ascending ? asc : desc;
  const page = db
    .select({ id: postagens.id })
    .from(postagens)
    .where(and(...conditions))
    .orderBy(direction(publicDate), direction(postagens.id))
    .limit(query.limite)
    .offset(offset - skipped);
  const rows = await baseSelect(db)
    .where(inArray(postagens.id, page))
    .orderBy(direction(publicDate), direction(postagens.id));
  return withGalleries(db, rows, query, total);
}

/** ordenarPor visualizacoes, titulo or atualizadoEm: sorted in full (the site itself never asks). */
async function listSorted(db: Database, query: PublicPostListQuery, scope: Scope): Promise<PostListResult> {
  const [{ total }] = await db
    .select({ total: sql<number>`coalesce(sum(n), 0)::int`.mapWith(Number) })
    .from(sql`${publicCountRows(scope)} as linhas`);
  const offset = (query.pagina - 1) * query.limite;
  if (offset >= total) return emptyList(query, total);
  const direction = query.direcao === 'asc' ? asc : desc;
  const column =
    query.ordenarPor === 'visualizacoes' ? postagens.visualizacoes : query.ordenarPor === 'titulo' ? postagens.titulo : postagens.atualizadoEm;
  const rows = await baseSelect(db)
    .where(and(isPubliclyVisible, ...scopeConditions(scope)))
    .orderBy(direction(column), desc(postagens.id))
    .limit(query.limite)
    .offset(offset);
  return withGalleries(db, rows, query, total);
}

async function listPosts(db: Database, query: PublicPostListQuery, destaque: boolean): Promise<PostListResult> {
  const scope: Scope = { categoria: query.categoria, categoriaId: query.categoriaId, destaque, excluir: query.excluir };
  if (query.busca) return searchPosts(db, query, scope, query.busca);
  const ordenarPor = query.ordenarPor ?? 'criadoEm';
  if (ordenarPor === 'visualizacoes' || ordenarPor === 'titulo' || ordenarPor === 'atualizadoEm') return listSorted(db, query, scope);
  return listByPublicDate(db, query, scope);
}

export function listPublicPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, false);
}

export function listFeaturedPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, true);
}

export async function getPublicPost(db: Database, slugOrId: string): Promise<PublicPost> {
  // Only an exact id (parseId) is also an id: '01' or an all-digit slug past the column's range is a slug alone.
  const id = parseId(slugOrId);
  const match = id !== null ? or(eq(postagens.id, id), eq(postagens.slug, slugOrId)) : eq(postagens.slug, slugOrId.toLowerCase());
  const [row] = await baseSelect(db).where(and(isPubliclyVisible, match)).limit(1);
  if (!row) throw notFound('Postagem não encontrada.');
  const galleries = await galleriesFor(db, [row.id]);
  return toPublicPost(row, galleries.get(row.id) ?? []);
}
