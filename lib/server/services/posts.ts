import 'server-only';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PublicPostListQuery } from '@/lib/schemas/public';
import type { Database } from '../db/client';
import { categorias, membrosEquipe, postagemImagens, postagens, usuarios } from '../db/schema';
import { notFound } from '../api/errors';

/** Published, or scheduled and due: a scheduled post goes live on the first read after its time. */
export const isPubliclyVisible: SQL = sql`(
  (${postagens}.status = 'publicado' and (${postagens}.publicado_em is null or ${postagens}.publicado_em <= now()))
  or (${postagens}.status = 'agendado' and ${postagens}.publicado_em <= now())
)`;

/** The date readers see: when it went public, else when it was written. */
const publicDate = sql<Date>`coalesce(${postagens.publicadoEm}, ${postagens.criadoEm})`;

const postColumns = {
  id: postagens.id,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  conteudo: postagens.conteudo,
  imagemDestaque: postagens.imagemDestaque,
  legenda: postagens.legenda,
  destaque: postagens.destaque,
  status: postagens.status,
  visualizacoes: postagens.visualizacoes,
  tags: postagens.tags,
  publicadoEm: postagens.publicadoEm,
  criadoEm: postagens.criadoEm,
  atualizadoEm: postagens.atualizadoEm,
  dataPublica: publicDate,
  categoriaId: categorias.id,
  categoriaNome: categorias.nome,
  categoriaSlug: categorias.slug,
  categoriaCor: categorias.cor,
  autorId: usuarios.id,
  autorNome: usuarios.nome,
  autorFoto: usuarios.avatar,
  membroId: membrosEquipe.id,
  membroNome: membrosEquipe.nome,
  membroCargo: membrosEquipe.cargo,
  membroAvatar: membrosEquipe.avatar,
};

type PostRow = {
  [K in keyof typeof postColumns]: unknown;
} & {
  id: number;
  tags: string[];
  publicadoEm: Date | null;
  criadoEm: Date;
  atualizadoEm: Date;
  dataPublica: Date | string;
};

export type PublicPost = ReturnType<typeof toPublicPost>;

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function toPublicPost(row: PostRow, gallery: { id: number; url: string; legenda: string | null; ordem: number }[]) {
  return {
    id: row.id,
    titulo: row.titulo as string,
    slug: row.slug as string,
    resumo: (row.resumo as string | null) ?? null,
    conteudo: row.conteudo as string,
    imagemDestaque: (row.imagemDestaque as string | null) ?? null,
    legenda: (row.legenda as string | null) ?? null,
    categoria: { id: row.categoriaId as number, nome: row.categoriaNome as string, slug: row.categoriaSlug as string, cor: row.categoriaCor as string },
    autor: { id: row.autorId as number, nome: row.autorNome as string, foto: (row.autorFoto as string | null) ?? null },
    membroEquipe: row.membroId
      ? { id: row.membroId as number, nome: row.membroNome as string, cargo: row.membroCargo as string, avatar: (row.membroAvatar as string | null) ?? null }
      : null,
    destaque: Boolean(row.destaque),
    status: 'publicado' as const,
    visualizacoes: Number(row.visualizacoes),
    tags: row.tags,
    galeriaImagens: gallery,
    // Public readers see the publication moment as the post's date (DESIGN: one canonical shape).
    criadoEm: toIso(row.dataPublica)!,
    publicadoEm: toIso(row.publicadoEm) ?? toIso(row.dataPublica)!,
    atualizadoEm: toIso(row.atualizadoEm)!,
  };
}

function baseSelect(db: Database) {
  return db
    .select(postColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId));
}

async function galleriesFor(db: Database, ids: number[]) {
  const byPost = new Map<number, { id: number; url: string; legenda: string | null; ordem: number }[]>();
  if (ids.length === 0) return byPost;
  const rows = await db
    .select()
    .from(postagemImagens)
    .where(inArray(postagemImagens.postagemId, ids))
    .orderBy(asc(postagemImagens.postagemId), asc(postagemImagens.ordem), asc(postagemImagens.id));
  for (const row of rows) {
    const list = byPost.get(row.postagemId) ?? [];
    list.push({ id: row.id, url: row.url, legenda: row.legenda, ordem: row.ordem });
    byPost.set(row.postagemId, list);
  }
  return byPost;
}

