/*
 * "Mais lidas": the most read published posts, from the per-day view counts.
 * Views are kept per São Paulo calendar day (lib/server/services/views.ts), not per hour, so a
 * period is a number of whole days ending today: '24h' is today and yesterday (between 24 and 48
 * hours of reading, never less than the last 24), '7d' is today and the six days before. The
 * ranking is computed by the scheduler every MOST_READ_REFRESH_MS, never per request.
 */

import { isRecord, listFrom, textOf } from './coerce';
import { shiftDayKey } from './sao-paulo-clock';
import { normalizePost, type KnownCategory, type Post } from './post';

export const MOST_READ_PERIODS = ['24h', '7d'] as const;
export type MostReadPeriod = (typeof MOST_READ_PERIODS)[number];

/** The period the block asks for; the answer falls back to '7d' when it has too few posts. */
export const DEFAULT_MOST_READ_PERIOD: MostReadPeriod = '24h';

/** How many posts the block lists, and how many a period needs before it is shown alone. */
export const MOST_READ_COUNT = 5;

/** How often the scheduler recomputes the ranking (and, at most, how often the pages change for it). */
export const MOST_READ_REFRESH_MS = 2 * 60_000;

/** São Paulo days each period covers, today included. */
export const MOST_READ_DAYS: Record<MostReadPeriod, number> = { '24h': 2, '7d': 7 };

export function isMostReadPeriod(value: unknown): value is MostReadPeriod {
  return typeof value === 'string' && (MOST_READ_PERIODS as readonly string[]).includes(value);
}

/** The first and last day key ('yyyy-MM-dd', São Paulo) of a period ending on `today`. */
export function mostReadDayRange(period: MostReadPeriod, today: string): { from: string; to: string } {
  return { from: shiftDayKey(today, -(MOST_READ_DAYS[period] - 1)), to: today };
}

/** One place of a computed ranking. */
export type RankedPost = { periodo: MostReadPeriod; posicao: number; postagemId: number; visualizacoes: number };

/**
 * Whether the pages must change: the order of posts of either period differs. A count that grows
 * without moving anyone changes nothing a reader sees (the block shows no counts).
 */
export function rankingChanged(before: readonly RankedPost[], after: readonly RankedPost[]): boolean {
  const key = (rows: readonly RankedPost[]) =>
    [...rows]
      .sort((a, b) => a.periodo.localeCompare(b.periodo) || a.posicao - b.posicao)
      .map((row) => `${row.periodo}:${row.posicao}:${row.postagemId}`)
      .join('|');
  return key(before) !== key(after);
}

/** The period shown for the one asked: '24h' gives way to '7d' when it has fewer than MOST_READ_COUNT posts. */
export function periodToShow(asked: MostReadPeriod, countIn24h: number): MostReadPeriod {
  return asked === '24h' && countIn24h < MOST_READ_COUNT ? '7d' : asked;
}

export type MostRead = {
  /** The period the posts are from (after the fallback). */
  periodo: MostReadPeriod;
  posts: Post[];
};

/**
 * GET /publico/postagens/mais-lidas as pages use it: {periodo, dados} from the built-in backend,
 * also {dados} or a bare array from another backend (then the period asked is assumed). At most
 * MOST_READ_COUNT posts, in the order sent, each once.
 */
export function normalizeMostRead(raw: unknown, asked: MostReadPeriod, now: Date = new Date(), categories: readonly KnownCategory[] = []): MostRead {
  const sent = isRecord(raw) ? textOf(raw.periodo) : '';
  const seen = new Set<string>();
  const posts: Post[] = [];
  for (const item of listFrom(raw, ['dados', 'postagens'])) {
    if (!isRecord(item)) continue;
    const post = normalizePost(item, now, categories);
    if (post.id === '' || seen.has(post.id)) continue;
    seen.add(post.id);
    posts.push(post);
    if (posts.length === MOST_READ_COUNT) break;
  }
  return { periodo: isMostReadPeriod(sent) ? sent : asked, posts };
}
