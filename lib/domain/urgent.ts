/**
 * "Urgente": a published post marked urgent until an instant shows a red bar on
 * top of every public page, and a label on its own page, until then. Only the latest urgent post
 * shows. Pure rules shared by the panel (default end), the API answer and the public bar.
 */

import { asRecord, firstText, isRecord } from './coerce';
import { parseDateValue } from './dates';
import { NEWS_SLUG } from './constants';

/** How long a post stays urgent when the editor turns it on without choosing an end. */
export const URGENT_DEFAULT_HOURS = 2;

export const URGENT_MESSAGES = {
  invalida: 'Data ou hora de fim do Urgente inválida.',
  passada: 'O fim do Urgente precisa estar no futuro.',
  soPublicada: 'Só uma postagem publicada pode ser marcada como urgente.',
} as const;

/** now + 2 h: what the "Urgente" switch proposes when turned on. */
export function defaultUrgentEnd(now: Date = new Date()): Date {
  return new Date(now.getTime() + URGENT_DEFAULT_HOURS * 60 * 60_000);
}

/** Whether a post is urgent at `now`: its end is a readable instant still to come. */
export function isUrgentAt(urgenteAte: string | Date | null | undefined, now: Date = new Date()): boolean {
  const end = urgenteAte === null || urgenteAte === undefined ? null : parseDateValue(urgenteAte);
  return end !== null && end.getTime() > now.getTime();
}

/** What the bar shows: the title, linked to the post's canonical address. */
export type UrgentPost = { id: string; titulo: string; href: string; urgenteAte: string };

/**
 * GET /publico/urgente → the bar's post, or null: `{postagem: {...} | null}` or the post itself;
 * a post whose end has passed (a backend that keeps it after the time) or without a title is none.
 */
export function normalizeUrgentPost(raw: unknown, now: Date = new Date()): UrgentPost | null {
  const record = isRecord(raw) && 'postagem' in raw ? raw.postagem : raw;
  if (!isRecord(record)) return null;
  const titulo = firstText(record.titulo, record.title);
  const end = parseDateValue(record.urgenteAte);
  if (!titulo || end === null || end.getTime() <= now.getTime()) return null;
  const categoria = asRecord(record.categoria);
  const slug = firstText(record.slug);
  const url = firstText(record.url);
  const categoriaSlug = firstText(categoria.slug, record.categoriaSlug) || NEWS_SLUG;
  // Only a path on this site: the bar never links away.
  const href = url.startsWith('/') && !url.startsWith('//') ? url : slug ? `/${categoriaSlug}/${slug}` : '';
  if (!href) return null;
  return { id: firstText(record.id, record.uuid), titulo, href, urgenteAte: end.toISOString() };
}
