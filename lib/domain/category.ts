/** Categories (SPEC §3 Categoria, §2.3 bars, §7.3 calls, §9 fallback list). */

import { COLUMNISTS_SLUG, DEFAULT_COLOR, NEWS_SLUG } from './constants';
import { asRecord, countOf, firstPresent, firstText, isRecord, listFrom } from './coerce';
import { normalizeHexColor } from './color';
import { isMissingImageUrl, normalizeMediaPath } from './media';

export interface Categoria {
  id: string;
  slug: string;
  nome: string;
  descricao: string;
  cor: string;
  imagem: string | null;
  /** Post count, from _count.postagens. */
  totalPostagens: number;
  _count: { postagens: number };
  /** The post an editor pinned as the category page's lead; absent from older backends. */
  destaquePostagemId?: string | null;
}

export const DEFAULT_CATEGORY_NAME = 'Sem título';
export const DEFAULT_CATEGORY_DESCRIPTION = 'Categoria de notícias';

/** SPEC §3: a missing slug is the name lowercased with whitespace turned into hyphens. */
export function slugFromCategoryName(nome: string): string {
  return nome.trim().toLowerCase().replace(/\s+/g, '-');
}

export function normalizeCategory(raw: unknown): Categoria {
  const record = asRecord(raw);
  const nome = firstText(record.nome, record.title) || DEFAULT_CATEGORY_NAME;
  const count = countOf(firstPresent(asRecord(record._count), ['postagens']) ?? record.totalPostagens);
  const imagem = firstText(record.imagem, record.image);
  return {
    id: firstText(record.id, record.uuid),
    slug: firstText(record.slug) || slugFromCategoryName(nome),
    nome,
    descricao: firstText(record.descricao) || DEFAULT_CATEGORY_DESCRIPTION,
    cor: normalizeHexColor(firstText(record.cor, record.color) || DEFAULT_COLOR),
    imagem: isMissingImageUrl(imagem) ? null : normalizeMediaPath(imagem),
    totalPostagens: count,
    _count: { postagens: count },
    destaquePostagemId: firstText(record.destaquePostagemId, record.destaque_postagem_id) || null,
  };
}

/** {categorias:[...]}, {dados:[...]} or a bare array. */
export function normalizeCategoryList(raw: unknown): Categoria[] {
  return listFrom(raw, ['categorias', 'dados']).filter(isRecord).map(normalizeCategory);
}

/** SPEC §9 fallback list, used when the categories call fails or is empty. */
export function fallbackCategories(brand: string): Categoria[] {
  const rows: Array<[slug: string, nome: string, cor: string]> = [
    ['plantao', `Plantão ${brand}`, '#EF4444'],
    ['politica', 'Política', '#3B82F6'],
    ['politica-local', 'Política Local', '#2563EB'],
    ['politica-nacional', 'Política Nacional', '#1D4ED8'],
    ['saude', 'Saúde', '#10B981'],
    ['bombeiros-bombeiros', 'Bombeiros', '#DC2626'],
  ];
  return rows.map(([slug, nome, cor]) => ({
    id: slug,
    slug,
    nome,
    descricao: DEFAULT_CATEGORY_DESCRIPTION,
    cor,
    imagem: null,
    totalPostagens: 0,
    _count: { postagens: 0 },
  }));
}

/** The loaded list, or the fallback list when it is empty. */
export function categoriesOrFallback(list: Categoria[], brand: string): Categoria[] {
  return list.length > 0 ? list : fallbackCategories(brand);
}

/** Categories with more than 0 posts, by post count descending (ties keep server order). */
export function headerCategories(list: readonly Categoria[]): Categoria[] {
  return list
    .filter((category) => category.totalPostagens > 0)
    .map((category, index) => ({ category, index }))
    .sort((a, b) => b.category.totalPostagens - a.category.totalPostagens || a.index - b.index)
    .map(({ category }) => category);
}

export function topCategories(list: readonly Categoria[], n: number): Categoria[] {
  return headerCategories(list).slice(0, Math.max(0, n));
}

/** By slug 'colunistas' first, else the first whose name contains 'colunista'. */
export function findColumnistCategory(list: readonly Categoria[]): Categoria | null {
  return (
    list.find((category) => category.slug.toLowerCase() === COLUMNISTS_SLUG) ??
    list.find((category) => category.nome.toLowerCase().includes('colunista')) ??
    null
  );
}

/** Active when the path is /{slug} or under /{slug}/. */
export function isActiveCategoryPath(pathname: string, slug: string): boolean {
  if (slug === '') return false;
  const base = `/${slug}`;
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** /noticias and everything under /noticias/ is the news section. */
export function isNewsPath(pathname: string): boolean {
  return isActiveCategoryPath(pathname, NEWS_SLUG);
}

/**
 * First path segments the site itself serves: a category there would be shadowed by the route
 * (or shadow it), put its posts under /admin/… and into the sitemap. Every fixed top-level route
 * of app/ and app/(site)/ is here; a test keeps the list in step with the folders.
 */
export const RESERVED_CATEGORY_SLUGS: readonly string[] = [
  'a-radio', 'admin', 'api', 'buscar', 'capas-podcast', 'compartilhamento', 'contato', 'equipe', 'icons', 'noticias', 'peca-sua-musica', 'podcasts', 'previa', 'programacao', 'robots', 'rss', 'sitemap', 'sitemap-noticias', 'tocou', 'uploads',
];

export function isReservedCategorySlug(slug: string): boolean {
  return RESERVED_CATEGORY_SLUGS.includes(slug);
}

export function reservedCategorySlugMessage(slug: string): string {
  return `O endereço /${slug} é usado pelo próprio site. Escolha outro endereço (slug) ou outro nome.`;
}
