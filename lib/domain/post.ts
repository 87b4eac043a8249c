/** Posts (SPEC §3 "Post (postagem)"): aliases, image resolution, dates, media, URL. */

import { COLUMNISTS_SLUG, DEFAULT_COLOR, HOME_GALLERIES, HOME_RECENT_MAX, NEWS_SLUG } from './constants';
import { asRecord, countOf, firstPresent, firstText, isRecord, isTrueFlag, listFrom, textOf } from './coerce';
import { normalizeHexColor } from './color';
import { parseCreationDate, parseDateValue } from './dates';
import { focalPointOf, type FocalPoint } from './focal-point';
import { extractMediaFromHtml } from './html-media';
import { coverageOf } from './live-coverage';
import type { Coverage } from './live-updates';
import { isMissingImageUrl, normalizeMediaPath } from './media';
import { categoryNameToSlug } from './slug';

export { extractMediaFromHtml, type HtmlMedia } from './html-media';

export interface PostAutor {
  id: string;
  nome: string;
  foto: string | null;
}

export interface PostMembroEquipe {
  id: string;
  nome: string;
  cargo: string;
  avatar: string | null;
}

export interface Post {
  id: string;
  titulo: string;
  resumo: string;
  conteudoHtml: string;
  imagemUrl: string | null;
  /** The featured image's focal point, when imagemUrl is that image and one is set; absent or null: the centre. */
  imagemFoco?: FocalPoint | null;
  legenda: string;
  slug: string;
  /** Category name. */
  categoria: string | null;
  categoriaSlug: string;
  categoriaCor: string;
  autor: PostAutor | null;
  membroEquipe: PostMembroEquipe | null;
  /** ISO string. */
  criadoEm: string;
  criadoEmTimestamp: number;
  atualizadoEm: string | null;
  destaque: boolean;
  visualizacoes: number;
  galeria: string[];
  /** Gallery images as sent by the server. */
  galeriaImagens: unknown[];
  videos: string[];
  audios: string[];
  hasVideo: boolean;
  hasAudio: boolean;
  status: string;
  tags: string[];
  publicadoEm: string | null;
  /** "Urgente" until this instant (ISO); null when not urgent. */
  urgenteAte: string | null;
  /** A live coverage: running while `fim` is null; null when the post is none. */
  cobertura: Coverage | null;
}

export interface PostList {
  dados: Post[];
  /** Pagination as sent by the server (shape not fixed by the spec). */
  meta: Record<string, unknown> | null;
}

export const DEFAULT_POST_TITLE = 'Sem título';

export const IMAGE_FIELDS = [
  'imagemDestacada',
  'imagemDestaque',
  'imagemPrincipal',
  'imagemCapa',
  'imagemUrl',
  'imagem',
  'thumbnail',
] as const;

export const IMAGE_OBJECT_KEYS = [
  'url',
  'imagem',
  'image',
  'original',
  'full',
  'path',
  'caminho',
  'arquivo',
  'file',
  'src',
] as const;

export const CREATED_AT_FIELDS = [
  'criadoEm',
  'createdAt',
  'created_at',
  'dataPublicacao',
  'data_publicacao',
  'publicadoEm',
  'publishedAt',
] as const;

export const UPDATED_AT_FIELDS = [
  'atualizadoEm',
  'updatedAt',
  'updated_at',
  'dataAtualizacao',
  'data_atualizacao',
  'alteradoEm',
  'modifiedAt',
] as const;

/** A usable image URL from a string, an array (first usable) or an object; null when missing. */
export function resolveImageValue(value: unknown, depth = 0): string | null {
  if (depth > 3) return null;
  if (typeof value === 'string') {
    return isMissingImageUrl(value) ? null : normalizeMediaPath(value);
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const url = resolveImageValue(item, depth + 1);
      if (url !== null) return url;
    }
    return null;
  }
  if (isRecord(value)) {
    for (const key of IMAGE_OBJECT_KEYS) {
      const url = resolveImageValue(value[key], depth + 1);
      if (url !== null) return url;
    }
  }
  return null;
}

/** First image field (SPEC §3 order) that yields a usable URL. */
export function resolvePostImageField(record: Record<string, unknown>): string | null {
  for (const field of IMAGE_FIELDS) {
    const url = resolveImageValue(record[field]);
    if (url !== null) return url;
  }
  return null;
}

