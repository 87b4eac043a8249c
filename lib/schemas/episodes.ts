import { z } from './zod';
import { instantText } from './instants';
import { DB_INT_MAX, limitParam, mediaUrl, pageParam, positiveIntNumber, positiveIntParam, searchText, type PageMeta } from './common';
import { audioMimeFromUrl, DURATION_FORMAT_MESSAGE, isExternalAudioUrl, parseDurationText, type PodcastEpisode, type PodcastShow } from '@/lib/domain/podcast';
import type { FocalPoint } from '@/lib/domain/focal-point';
import { hasPrivateHost, PRIVATE_HOST_MESSAGE } from '@/lib/domain/public-host';
import type { ProgrammePresenter } from './programmes';

/*
 * Podcast episodes: one schema for create and edit, shared by the episode form and the
 * staff API. The audio is either a file of the media library (its type, size and duration come
 * from the library's row, read on the server) or an external https address, which the server
 * never fetches (no request to an address a user typed): the form then gives the duration, and
 * the size in bytes if known (0 otherwise; the feed's enclosure then says length="0", which
 * podcast apps accept as "unknown").
 */

export const EPISODE_TITLE_MIN = 3;
export const EPISODE_TITLE_MAX = 160;
export const EPISODE_DESCRIPTION_MAX = 4000;
export const EPISODE_AUDIO_URL_MAX = 1000;
export const EPISODE_PAGE_SIZE = 20;

export const EPISODE_AUDIO_ORIGINS = ['biblioteca', 'externo'] as const;
export type EpisodeAudioOrigin = (typeof EPISODE_AUDIO_ORIGINS)[number];

export const EPISODE_MESSAGES = {
  titulo: 'Informe o título do episódio.',
  programa: 'Escolha o programa do episódio.',
  origem: 'Escolha de onde vem o áudio: da biblioteca de mídia ou de um endereço externo.',
  audioBiblioteca: 'Escolha um áudio da biblioteca de mídia.',
  audioExterno: 'Use o endereço https:// completo do arquivo de áudio.',
  /** Every listener's browser loads it: never this machine or a private network. */
  audioPrivado: PRIVATE_HOST_MESSAGE,
  duracao: DURATION_FORMAT_MESSAGE,
  tamanho: 'Informe o tamanho em bytes (um número inteiro), ou deixe em branco.',
  publicadoEm: 'Data de publicação inválida.',
} as const;

const LIBRARY_AUDIO = /^\/uploads\/[A-Za-z0-9/_.-]+$/;

/**
 * The audio's own rules, which depend on where it comes from. The schema applies them once the
 * rest is valid; the form also applies them beside the other fields' messages, so all show at once.
 */
export function episodeAudioIssues(value: { audioOrigem?: unknown; audioUrl?: unknown; duracao?: unknown }): Array<{ path: string[]; message: string }> {
  const url = typeof value.audioUrl === 'string' ? value.audioUrl.trim() : '';
  if (value.audioOrigem === 'biblioteca') {
    return LIBRARY_AUDIO.test(url) && !url.includes('..') ? [] : [{ path: ['audioUrl'], message: EPISODE_MESSAGES.audioBiblioteca }];
  }
  if (value.audioOrigem !== 'externo') return [];
  const issues: Array<{ path: string[]; message: string }> = [];
  if (hasPrivateHost(url)) issues.push({ path: ['audioUrl'], message: EPISODE_MESSAGES.audioPrivado });
  else if (!isExternalAudioUrl(url)) issues.push({ path: ['audioUrl'], message: EPISODE_MESSAGES.audioExterno });
  if (parseDurationText(typeof value.duracao === 'string' ? value.duracao : '') === null) issues.push({ path: ['duracao'], message: EPISODE_MESSAGES.duracao });
  return issues;
}

