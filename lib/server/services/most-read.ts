import 'server-only';
import { and, asc, desc, eq, inArray, lte, or, isNull, sql } from 'drizzle-orm';
import { saoPauloDayKey } from '@/lib/domain/dates';
import {
  MOST_READ_COUNT,
  MOST_READ_PERIODS,
  MOST_READ_REFRESH_MS,
  mostReadDayRange,
  periodToShow,
  rankingChanged,
  type MostReadPeriod,
  type RankedPost,
} from '@/lib/domain/most-read';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import type { MostReadAnswer } from '@/lib/schemas/most-read';
import { expirePublicTags } from '../cache/expire';
import type { Database, Tx } from '../db/client';
import { maisLidas, postagens, visualizacoesDiarias } from '../db/schema';
import { baseSelect, galleriesFor, isPubliclyVisible, toPublicPost, type PostRow } from './public-post-rows';

/*
 * "Mais lidas". The scheduler recomputes the ranking of each period from the
 * per-day view counts into mais_lidas (MOST_READ_COUNT rows a period), so a page view never sums
 * views. Only posts published at the moment of the computation are ranked (status 'publicado' and
 * dated no later than then): drafts, scheduled, archived and future-dated posts never are. With
 * several instances, a transaction-scoped advisory lock lets one compute at a time, and a ranking
 * computed less than half an interval ago is not computed again. The public read checks visibility
 * once more, so a post archived since the last run leaves the block at once.
 */

/** The advisory lock key of the computation (any constant shared by every instance). */
export const MOST_READ_LOCK_KEY = 7_414_027;

type LockAnswer = { rows: { locked: boolean }[] };

async function rankPeriod(tx: Tx, period: MostReadPeriod, now: Date): Promise<RankedPost[]> {
  const { from, to } = mostReadDayRange(period, saoPauloDayKey(now));
  const total = sql<number>`sum(${visualizacoesDiarias.total})::int`.mapWith(Number);
  const rows = await tx
    .select({ postagemId: visualizacoesDiarias.postagemId, total })
    .from(visualizacoesDiarias)
    .innerJoin(postagens, eq(postagens.id, visualizacoesDiarias.postagemId))
    .where(
      and(
        sql`${visualizacoesDiarias.dia} between ${from} and ${to}`,
        eq(postagens.status, 'publicado'),
        or(isNull(postagens.publicadoEm), lte(postagens.publicadoEm, now)),
      ),
    )
    .groupBy(visualizacoesDiarias.postagemId, postagens.publicadoEm, postagens.criadoEm)
    .having(sql`sum(${visualizacoesDiarias.total}) > 0`)
    // A tie goes to the newer story.
    .orderBy(desc(total), desc(sql`coalesce(${postagens.publicadoEm}, ${postagens.criadoEm})`), desc(visualizacoesDiarias.postagemId))
    .limit(MOST_READ_COUNT);
  return rows.map((row, index) => ({ periodo: period, posicao: index + 1, postagemId: row.postagemId, visualizacoes: row.total }));
}

export type MostReadComputation = {
  /** false when another instance holds the lock, or computed it less than `minAgeMs` ago. */
  computed: boolean;
  /** Whether the order of posts of either period differs from the stored one. */
  changed: boolean;
};

/**
 * Computes both periods at `now` and stores them (the rows are rewritten every time, so
 * calculado_em says when). `minAgeMs`: skip when the stored ranking is younger than that.
 */
