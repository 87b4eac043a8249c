/** Banners of the home carousel (SPEC §3 Banner, §5 filter). */

import { asRecord, firstPresent, firstText, isRecord, listFrom, numberOf } from './coerce';
import { isMissingImageUrl, normalizeMediaPath } from './media';

export interface Banner {
  id: string;
  titulo: string;
  /** '' when the banner has no usable image (such banners are dropped from lists). */
  imagemUrl: string;
  linkUrl: string | null;
  ordem?: number;
}

export function normalizeBanner(raw: unknown): Banner {
  const record = asRecord(raw);
  const image = firstText(firstPresent(record, ['imagemUrl', 'imagem', 'urlImagem']));
  const banner: Banner = {
    id: firstText(record.id, record.uuid),
    titulo: firstText(record.titulo, record.nome),
    imagemUrl: isMissingImageUrl(image) ? '' : normalizeMediaPath(image),
    linkUrl: firstText(record.linkUrl, record.url) || null,
  };
  const ordem = numberOf(record.ordem);
  if (ordem !== null) banner.ordem = ordem;
  return banner;
}

/** Array or {dados}; banners without an image are dropped; server order kept. */
export function normalizeBannerList(raw: unknown): Banner[] {
  return listFrom(raw, ['dados'])
    .filter(isRecord)
    .map(normalizeBanner)
    .filter((banner) => banner.imagemUrl !== '');
}