/**
 * Each word a prefix, all words required; accents are folded in SQL the same way as the indexed
 * text. With `weights` 'A', only title words match.
 */
export function toPrefixTsQuery(term: string, weights = ''): string | null {
  const words = term
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 12);
  return words.length ? words.map((w) => `${w}:*${weights}`).join(' & ') : null;
}

export type PostListResult = {
  dados: PublicPost[];
  meta: { pagina: number; limite: number; total: number; totalPaginas: number };
};

async function listPosts(db: Database, query: PublicPostListQuery, extra: SQL[]): Promise<PostListResult> {
  const conditions: SQL[] = [isPubliclyVisible, ...extra];
  if (query.categoria) conditions.push(eq(categorias.slug, query.categoria));
  if (query.categoriaId) conditions.push(eq(postagens.categoriaId, query.categoriaId));
  if (query.excluir) conditions.push(ne(postagens.id, query.excluir));

  let tsQuery: SQL | null = null;
  let titleQuery: SQL | null = null;
  const prefixQuery = query.busca ? toPrefixTsQuery(query.busca) : null;
  if (query.busca) {
    if (!prefixQuery) return { dados: [], meta: { pagina: query.pagina, limite: query.limite, total: 0, totalPaginas: 0 } };
    tsQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${prefixQuery}))`;
    titleQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${toPrefixTsQuery(query.busca, 'A')}))`;
    conditions.push(sql`${postagens.busca} @@ ${tsQuery}`);
  }
  const where = and(...conditions);

  const direction = query.direcao === 'asc' ? asc : desc;
  const orderBy: SQL[] = [];
  const ordenarPor = query.ordenarPor ?? (tsQuery ? 'relevancia' : 'criadoEm');
  if (ordenarPor === 'relevancia' && tsQuery) {
    // Title matches come first whatever the body's word counts; rank orders within each group.
    orderBy.push(sql`(${postagens.busca} @@ ${titleQuery}) desc`, sql`ts_rank(${postagens.busca}, ${tsQuery}) desc`);
  }
  else if (ordenarPor === 'visualizacoes') orderBy.push(direction(postagens.visualizacoes));
  else if (ordenarPor === 'titulo') orderBy.push(direction(postagens.titulo));
  else if (ordenarPor === 'atualizadoEm') orderBy.push(direction(postagens.atualizadoEm));
  if (ordenarPor === 'relevancia' || ordenarPor === 'criadoEm' || ordenarPor === 'publicadoEm') {
    orderBy.push(query.direcao === 'asc' ? sql`${publicDate} asc` : sql`${publicDate} desc`);
  }
  orderBy.push(desc(postagens.id));

  const offset = (query.pagina - 1) * query.limite;
  const [rows, [{ total }]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limite)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(postagens)
      .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
      .where(where),
  ]);
  const galleries = await galleriesFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    dados: rows.map((row) => toPublicPost(row as PostRow, galleries.get(row.id) ?? [])),
    meta: { pagina: query.pagina, limite: query.limite, total, totalPaginas: Math.ceil(total / query.limite) },
  };
}

export function listPublicPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, []);
}

export function listFeaturedPosts(db: Database, query: PublicPostListQuery): Promise<PostListResult> {
  return listPosts(db, query, [eq(postagens.destaque, true)]);
}

export async function getPublicPost(db: Database, slugOrId: string): Promise<PublicPost> {
  const byId = /^\d+$/.test(slugOrId) && Number.isSafeInteger(Number(slugOrId));
  const match = byId ? or(eq(postagens.id, Number(slugOrId)), eq(postagens.slug, slugOrId)) : eq(postagens.slug, slugOrId.toLowerCase());
  const [row] = await baseSelect(db).where(and(isPubliclyVisible, match)).limit(1);
  if (!row) throw notFound('Postagem não encontrada.');
  const galleries = await galleriesFor(db, [row.id]);
  return toPublicPost(row as PostRow, galleries.get(row.id) ?? []);
}