export const episodeSchema = z
  .object({
    titulo: z
      .string({ error: EPISODE_MESSAGES.titulo })
      .trim()
      .min(EPISODE_TITLE_MIN, `O título deve ter pelo menos ${EPISODE_TITLE_MIN} caracteres.`)
      .max(EPISODE_TITLE_MAX, `O título pode ter no máximo ${EPISODE_TITLE_MAX} caracteres.`),
    /** Plain text: shown as paragraphs on the page and escaped in the feed. */
    descricao: z
      .string({ error: 'Descrição inválida.' })
      .trim()
      .max(EPISODE_DESCRIPTION_MAX, `A descrição pode ter no máximo ${EPISODE_DESCRIPTION_MAX} caracteres.`)
      .default(''),
    programaId: positiveIntNumber(EPISODE_MESSAGES.programa),
    audioOrigem: z.enum(EPISODE_AUDIO_ORIGINS, { error: EPISODE_MESSAGES.origem }),
    audioUrl: z.string({ error: EPISODE_MESSAGES.audioBiblioteca }).trim().max(EPISODE_AUDIO_URL_MAX, 'O endereço do áudio é longo demais.'),
    /** External audio only: HH:MM:SS or MM:SS. */
    duracao: z.string({ error: EPISODE_MESSAGES.duracao }).trim().max(12, EPISODE_MESSAGES.duracao).nullish(),
    /** External audio only: bytes, when known. */
    audioTamanho: z
      .number({ error: EPISODE_MESSAGES.tamanho })
      .int(EPISODE_MESSAGES.tamanho)
      .min(0, EPISODE_MESSAGES.tamanho)
      .max(DB_INT_MAX, 'O tamanho passa do limite de 2 GB.')
      .nullish(),
    /** ISO 8601 with offset; absent or null: now. A future date schedules the episode. */
    publicadoEm: instantText(EPISODE_MESSAGES.publicadoEm).nullish(),
    /** An image of the library or an http(s) address; null: the show's image, then the station's logo. */
    capa: mediaUrl.nullable().default(null),
    explicito: z.boolean({ error: 'Valor inválido para conteúdo explícito.' }).default(false),
  })
  .superRefine((value, ctx) => {
    for (const issue of episodeAudioIssues(value)) ctx.addIssue({ code: 'custom', ...issue });
  })
  .transform(({ duracao, audioTamanho, publicadoEm, ...rest }) =>
    rest.audioOrigem === 'externo'
      ? {
          ...rest,
          publicadoEm: publicadoEm ?? null,
          externo: { mime: audioMimeFromUrl(rest.audioUrl), duracaoSegundos: parseDurationText(duracao ?? '') as number, tamanho: audioTamanho ?? 0 },
        }
      : { ...rest, publicadoEm: publicadoEm ?? null, externo: null },
  );

export type EpisodeInput = z.output<typeof episodeSchema>;
export const episodeListQuery = z.object({
  programaId: positiveIntParam('programaId').optional(),
  busca: searchText().optional(),
  pagina: pageParam,
  limite: limitParam(EPISODE_PAGE_SIZE),
});
export type EpisodeListQuery = z.output<typeof episodeListQuery>;

/** Public pages of a show's episodes. */
export const podcastEpisodesQuery = z.object({
  pagina: pageParam,
  limite: limitParam(EPISODE_PAGE_SIZE),
});

/** 'publicado' once publicadoEm has passed; 'agendado' before. */
export type EpisodeStatus = 'publicado' | 'agendado';

/** A show of the grid as the staff endpoint GET /programas lists it (only what the episode form needs). */
export type EpisodeShowOption = { id: number; nome: string; slug: string };

/**
 * An episode as the public API answers it: the shape lib/domain/podcast reads back (PodcastEpisode),
 * with the database's id, the cover's focal point null when there is none, and the update date.
 */
export type PublicEpisode = Omit<PodcastEpisode, 'id' | 'capaFoco' | 'atualizadoEm'> & {
  id: number;
  /** The cover's focal point in the media library; null: the centre (or no cover, or not an upload). */
  capaFoco: FocalPoint | null;
  atualizadoEm: string;
};

/** An episode as the staff API answers it: the public fields (the cover's focal point aside) and the panel's own. */
export type AdminEpisode = Omit<PublicEpisode, 'capaFoco'> & {
  programa: EpisodeShowOption;
  audioOrigem: EpisodeAudioOrigin;
  status: EpisodeStatus;
  criadoEm: string;
};

export type AdminEpisodeList = { dados: AdminEpisode[]; meta: PageMeta };

/** A show with published episodes as the public API answers it (PodcastShow, with the database's ids). */
export type PublicPodcastShow = Omit<PodcastShow, 'id' | 'imagemFoco' | 'apresentadores' | 'ultimoEpisodioEm'> & {
  id: number;
  /** The image's focal point in the media library; null: the centre (or not an upload). */
  imagemFoco: FocalPoint | null;
  apresentadores: ProgrammePresenter[];
  ultimoEpisodioEm: string;
};

/** GET /publico/podcasts/:programa: the show and one page of its published episodes. */
export type PublicPodcastPage = { programa: PublicPodcastShow; dados: PublicEpisode[]; meta: PageMeta };

/** GET /publico/podcasts/:programa/:episodio. */
export type PublicEpisodeAnswer = { programa: PublicPodcastShow; episodio: PublicEpisode };

/** An entry of GET /publico/episodios (the sitemap): the episode's address parts and dates. */
export type PublicEpisodeIndexEntry = Pick<PublicEpisode, 'slug' | 'publicadoEm' | 'atualizadoEm'> & { programa: string };