function unique(urls: Iterable<string>): string[] {
  return [...new Set(urls)];
}

/** Image URLs of galeriaImagens (strings or objects), normalised, without missing ones. */
export function galleryImageUrls(galeriaImagens: unknown): string[] {
  if (!Array.isArray(galeriaImagens)) return [];
  const urls: string[] = [];
  for (const item of galeriaImagens) {
    const url = resolveImageValue(item);
    if (url !== null) urls.push(url);
  }
  return unique(urls);
}

function normalizeAutor(raw: unknown): PostAutor | null {
  if (typeof raw === 'string') return raw.trim() === '' ? null : { id: '', nome: raw.trim(), foto: null };
  if (!isRecord(raw)) return null;
  return {
    id: firstText(raw.id, raw.uuid),
    nome: firstText(raw.nome),
    foto: resolveImageValue(raw.foto ?? raw.avatar),
  };
}

function normalizeMembroEquipe(raw: unknown): PostMembroEquipe | null {
  if (!isRecord(raw)) return null;
  return {
    id: firstText(raw.id, raw.uuid),
    nome: firstText(raw.nome),
    cargo: firstText(raw.cargo),
    avatar: resolveImageValue(raw.avatar ?? raw.foto),
  };
}

function normalizeTags(raw: unknown): string[] {
  const items = typeof raw === 'string' ? raw.split(',') : Array.isArray(raw) ? raw : [];
  const tags = items
    .map((item) => (isRecord(item) ? firstText(item.nome, item.name, item.slug) : textOf(item)))
    .filter((tag) => tag !== '');
  return unique(tags);
}

interface PostCategory {
  nome: string | null;
  slug: string;
  cor: string;
}

/** The categories a post's category may be looked up in: what SPEC §3 lets a backend leave out. */
export type KnownCategory = { nome: string; slug: string; cor: string };

/**
 * The post's category. A backend may send only its name (SPEC §3): then its slug and colour come
 * from the station's category list when it has that category, not from the defaults.
 */
function resolveCategory(record: Record<string, unknown>, known: readonly KnownCategory[]): PostCategory {
  const raw = record.categoria;
  const categoryRecord = isRecord(raw) ? raw : {};
  const nome = (isRecord(raw) ? firstText(raw.nome) : textOf(raw)) || null;
  const sentSlug = firstText(categoryRecord.slug, record.categoriaSlug);
  const sentColor = firstText(categoryRecord.cor, categoryRecord.color, record.categoriaCor);
  const slug = sentSlug || categoryNameToSlug(nome);
  // Only what the backend left out is looked up: by the slug it sent, or else by name or derived slug.
  const sameName = (category: KnownCategory) => category.nome.trim().toLowerCase() === (nome ?? '').trim().toLowerCase();
  const listed = sentSlug && sentColor ? undefined : known.find((category) => category.slug === slug || (!sentSlug && sameName(category)));
  return {
    nome,
    slug: sentSlug || listed?.slug || slug,
    cor: sentColor !== '' ? normalizeHexColor(sentColor) : listed ? normalizeHexColor(listed.cor) : DEFAULT_COLOR,
  };
}

function resolveCreatedAt(record: Record<string, unknown>, now: Date): Date {
  for (const field of CREATED_AT_FIELDS) {
    const date = parseDateValue(record[field]);
    if (date !== null) return date;
  }
  return parseCreationDate(undefined, now);
}

/** {x, y} in 0–1 as the built-in backend sends it; anything else is no point. */
function focalOf(value: unknown): FocalPoint | null {
  return isRecord(value) ? focalPointOf(value.x, value.y) : null;
}

function withFocus(focal: FocalPoint | null): Pick<Post, 'imagemFoco'> {
  return focal ? { imagemFoco: focal } : {};
}

function firstValidIso(record: Record<string, unknown>, fields: readonly string[]): string | null {
  for (const field of fields) {
    const date = parseDateValue(record[field]);
    if (date !== null) return date.toISOString();
  }
  return null;
}

