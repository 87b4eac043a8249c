/**
 * How a WordPress post becomes a Sintonia post: status, dates, title, address, summary, tags and
 * the one category a post has here. Pure rules, table-tested; the import service applies them.
 */

import { decodeHTML } from 'entities';
import { SLUG_MAX_LENGTH, SUMMARY_MAX_LENGTH, TAG_MAX_LENGTH, TAGS_MAX, TITLE_MAX_LENGTH } from '../post-form';
import { slugify } from '../slug';
import { isValidCalendarDate } from '../dates';
import { truncateText } from '../truncate-text';
import { zonedInstant } from '../zoned-time';
import type { WxrTerm } from './wxr-items';

export type ImportedStatus = 'publicado' | 'agendado' | 'rascunho';
export type SkipReason = 'lixeira' | 'rascunho-automatico' | 'status-desconhecido';

export type StatusDecision = { status: ImportedStatus; nota: string | null } | { ignorar: SkipReason };

export const PASSWORD_PROTECTED_NOTE = 'Protegida por senha no WordPress: importada como rascunho.';

/**
 * publish → publicado; future → agendado (with its date); draft, pending and private → rascunho.
 * A post behind a password was not public there: it stays a draft here. Trash and WordPress's own
 * auto-drafts are left out.
 */
export function importedStatus(wpStatus: string, protectedByPassword: boolean): StatusDecision {
  switch (wpStatus) {
    case 'publish':
    case 'future':
      if (protectedByPassword) return { status: 'rascunho', nota: PASSWORD_PROTECTED_NOTE };
      return { status: wpStatus === 'publish' ? 'publicado' : 'agendado', nota: null };
    case 'draft':
    case 'pending':
    case 'private':
      return { status: 'rascunho', nota: null };
    case 'trash':
      return { ignorar: 'lixeira' };
    case 'auto-draft':
      return { ignorar: 'rascunho-automatico' };
    default:
      return { ignorar: 'status-desconhecido' };
  }
}

