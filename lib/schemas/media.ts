import { z } from './zod';
import { limitParam, pageParam, searchText, type PageMeta } from './common';

/** Media library (issue 5): the shape the staff API answers and the inputs it accepts. */

export type MediaVariantName = 'post-large' | 'post-medium' | 'post-thumb';

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
  variantes: Record<MediaVariantName, string>;
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
export const MEDIA_PAGE_SIZE = 24;

export const mediaListQuery = z.object({
  busca: searchText().optional(),
  pagina: pageParam,
  limite: limitParam(MEDIA_PAGE_SIZE),
});
export type MediaListQuery = z.output<typeof mediaListQuery>;

export const mediaAltSchema = z.object({
  alt: z
    .string({ error: 'Informe o texto alternativo.' })
    .trim()
    .max(MEDIA_ALT_MAX, `O texto alternativo pode ter no máximo ${MEDIA_ALT_MAX} caracteres.`),
});
export type MediaAltInput = z.infer<typeof mediaAltSchema>;
