import { z } from './zod';
import { limitParam, pageParam, searchText, type PageMeta } from './common';

/** Media library: the shape the staff API answers and the inputs it accepts. */

export type MediaVariantName = 'post-large' | 'post-medium' | 'post-thumb';

/** What a library item is, by its content: an image (re-encoded, with variants) or an audio file (stored as sent). */
export type MediaKind = 'imagem' | 'audio';
export const MEDIA_KINDS = ['imagem', 'audio'] as const satisfies readonly MediaKind[];

export type Media = {
  id: number;
  /** Site path of the stored original: '/uploads/2026/11/<uuid>.jpg', whatever the storage. */
  url: string;
  /** Path under /uploads, e.g. '2026/11/<uuid>.jpg'. */
  arquivo: string;
  nomeOriginal: string;
  mime: string;
  /** Bytes of the stored (re-encoded) original. */
  tamanho: number;
  largura: number | null;
  altura: number | null;
  alt: string;
  /** Image size variants; empty for audio, which has none. */
  variantes: Record<MediaVariantName, string>;
  tipo: MediaKind;
  /** Audio only: whole seconds, read from the file at upload; null for images. */
  duracaoSegundos: number | null;
  /** Images: the focal point the crops keep in frame, fractions of width and height; null is the centre. */
  focoX: number | null;
  focoY: number | null;
  criadoEm: string;
  enviadoPor: { id: number; nome: string } | null;
};

export type MediaList = { dados: Media[]; meta: PageMeta };

/** One file per request, at most 10 MB: the browser checks it before sending, the server again. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TOO_LARGE_MESSAGE = 'Arquivo grande demais. O limite é 10 MB.';
export const MEDIA_UNSUPPORTED_MESSAGE = 'Tipo de arquivo não suportado. Envie JPEG, PNG, WebP ou GIF.';
/** What the file picker offers; the server decides by content, never by this list. */
export const MEDIA_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
export const MEDIA_ALT_MAX = 250;

/**
 * Audio (podcasts): MP3, M4A/AAC or OGG (Vorbis/Opus), recognised by content and stored
 * as sent. An hour of speech at 128 kbit/s is about 58 MB; 200 MB leaves room for long shows at
 * higher rates while the upload streams to disk, never held in memory.
 */
export const AUDIO_MAX_BYTES = 200 * 1024 * 1024;
export const AUDIO_TOO_LARGE_MESSAGE = 'Arquivo de áudio grande demais. O limite é 200 MB.';
/** A body declared larger than any file the library takes, before its content is seen. */
export const UPLOAD_TOO_LARGE_MESSAGE = 'Arquivo grande demais. O limite é 10 MB para imagens e 200 MB para áudios.';
/** Content that is neither a supported image nor a supported audio file. */
export const MEDIA_FILE_UNSUPPORTED_MESSAGE = 'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG, WebP ou GIF) ou um áudio (MP3, M4A ou OGG).';
export const AUDIO_UNSUPPORTED_MESSAGE = 'Tipo de arquivo não suportado. Envie um áudio MP3, M4A ou OGG.';
export const AUDIO_INVALID_MESSAGE = 'Não foi possível ler o áudio: o arquivo está corrompido ou incompleto.';
/** The bucket of the media does not answer (503): nothing is wrong with the file. */
export const MEDIA_STORAGE_UNAVAILABLE_MESSAGE = 'O armazenamento de mídia está fora do ar. Tente novamente em alguns minutos.';
/** What the audio file picker offers; the server decides by content. */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/mp3,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,audio/opus,.mp3,.m4a,.ogg,.opus';
export const MEDIA_PAGE_SIZE = 24;

export const mediaListQuery = z.object({
  busca: searchText().optional(),
  /** Only images or only audio (the pickers); absent: everything. */
  tipo: z.enum(MEDIA_KINDS, { error: 'tipo deve ser imagem ou audio.' }).optional(),
  pagina: pageParam,
  limite: limitParam(MEDIA_PAGE_SIZE),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

const altText = z
  .string({ error: 'Informe o texto alternativo.' })
  .trim()
  .max(MEDIA_ALT_MAX, `O texto alternativo pode ter no máximo ${MEDIA_ALT_MAX} caracteres.`);

export const mediaAltSchema = z.object({ alt: altText });
export type MediaAltInput = z.infer<typeof mediaAltSchema>;

export const FOCAL_POINT_MESSAGES = {
  fora: 'O ponto focal deve estar entre 0 e 1 (da borda esquerda/superior à direita/inferior).',
  juntos: 'Envie focoX e focoY juntos: os dois números, ou os dois nulos para voltar ao centro.',
  vazio: 'Nada para alterar: envie o texto alternativo (alt) ou o ponto focal (focoX e focoY).',
  audio: 'Áudios não têm ponto focal.',
} as const;

/** One coordinate of the focal point: a fraction 0–1, or null (the centre, with the other one null too). */
const focalCoordinate = z
  .number({ error: FOCAL_POINT_MESSAGES.fora })
  .min(0, FOCAL_POINT_MESSAGES.fora)
  .max(1, FOCAL_POINT_MESSAGES.fora)
  .nullable()
  .optional();

/** PATCH /midia/:id: the alt text and/or the focal point ("Centralizar" sends both null). */
export const mediaUpdateSchema = z
  .object({ alt: altText.optional(), focoX: focalCoordinate, focoY: focalCoordinate })
  .superRefine((value, ctx) => {
    if (value.alt === undefined && value.focoX === undefined && value.focoY === undefined) {
      ctx.addIssue({ code: 'custom', message: FOCAL_POINT_MESSAGES.vazio });
      return;
    }
    const givenX = value.focoX === undefined ? 'ausente' : value.focoX === null ? 'nulo' : 'numero';
    const givenY = value.focoY === undefined ? 'ausente' : value.focoY === null ? 'nulo' : 'numero';
    if (givenX !== givenY) ctx.addIssue({ code: 'custom', path: [givenX === 'numero' ? 'focoY' : 'focoX'], message: FOCAL_POINT_MESSAGES.juntos });
  });
export type MediaUpdateInput = z.output<typeof mediaUpdateSchema>;

/** POST /midia?tipo=: what the caller can use; a file of the other kind is refused (415). */
export const mediaUploadQuery = z.object({
  tipo: z.enum(MEDIA_KINDS, { error: 'tipo deve ser imagem ou audio.' }).optional(),
});