export function normalizePost(raw: unknown, now: Date = new Date(), categories: readonly KnownCategory[] = []): Post {
  const record = asRecord(raw);
  const id = firstText(record.id, record.uuid);
  const conteudoHtml = textOf(firstPresent(record, ['conteudo', 'content', 'corpo', 'conteudoHtml']));
  const category = resolveCategory(record, categories);
  const membroEquipe = normalizeMembroEquipe(record.membroEquipe);

  const contentMedia = extractMediaFromHtml(conteudoHtml);
  const contentImages = unique(
    contentMedia.images.filter((url) => !isMissingImageUrl(url)).map(normalizeMediaPath),
  );
  const galeriaImagens = Array.isArray(record.galeriaImagens) ? [...record.galeriaImagens] : [];
  const serverGallery = galleryImageUrls(galeriaImagens);

  const featured = resolvePostImageField(record);
  const cover = featured ?? contentImages[0] ?? serverGallery[0] ?? null;
  const galeria = serverGallery.length > 0 ? serverGallery : contentImages.filter((url) => url !== cover);
  const isColumn = category.slug === COLUMNISTS_SLUG || categoryNameToSlug(category.nome) === COLUMNISTS_SLUG;
  const imagemUrl = isColumn && membroEquipe?.avatar ? membroEquipe.avatar : cover;

  const createdAt = resolveCreatedAt(record, now);

  return {
    id,
    titulo: firstText(record.titulo, record.title) || DEFAULT_POST_TITLE,
    resumo: firstText(record.resumo, record.excerpt, record.lead),
    conteudoHtml,
    imagemUrl,
    // Only when set: a post without one is the same object as before focal points.
    ...withFocus(featured !== null && imagemUrl === featured ? focalOf(record.imagemFoco) : null),
    legenda: firstText(record.caption, record.legenda),
    slug: firstText(record.slug) || `noticia-${id}`,
    categoria: category.nome,
    categoriaSlug: category.slug,
    categoriaCor: category.cor,
    autor: normalizeAutor(record.autor),
    membroEquipe,
    criadoEm: createdAt.toISOString(),
    criadoEmTimestamp: createdAt.getTime(),
    atualizadoEm: firstValidIso(record, UPDATED_AT_FIELDS),
    destaque: isTrueFlag(record.destaque),
    visualizacoes: countOf(record.visualizacoes),
    galeria,
    galeriaImagens,
    videos: contentMedia.videos,
    audios: contentMedia.audios,
    hasVideo: contentMedia.videos.length > 0,
    hasAudio: contentMedia.audios.length > 0,
    status: firstText(record.status),
    tags: normalizeTags(record.tags),
    publicadoEm: firstValidIso(record, ['publicadoEm', 'publishedAt']),
    urgenteAte: firstValidIso(record, ['urgenteAte']),
    cobertura: coverageOf(record),
  };
}

/** {dados, meta} or a bare array. */
export function normalizePostList(raw: unknown, now: Date = new Date(), categories: readonly KnownCategory[] = []): PostList {
  const meta = isRecord(raw) && isRecord(raw.meta) ? { ...raw.meta } : null;
  const dados = listFrom(raw, ['dados']).filter(isRecord).map((item) => normalizePost(item, now, categories));
  return { dados, meta };
}

/** Canonical post URL /{categorySlug}/{postSlug}. */
export function postPath(post: Pick<Post, 'slug' | 'categoriaSlug'>): string {
  return `/${post.categoriaSlug || NEWS_SLUG}/${post.slug}`;
}

export function isColumnistPost(post: Pick<Post, 'categoria' | 'categoriaSlug'>): boolean {
  return post.categoriaSlug === COLUMNISTS_SLUG || categoryNameToSlug(post.categoria) === COLUMNISTS_SLUG;
}

/** SPEC §2.4: news without columnists and without the featured ones, up to 12. */
export function selectRecentNews(news: readonly Post[], featured: readonly Post[], max = HOME_RECENT_MAX): Post[] {
  const featuredIds = new Set(featured.map((post) => post.id));
  return news.filter((post) => !isColumnistPost(post) && !featuredIds.has(post.id)).slice(0, max);
}

/** SPEC §7.4: gallery posts must carry galeriaImagens; first n kept. */
export function selectGalleryPosts(posts: readonly Post[], n = HOME_GALLERIES): Post[] {
  return posts.filter((post) => galleryImageUrls(post.galeriaImagens).length > 0).slice(0, n);
}
