import 'server-only';
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PublicPost } from '@/lib/schemas/posts';
import type { PublicPostListQuery } from '@/lib/schemas/public';
import type { Database } from '../db/client';
import { categorias, membrosEquipe, midias, postagemImagens, postagens, usuarios } from '../db/schema';
import { pageMeta, type PageMeta } from './paging';

/* What every public read of posts shares: which posts are public, their row and its answer, and a list's scope. */

/** Published, or scheduled and due: a scheduled post goes live on the first read after its time. */
export const isPubliclyVisible: SQL = sql`(
  (${postagens}.status = 'publicado' and (${postagens}.publicado_em is null or ${postagens}.publicado_em <= now()))
  or (${postagens}.status = 'agendado' and ${postagens}.publicado_em <= now())
)`;

/**
 * The featured image's focal point, from the media library row of that upload: the cards
 * set their fixed-ratio crops' object-position from it. One lookup by the unique file name per post.
 */
const featuredImageFocus = sql<{ x: number; y: number } | null>`(
  select json_build_object('x', ${midias.focoX}, 'y', ${midias.focoY}) from ${midias}
  where ${postagens.imagemDestaque} like '/uploads/%' and ${midias.arquivo} = substr(${postagens.imagemDestaque}, 10)
    and ${midias.focoX} is not null and ${midias.focoY} is not null
)`;

/** The date readers see: when it went public, else when it was written. */
export const publicDate = sql<Date>`coalesce(${postagens.publicadoEm}, ${postagens.criadoEm})`;

const postColumns = {
  id: postagens.id,
  titulo: postagens.titulo,
  slug: postagens.slug,
  resumo: postagens.resumo,
  conteudo: postagens.conteudo,
  imagemDestaque: postagens.imagemDestaque,
  imagemFoco: featuredImageFocus,
  legenda: postagens.legenda,
  destaque: postagens.destaque,
  status: postagens.status,
  visualizacoes: postagens.visualizacoes,
  tags: postagens.tags,
  publicadoEm: postagens.publicadoEm,
  criadoEm: postagens.criadoEm,
  atualizadoEm: postagens.atualizadoEm,
  urgenteAte: postagens.urgenteAte,
  coberturaInicio: postagens.coberturaInicio,
  coberturaFim: postagens.coberturaFim,
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

export type PostRow = Awaited<ReturnType<typeof baseSelect>>[number];

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function toPublicPost(row: PostRow, gallery: PublicPost['galeriaImagens']): PublicPost {
  return {
    id: row.id,
    titulo: row.titulo,
    slug: row.slug,
    resumo: row.resumo ?? null,
    conteudo: row.conteudo,
    imagemDestaque: row.imagemDestaque ?? null,
    // The featured image's focal point; null: the centre. Optional for other backends.
    imagemFoco: row.imagemFoco ?? null,
    legenda: row.legenda ?? null,
    categoria: { id: row.categoriaId, nome: row.categoriaNome, slug: row.categoriaSlug, cor: row.categoriaCor },
    autor: { id: row.autorId, nome: row.autorNome, foto: row.autorFoto ?? null },
    // Left-joined: with the member's id, their other columns are there too.
    membroEquipe: row.membroId
      ? { id: row.membroId, nome: row.membroNome as string, cargo: row.membroCargo as string, avatar: row.membroAvatar ?? null }
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
    // "Urgente" while this instant is to come (the scheduler clears it after); a live coverage.
    urgenteAte: toIso(row.urgenteAte),
    coberturaInicio: toIso(row.coberturaInicio),
    coberturaFim: toIso(row.coberturaFim),
  };
}

/** A public post with what it carries: category, author and (for columns) team member. */
export function baseSelect(db: Database) {
  return db
    .select(postColumns)
    .from(postagens)
    .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
    .innerJoin(usuarios, eq(usuarios.id, postagens.autorId))
    .leftJoin(membrosEquipe, eq(membrosEquipe.id, postagens.membroEquipeId));
}

export async function galleriesFor(db: Database, ids: number[]) {
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

export type PostListResult = {
  dados: PublicPost[];
  meta: PageMeta;
};

/** Which posts a list shows, besides being public. */
export type Scope = { categoria?: string; categoriaId?: number; destaque?: boolean; excluir?: number };

export const categoryIdOfSlug = (slug: string) => sql`(select ${categorias.id} from ${categorias} where ${categorias.slug} = ${slug})`;

export const allOf = (conditions: SQL[]): SQL => (conditions.length > 0 ? (and(...conditions) as SQL) : sql`true`);

/** The scope's conditions on postagens (excluir left out: see scopeConditions). */
export function scopeFilters(scope: Scope): SQL[] {
  const conditions: SQL[] = [];
  if (scope.categoria !== undefined) conditions.push(sql`${postagens.categoriaId} = ${categoryIdOfSlug(scope.categoria)}`);
  if (scope.categoriaId !== undefined) conditions.push(eq(postagens.categoriaId, scope.categoriaId));
  if (scope.destaque) conditions.push(eq(postagens.destaque, true));
  return conditions;
}

export function scopeConditions(scope: Scope): SQL[] {
  const conditions = scopeFilters(scope);
  if (scope.excluir !== undefined) conditions.push(ne(postagens.id, scope.excluir));
  return conditions;
}

export function emptyList(query: PublicPostListQuery, total = 0): PostListResult {
  return { dados: [], meta: pageMeta(query.pagina, query.limite, total) };
}

export async function withGalleries(db: Database, rows: PostRow[], query: PublicPostListQuery, total: number): Promise<PostListResult> {
  const galleries = await galleriesFor(
    db,
    rows.map((r) => r.id),
  );
  return {
    dados: rows.map((row) => toPublicPost(row, galleries.get(row.id) ?? [])),
    meta: pageMeta(query.pagina, query.limite, total),
  };
}