const WP_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'YYYY-MM-DD HH:MM:SS' as numbers; null for WordPress's '0000-00-00 00:00:00' and anything malformed. */
function dateParts(text: string): [number, number, number, number, number, number] | null {
  const match = WP_DATE.exec(text.trim());
  if (!match) return null;
  const parts = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const [year, month, day, hour, minute, second] = parts;
  if (year < 1970 || year > 2200 || !isValidCalendarDate(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  return parts;
}

/**
 * The instant of a post's date: its GMT date (wp:post_date_gmt) as it is; when that is empty
 * (a draft never dated) the site's local date (wp:post_date) read as São Paulo's wall clock, past
 * summer times included. Stored as an instant, it is shown in São Paulo like every date here.
 */
export function wordpressInstant(gmt: string, local: string): Date | null {
  const utc = dateParts(gmt);
  if (utc) {
    const [year, month, day, hour, minute, second] = utc;
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  }
  const wall = dateParts(local);
  if (!wall) return null;
  const [year, month, day, hour, minute, second] = wall;
  return new Date(zonedInstant(year, month, day, hour * 60 + minute).getTime() + second * 1000);
}

/** Text of an HTML fragment: tags out, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title longer than this is no title: the item is refused and reported. */
export const TITLE_REFUSED_LENGTH = 1000;
/** A WordPress slug is at most 200 characters; one past this is ignored (the title gives the address). */
export const SLUG_REFUSED_LENGTH = 1000;
export const UNTITLED = 'Sem título';

const count = (n: number) => n.toLocaleString('pt-BR');

export const titleRefusedMessage = (length: number) =>
  `Título com ${count(length)} caracteres, longo demais para ser um título (o limite é ${count(TITLE_MAX_LENGTH)}): item não importado.`;

export type TitleDecision = { ok: true; titulo: string; nota: string | null } | { ok: false; motivo: string };

export function importedTitle(raw: string): TitleDecision {
  // Measured before any work on it: a hostile title costs nothing.
  const text = raw.length > TITLE_REFUSED_LENGTH * 8 ? raw : plainText(raw);
  if (text.length > TITLE_REFUSED_LENGTH) return { ok: false, motivo: titleRefusedMessage(text.length) };
  if (text === '') return { ok: true, titulo: UNTITLED, nota: 'Sem título no WordPress: importada como “Sem título”.' };
  if (text.length > TITLE_MAX_LENGTH) {
    return { ok: true, titulo: truncateText(text, TITLE_MAX_LENGTH), nota: `Título com ${count(text.length)} caracteres cortado em ${count(TITLE_MAX_LENGTH)}.` };
  }
  return { ok: true, titulo: text, nota: null };
}

/** Cut to the post's slug length at a hyphen, so an address never ends in half a word. */
function fitSlug(slug: string): string {
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const cut = slug.slice(0, SLUG_MAX_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, '');
}

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The address (slug) a post asks for, before the database says whether it is free: WordPress's
 * post_name (percent-encoded UTF-8 for accented words) in this site's slug form, else the title's,
 * else 'postagem-{id}'. An absurdly long post_name is ignored and said.
 */
export function importedSlug(postName: string, titulo: string, postId: number | null): { slug: string; nota: string | null } {
  let nota: string | null = null;
  let base = '';
  if (postName.length > SLUG_REFUSED_LENGTH) nota = `Endereço (slug) do WordPress com ${count(postName.length)} caracteres ignorado: o endereço vem do título.`;
  else base = fitSlug(slugify(percentDecoded(postName)));
  if (!base) base = fitSlug(slugify(titulo === UNTITLED ? '' : titulo));
  if (!base) base = postId === null ? 'postagem' : `postagem-${postId}`;
  return { slug: base, nota };
}

/** The summary: the excerpt as plain text, at most SUMMARY_MAX_LENGTH characters. */
export function importedSummary(excerpt: string): string {
  return truncateText(plainText(excerpt), SUMMARY_MAX_LENGTH);
}

const UNCATEGORIZED = new Set(['uncategorized', 'sem-categoria', 'sin-categoria', 'geral']);

export type CategoryChoice = {
  /** The WordPress slug of the post's category here; null when it has none. */
  slug: string | null;
  /** The names of its other categories, kept as tags. */
  outras: string[];
};

/**
 * A post here has one category. The primary one when Yoast recorded it; else the most specific
 * (not a parent of another of the post's categories), WordPress's "Uncategorized" only when alone.
 * The others become tags, so nothing the reader could filter by is lost.
 */
export function chooseCategory(terms: readonly WxrTerm[], parentOf: (slug: string) => string, primarySlug: string | null): CategoryChoice {
  const categories = terms.filter((term) => term.domain === 'category' && term.slug);
  if (categories.length === 0) return { slug: null, outras: [] };
  const slugs = categories.map((term) => term.slug);
  const ancestors = new Set<string>();
  for (const slug of slugs) {
    const seen = new Set<string>();
    for (let parent = parentOf(slug); parent && !seen.has(parent); parent = parentOf(parent)) {
      seen.add(parent);
      ancestors.add(parent);
    }
  }
  const ranked = [...categories].sort((a, b) => rank(a) - rank(b));
  function rank(term: WxrTerm): number {
    if (primarySlug && term.slug === primarySlug) return 0;
    if (UNCATEGORIZED.has(term.slug)) return 3;
    return ancestors.has(term.slug) ? 2 : 1;
  }
  const chosen = ranked[0];
  const outras = categories.filter((term) => term !== chosen && !UNCATEGORIZED.has(term.slug)).map((term) => term.nome || term.slug);
  return { slug: chosen.slug, outras };
}

export type TagsDecision = { tags: string[]; notas: string[] };

/** The post's tags, then its other categories: one spelling each, TAG_MAX_LENGTH characters, TAGS_MAX of them. */
export function importedTags(tagNames: readonly string[], extraCategories: readonly string[]): TagsDecision {
  const notas: string[] = [];
  const tags: string[] = [];
  const seen = new Set<string>();
  let cut = 0;
  for (const raw of [...tagNames, ...extraCategories]) {
    let tag = plainText(raw);
    if (!tag) continue;
    if (tag.length > TAG_MAX_LENGTH) {
      tag = tag.slice(0, TAG_MAX_LENGTH).trim();
      cut += 1;
    }
    const key = tag.toLocaleLowerCase('pt-BR');
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  if (cut > 0) notas.push(`${count(cut)} ${cut === 1 ? 'tag cortada' : 'tags cortadas'} em ${TAG_MAX_LENGTH} caracteres.`);
  if (tags.length > TAGS_MAX) {
    notas.push(`${count(tags.length)} tags: ficaram as ${TAGS_MAX} primeiras.`);
    tags.length = TAGS_MAX;
  }
  return { tags, notas };
}

/**
 * Which WordPress site an export is from, to tell its ids from another site's: the host without
 * "www.", and the path of a site in a folder ('radio.com.br', 'radio.com.br/blog').
 */
export function siteKey(address: string): string {
  try {
    const url = new URL(address.trim());
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const path = url.pathname.replace(/\/+$/, '');
    return `${host}${path}`.slice(0, 300) || 'site-desconhecido';
  } catch {
    return 'site-desconhecido';
  }
}

// ---- PHP's serialize(), the few shapes postmeta takes ----

type PhpValue = number | string | boolean | null | PhpValue[];

/**
 * Reads PHP's serialize() output far enough for postmeta: integers, strings, booleans, floats,
 * null and arrays (as lists of their values). Null for anything else or malformed; bounded.
 */
export function unserializePhp(text: string): PhpValue | undefined {
  if (text.length > 65_536) return undefined;
  let at = 0;
  const read = (depth: number): PhpValue | undefined => {
    if (depth > 8) return undefined;
    const type = text[at];
    if (type === 'N' && text[at + 1] === ';') {
      at += 2;
      return null;
    }
    if (text[at + 1] !== ':') return undefined;
    if (type === 'i' || type === 'b' || type === 'd') {
      const end = text.indexOf(';', at + 2);
      if (end === -1) return undefined;
      const raw = text.slice(at + 2, end);
      at = end + 1;
      if (type === 'b') return raw === '1';
      const value = Number(raw);
      return Number.isFinite(value) ? value : undefined;
    }
    if (type === 's') {
      const colon = text.indexOf(':', at + 2);
      const length = Number(text.slice(at + 2, colon));
      if (colon === -1 || !Number.isInteger(length) || text[colon + 1] !== '"') return undefined;
      // PHP counts bytes: measured in UTF-8.
      const start = colon + 2;
      let end = start;
      let bytes = 0;
      while (end < text.length && bytes < length) {
        const code = text.codePointAt(end)!;
        bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
        end += code > 0xffff ? 2 : 1;
      }
      if (bytes !== length || text.slice(end, end + 2) !== '";') return undefined;
      at = end + 2;
      return text.slice(start, end);
    }
    if (type === 'a') {
      const colon = text.indexOf(':', at + 2);
      const size = Number(text.slice(at + 2, colon));
      if (colon === -1 || !Number.isInteger(size) || size > 4096 || text[colon + 1] !== '{') return undefined;
      at = colon + 2;
      const values: PhpValue[] = [];
      for (let i = 0; i < size; i += 1) {
        if (read(depth + 1) === undefined) return undefined;
        const value = read(depth + 1);
        if (value === undefined) return undefined;
        values.push(value);
      }
      if (text[at] !== '}') return undefined;
      at += 1;
      return values;
    }
    return undefined;
  };
  const value = read(0);
  return value !== undefined && at === text.length ? value : undefined;
}

/** A postmeta id (_thumbnail_id and the like): plain digits, or the first id in a serialized value. */
export function metaId(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return toId(Number(text));
  const parsed = unserializePhp(text);
  const first = (item: PhpValue | undefined): number | null => {
    if (typeof item === 'number') return toId(item);
    if (typeof item === 'string' && /^\d{1,10}$/.test(item.trim())) return toId(Number(item.trim()));
    if (Array.isArray(item)) {
      for (const inner of item) {
        const id = first(inner);
        if (id !== null) return id;
      }
    }
    return null;
  };
  return first(parsed);
}

function toId(value: number): number | null {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647 ? value : null;
}
