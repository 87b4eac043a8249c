import 'server-only';
import { and, asc, count, desc, eq, gt, lte, max, sql, type AnyColumn } from 'drizzle-orm';
import type { FocalPoint } from '@/lib/domain/focal-point';
import type { PublicEpisode, PublicEpisodeAnswer, PublicEpisodeIndexEntry, PublicPodcastPage, PublicPodcastShow } from '@/lib/schemas/episodes';
import type { Database } from '../db/client';
import { episodios, midias, programas } from '../db/schema';
import { AppError, notFound } from '@/lib/server/errors';
import { pageMeta } from './paging';
import { presentersByShow } from './show-presenters';

/*
 * Public side of podcasts: the shows that have published episodes, a show with its
 * episodes page by page, one episode. An episode is public once its publicadoEm has passed, so a
 * scheduled one stays hidden from every read here (and from the feed built on them) until then.
 * A show no longer on the grid (inactive) keeps its archive.
 */

export const PODCAST_NOT_FOUND_MESSAGE = 'Podcast não encontrado.';
export const EPISODE_PUBLIC_NOT_FOUND_MESSAGE = 'Episódio não encontrado.';

const isPublished = (now: Date) => lte(episodios.publicadoEm, now);

/**
 * The focal point of the upload an image column names ('/uploads/…'), from its library row: the
 * feed's cover address carries it, so a moved point is a new address (media/podcast-artwork).
 */
const uploadFocus = (column: AnyColumn) => sql<FocalPoint | null>`(
  select json_build_object('x', ${midias.focoX}, 'y', ${midias.focoY}) from ${midias}
  where ${column} like '/uploads/%' and ${midias.arquivo} = substr(${column}, 10)
    and ${midias.focoX} is not null and ${midias.focoY} is not null
)`;

const episodeColumns = {
  id: episodios.id,
  titulo: episodios.titulo,
  slug: episodios.slug,
  descricao: episodios.descricao,
  audioUrl: episodios.audioUrl,
  audioMime: episodios.audioMime,
  audioTamanho: episodios.audioTamanho,
  duracaoSegundos: episodios.duracaoSegundos,
  capa: episodios.capa,
  capaFoco: uploadFocus(episodios.capa),
  explicito: episodios.explicito,
  guid: episodios.guid,
  publicadoEm: episodios.publicadoEm,
  atualizadoEm: episodios.atualizadoEm,
};

const selectEpisodes = (db: Database) => db.select(episodeColumns).from(episodios);
type EpisodeRow = Awaited<ReturnType<typeof selectEpisodes>>[number];

function toPublicEpisode(row: EpisodeRow): PublicEpisode {
  return { ...row, publicadoEm: row.publicadoEm.toISOString(), atualizadoEm: row.atualizadoEm.toISOString() };
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** Shows with their published-episode count and newest date; `slug` narrows to one show. */
async function showsWithEpisodes(db: Database, now: Date, slug?: string): Promise<PublicPodcastShow[]> {
  const latest = max(episodios.publicadoEm);
  const rows = await db
    .select({
      id: programas.id,
      nome: programas.nome,
      slug: programas.slug,
      descricao: programas.descricao,
      imagem: programas.imagem,
      imagemFoco: uploadFocus(programas.imagem),
      total: count(episodios.id),
      ultimo: latest,
    })
    .from(programas)
    .innerJoin(episodios, and(eq(episodios.programaId, programas.id), isPublished(now)))
    .where(slug === undefined ? undefined : eq(programas.slug, slug))
    .groupBy(programas.id)
    .orderBy(desc(latest), asc(programas.nome));
  // Active members only: the page links each presenter to /equipe.
  const presenters = await presentersByShow(
    db,
    rows.map((row) => row.id),
    { activeOnly: true },
  );
  return rows.map((row) => ({
    id: row.id,
    nome: row.nome,
    slug: row.slug,
    descricao: row.descricao ?? '',
    imagem: row.imagem,
    imagemFoco: row.imagemFoco ?? null,
    apresentadores: presenters.get(row.id) ?? [],
    totalEpisodios: Number(row.total),
    ultimoEpisodioEm: asDate(row.ultimo as Date | string).toISOString(),
  }));
}

/** GET /publico/podcasts: the shows that have published episodes, the one with the newest episode first. */
export async function listPublicPodcasts(db: Database, now: Date = new Date()): Promise<PublicPodcastShow[]> {
  return showsWithEpisodes(db, now);
}

async function showBySlug(db: Database, slug: string, now: Date): Promise<PublicPodcastShow> {
  const [show] = await showsWithEpisodes(db, now, slug);
  if (!show) throw notFound(PODCAST_NOT_FOUND_MESSAGE);
  return show;
}

/** GET /publico/podcasts/:programa: the show and one page of its published episodes, newest first. */
export async function getPublicPodcast(
  db: Database,
  slug: string,
  paging: { pagina: number; limite: number },
  now: Date = new Date(),
): Promise<PublicPodcastPage> {
  const programa = await showBySlug(db, slug, now);
  const rows = await selectEpisodes(db)
    .where(and(eq(episodios.programaId, programa.id), isPublished(now)))
    .orderBy(desc(episodios.publicadoEm), desc(episodios.id))
    .limit(paging.limite)
    .offset((paging.pagina - 1) * paging.limite);
  return { programa, dados: rows.map(toPublicEpisode), meta: pageMeta(paging.pagina, paging.limite, programa.totalEpisodios) };
}

/** GET /publico/podcasts/:programa/:episodio: one published episode of that show, with the show. */
export async function getPublicEpisode(
  db: Database,
  programaSlug: string,
  episodioSlug: string,
  now: Date = new Date(),
): Promise<PublicEpisodeAnswer> {
  // An unknown show is the episode's 404 too; any other failure (the database) stays what it is.
  const programa = await showBySlug(db, programaSlug, now).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === 'not-found') throw notFound(EPISODE_PUBLIC_NOT_FOUND_MESSAGE);
    throw error;
  });
  const [row] = await selectEpisodes(db)
    .where(and(eq(episodios.programaId, programa.id), eq(episodios.slug, episodioSlug), isPublished(now)))
    .limit(1);
  if (!row) throw notFound(EPISODE_PUBLIC_NOT_FOUND_MESSAGE);
  return { programa, episodio: toPublicEpisode(row) };
}

/** Whether any episode's publication time fell in (after, upTo]: the scheduler then expires the podcast pages. */
export async function episodesCameDue(db: Database, after: Date, upTo: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: episodios.id })
    .from(episodios)
    .where(and(gt(episodios.publicadoEm, after), lte(episodios.publicadoEm, upTo)))
    .limit(1);
  return row !== undefined;
}

// The sitemap lists every published episode (at most this many; a station's archive is far smaller).
export const SITEMAP_EPISODES_MAX = 5000;

/** Every published episode's address parts and dates, for the sitemap (GET /publico/episodios). */
export async function listPublicEpisodeIndex(
  db: Database,
  now: Date = new Date(),
): Promise<PublicEpisodeIndexEntry[]> {
  const rows = await db
    .select({ programa: programas.slug, slug: episodios.slug, publicadoEm: episodios.publicadoEm, atualizadoEm: episodios.atualizadoEm })
    .from(episodios)
    .innerJoin(programas, eq(programas.id, episodios.programaId))
    .where(isPublished(now))
    .orderBy(desc(episodios.publicadoEm))
    .limit(SITEMAP_EPISODES_MAX);
  return rows.map((row) => ({ ...row, publicadoEm: row.publicadoEm.toISOString(), atualizadoEm: row.atualizadoEm.toISOString() }));
}
