import 'server-only';
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { categorias, postagens } from '../db/schema';
import { isPubliclyVisible } from './posts';

// Drizzle leaves columns unqualified in single-table selects, so the correlation is spelled out.
const publicPostCount = sql<number>`(
  select count(*)::int from ${postagens}
  where ${postagens}.categoria_id = ${categorias}.id and ${isPubliclyVisible}
)`;

function toPublicCategory(row: {
  id: number;
  nome: string;
  slug: string;
  descricao: string | null;
  cor: string;
  imagem: string | null;
  ordem: number;
  total: number;
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
  };
}

export type PublicCategory = ReturnType<typeof toPublicCategory>;

const columns = {
  id: categorias.id,
  nome: categorias.nome,
  slug: categorias.slug,
  descricao: categorias.descricao,
  cor: categorias.cor,
  imagem: categorias.imagem,
  ordem: categorias.ordem,
  total: publicPostCount,
};

export async function listPublicCategories(db: Database): Promise<PublicCategory[]> {
  const rows = await db.select(columns).from(categorias).orderBy(asc(categorias.ordem), asc(categorias.nome));
  return rows.map(toPublicCategory);
}

/** Categories that hold public posts, most posts first. */
export async function listTopCategories(db: Database, limit: number): Promise<PublicCategory[]> {
  const rows = await db
    .select(columns)
    .from(categorias)
    .where(gt(publicPostCount, 0))
    .orderBy(desc(publicPostCount), asc(categorias.nome))
    .limit(limit);
  return rows.map(toPublicCategory);
}
