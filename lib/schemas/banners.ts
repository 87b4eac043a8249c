import { z } from './zod';
import { instantText } from './instants';
import { positiveIntNumber } from './common';

/** Banners: one schema for create and edit, shared by the banner form and the staff API. */

export const BANNER_TITLE_MAX = 150;
export const BANNER_LINK_MAX = 500;

export const BANNER_IMAGE_REQUIRED_MESSAGE = 'Escolha a imagem do banner.';
export const BANNER_IMAGE_LIBRARY_MESSAGE = 'Escolha uma imagem da biblioteca de mídia.';
export const BANNER_LINK_MESSAGE = 'Use um endereço http:// ou https://, ou um caminho do site começando com /.';
export const BANNER_END_AFTER_START_MESSAGE = 'O fim da exibição deve ser depois do início.';

/** ISO 8601 with offset (the form sends São Paulo wall-clock time as '…-03:00'); null: no limit. */
const instant = (message: string) => instantText(message).nullable().default(null);

/** After a start, strictly: a banner whose window is empty would never be shown. */
export function endAfterStart<T extends { inicioEm: string | null; fimEm: string | null }>(value: T, ctx: z.RefinementCtx, message: string) {
  if (value.inicioEm && value.fimEm && Date.parse(value.fimEm) <= Date.parse(value.inicioEm)) {
    ctx.addIssue({ code: 'custom', path: ['fimEm'], message });
  }
}

export const bannerSchema = z
  .object({
    titulo: z
      .string({ error: 'Informe o título do banner.' })
      .trim()
      .min(2, 'O título deve ter pelo menos 2 caracteres.')
      .max(BANNER_TITLE_MAX, `O título pode ter no máximo ${BANNER_TITLE_MAX} caracteres.`),
    // Only files of the media library: the library refuses to delete an image a banner uses.
    imagem: z
      .string({ error: BANNER_IMAGE_REQUIRED_MESSAGE })
      .trim()
      .min(1, BANNER_IMAGE_REQUIRED_MESSAGE)
      .max(500, BANNER_IMAGE_LIBRARY_MESSAGE)
      .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, BANNER_IMAGE_LIBRARY_MESSAGE)
      .refine((path) => !path.includes('..'), BANNER_IMAGE_LIBRARY_MESSAGE),
    // An empty link is no link: the slide is not clickable.
    link: z
      .string({ error: BANNER_LINK_MESSAGE })
      .trim()
      .max(BANNER_LINK_MAX, `O link pode ter no máximo ${BANNER_LINK_MAX} caracteres.`)
      .refine((link) => link === '' || /^https?:\/\/[^\s/]+\S*$/i.test(link) || /^\/(?![/\\])\S*$/.test(link), BANNER_LINK_MESSAGE)
      .nullable()
      .default(null)
      .transform((link) => (link ? link : null)),
    ativo: z.boolean({ error: 'Valor inválido para ativo.' }).default(true),
    inicioEm: instant('Data de início inválida.'),
    fimEm: instant('Data de fim inválida.'),
  })
  .superRefine((value, ctx) => endAfterStart(value, ctx, BANNER_END_AFTER_START_MESSAGE));

export type BannerInput = z.output<typeof bannerSchema>;
export type BannerFormBody = z.input<typeof bannerSchema>;

export const BANNER_ORDER_STALE_MESSAGE = 'A lista de banners mudou enquanto você ordenava. Recarregue a página e tente de novo.';

/** PUT /banners/ordem: every banner id, once each, in the new order. */
export const bannerOrderSchema = z.object({
  ids: z
    .array(positiveIntNumber('Identificador inválido.', 'Cada identificador deve ser um número.'), {
      error: 'Envie a lista de identificadores dos banners (ids).',
    })
    .min(1, 'Envie a lista de identificadores dos banners (ids).')
    .max(500, 'Lista de banners longa demais.')
    .refine((ids) => new Set(ids).size === ids.length, 'Cada banner deve aparecer uma única vez.'),
});
export type BannerOrderInput = z.output<typeof bannerOrderSchema>;

/** A banner as GET /banners answers it. */
export type AdminBanner = {
  id: number;
  titulo: string;
  imagem: string;
  link: string | null;
  ordem: number;
  ativo: boolean;
  inicioEm: string | null;
  fimEm: string | null;
  status: 'ativo' | 'agendado' | 'expirado' | 'inativo';
  criadoEm: string;
  atualizadoEm: string;
};
