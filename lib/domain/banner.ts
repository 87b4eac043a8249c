/** Banners of the home carousel (SPEC §3 Banner, §5 filter). */

import { asRecord, firstPresent, firstText, isRecord, listFrom, numberOf } from './coerce';
import { instantOf } from './dates';
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

// ───────────────────────────── staff panel ─────────────────────────────

/** Where a banner stands, as the staff list shows it. */
export type BannerStatus = 'ativo' | 'agendado' | 'expirado' | 'inativo';

export const BANNER_STATUS_LABELS: Readonly<Record<BannerStatus, string>> = {
  ativo: 'No ar',
  agendado: 'Agendado',
  expirado: 'Expirado',
  inativo: 'Inativo',
};

export type BannerSchedule = {
  ativo: boolean;
  inicioEm: string | Date | null;
  fimEm: string | Date | null;
};

/**
 * The same rule as GET /publico/banners (active, started, not yet ended) spelled out for the
 * staff: switched off wins over the dates, then an ended one is 'expirado', a future start
 * 'agendado'. The end is exclusive: at fimEm the banner is already off the air.
 */
export function bannerStatus(banner: BannerSchedule, now: Date = new Date()): BannerStatus {
  if (!banner.ativo) return 'inativo';
  const start = instantOf(banner.inicioEm);
  const end = instantOf(banner.fimEm);
  const current = now.getTime();
  if (end !== null && end <= current) return 'expirado';
  if (start !== null && start > current) return 'agendado';
  return 'ativo';
}

/** Moves one id a step up (-1) or down (+1); the same list when it cannot move. */
export function moveInOrder<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

/** True when `ids` holds exactly the ids of `current`, each once (the order is free). */
export function isSameIdSet(current: readonly number[], ids: readonly number[]): boolean {
  if (current.length !== ids.length) return false;
  const wanted = new Set(current);
  const seen = new Set<number>();
  for (const id of ids) {
    if (!wanted.has(id) || seen.has(id)) return false;
    seen.add(id);
  }
  return true;
}
