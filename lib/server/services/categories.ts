import 'server-only';
import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categorias } from '../db/schema';
import { publicCountRows } from './posts';

function toPublicCategory(row: {
  id: number;
  nome: string;
  slug: string;
  descricao: string | null;
  cor: string;
  imagem: string | null;
  ordem: number;
  total: number;
  destaquePostagemId: number | null;
}) {
  return {
    id: row.id,
    nome: row.nome,
    slug: row.slug,
    descricao: row.descricao,
    cor: row.cor,
    imagem: row.imagem,
    ordem: row.ordem,
    _count: { postagens: Number(row.total) },
    // The pinned lead: the category page checks that it is still public and still here.
    destaquePostagemId: row.destaquePostagemId,
  };
}

export type PublicCategory = ReturnType<typeof toPublicCategory>;

/** Public posts per category, from the post counters (not a count of the posts themselves). */
function publicCounts(db: Database) {
  return db
    .select({
      categoriaId: sql<number>`categoria_id`.as('categoria_id'),
      total: sql<number>`sum(n)::int`.as('total'),
    })
    .from(sql`${publicCountRows()} as linhas`)
    .groupBy(sql`categoria_id`)
    .as('contagens');
}

function selectCategories(db: Database) {
  const counts = publicCounts(db);
  const total = sql<number>`coalesce(${counts.total}, 0)`.mapWith(Number);
  const query = db
    .select({
      id: categorias.id,
      nome: categorias.nome,
      slug: categorias.slug,
      descricao: categorias.descricao,
      cor: categorias.cor,
      imagem: categorias.imagem,
      ordem: categorias.ordem,
      destaquePostagemId: categorias.destaquePostagemId,
      total,
    })
    .from(categorias)
    .leftJoin(counts, eq(counts.categoriaId, categorias.id));
  return { query, total };
}

export async function listPublicCategories(db: Database): Promise<PublicCategory[]> {
  const { query } = selectCategories(db);
  const rows = await query.orderBy(asc(categorias.ordem), asc(categorias.nome));
  return rows.map(toPublicCategory);
}

/** Categories that hold public posts, most posts first. */
export async function listTopCategories(db: Database, limit: number): Promise<PublicCategory[]> {
  const { query, total } = selectCategories(db);
  const rows = await query.where(gt(total, 0)).orderBy(desc(total), asc(categorias.nome)).limit(limit);
  return rows.map(toPublicCategory);
}