export async function recomputeMostRead(db: Database, now: Date = new Date(), options: { minAgeMs?: number } = {}): Promise<MostReadComputation> {
  return db.transaction(async (tx) => {
    // Both drivers (node-postgres, PGlite) answer { rows }.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${MOST_READ_LOCK_KEY}) as locked`)) as unknown as LockAnswer;
    if (!lock.rows[0]?.locked) return { computed: false, changed: false };
    const stored = await tx.select().from(maisLidas);
    const minAgeMs = options.minAgeMs ?? 0;
    if (minAgeMs > 0 && stored.some((row) => now.getTime() - row.calculadoEm.getTime() < minAgeMs)) return { computed: false, changed: false };

    const ranked: RankedPost[] = [];
    for (const period of MOST_READ_PERIODS) ranked.push(...(await rankPeriod(tx, period, now)));
    await tx.delete(maisLidas);
    if (ranked.length > 0) await tx.insert(maisLidas).values(ranked.map((row) => ({ ...row, calculadoEm: now })));
    const before: RankedPost[] = stored.map((row) => ({ periodo: row.periodo as MostReadPeriod, posicao: row.posicao, postagemId: row.postagemId, visualizacoes: row.visualizacoes }));
    return { computed: true, changed: rankingChanged(before, ranked) };
  });
}

/**
 * Recomputes, and expires the block's cache tag only when the order changed: the pages that show
 * the block are rendered again at most once an interval, and not at all while nothing moves.
 */
export async function refreshMostRead(db: Database, now: Date = new Date(), options: { minAgeMs?: number } = {}): Promise<MostReadComputation> {
  const result = await recomputeMostRead(db, now, options);
  if (result.changed) await expirePublicTags([CACHE_TAGS.mostRead]);
  return result;
}

type GlobalWithMostRead = typeof globalThis & { __sintoniaMostReadRun?: number };

/**
 * The scheduler's call: at most once per interval in this process (kept on globalThis: Next may
 * load this module in several bundles), whether or not the run worked, so a database outage is
 * not retried every tick. Instances racing meet at the lock and at the stored ranking's age.
 */
export async function refreshMostReadIfDue(
  getDatabase: () => Promise<Database>,
  now: Date = new Date(),
  intervalMs = MOST_READ_REFRESH_MS,
): Promise<MostReadComputation | null> {
  const scope = globalThis as GlobalWithMostRead;
  const last = scope.__sintoniaMostReadRun;
  if (last !== undefined && now.getTime() - last < intervalMs) return null;
  scope.__sintoniaMostReadRun = now.getTime();
  return refreshMostRead(await getDatabase(), now, { minAgeMs: intervalMs / 2 });
}

/** Forgets this process's last run (tests). */
export function resetMostReadSchedule(): void {
  delete (globalThis as GlobalWithMostRead).__sintoniaMostReadRun;
}

/**
 * GET /publico/postagens/mais-lidas: the stored ranking of the period asked, its posts still
 * public, in the public card shape; '24h' with fewer than MOST_READ_COUNT falls back to '7d'.
 */
export async function getMostRead(db: Database, asked: MostReadPeriod): Promise<MostReadAnswer> {
  const periods: MostReadPeriod[] = asked === '24h' ? ['24h', '7d'] : [asked];
  const ranking = await db
    .select({ periodo: maisLidas.periodo, postagemId: maisLidas.postagemId, calculadoEm: maisLidas.calculadoEm })
    .from(maisLidas)
    .where(inArray(maisLidas.periodo, periods))
    .orderBy(asc(maisLidas.periodo), asc(maisLidas.posicao));
  const ids = [...new Set(ranking.map((row) => row.postagemId))];
  const rows: PostRow[] = ids.length > 0 ? await baseSelect(db).where(and(isPubliclyVisible, inArray(postagens.id, ids))) : [];
  const visible = new Map(rows.map((row) => [row.id, row]));
  const idsOf = (period: MostReadPeriod) => ranking.filter((row) => row.periodo === period && visible.has(row.postagemId)).map((row) => row.postagemId);

  const shown = periodToShow(asked, idsOf('24h').length);
  const shownIds = idsOf(shown);
  const galleries = await galleriesFor(db, shownIds);
  const calculadoEm = ranking.reduce<Date | null>((latest, row) => (latest && latest > row.calculadoEm ? latest : row.calculadoEm), null);
  return {
    periodo: shown,
    solicitado: asked,
    calculadoEm: calculadoEm ? calculadoEm.toISOString() : null,
    dados: shownIds.map((id) => toPublicPost(visible.get(id)!, galleries.get(id) ?? [])),
  };
}
