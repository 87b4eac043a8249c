import 'server-only';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { namesList } from '@/lib/domain/names-list';
import {
  dayRange,
  minuteRange,
  parseFilterWords,
  parseRetentionDays,
  retentionCutoff,
  SONG_FILTER_WORDS_KEY,
  SONG_HISTORY_NEIGHBOURS,
  SONG_HISTORY_RECENT,
  SONG_HISTORY_RESUME_GAP_MS,
  SONG_HISTORY_SEARCH_MAX,
  SONG_RETENTION_KEY,
  songAtMinute,
  songCsvHead,
  songCsvLines,
  type SongPlayed,
  type SongToStore,
} from '@/lib/domain/song-history';
import type { SongHistoryAnswer, SongHistoryExportQuery, SongHistoryQuery } from '@/lib/schemas/song-history';
import { assertRole, badRequest } from '@/lib/server/errors';
import type { Database } from '../db/client';
import { configuracoes, musicasTocadas, ouvintesHora } from '../db/schema';
import { recordLog } from './audit-log';
import type { Actor } from './auth';
import { containsPattern } from './paging';
import { showOnAirAt } from './show-on-air';

/*
 * "O que tocou": the song history. The now-playing reader of each instance (lib/server/now-playing/
 * recorder.ts) reports what it read; this module turns the reports into rows, one per song:
 * - exactly one writer at a time: every report is written in a transaction holding one advisory
 *   lock, and compared with the newest row first, so two instances that saw the same change
 *   write it once, and a report older than the newest row (an instance whose read was slower)
 *   changes nothing;
 * - a new song closes the one before it (its fim is the new one's inicio); nothing playing (a
 *   jingle, a filtered title, the stream gone silent or unreadable) closes the open row;
 * - the show on air and its presenters are copied when a song starts (showOnAirAt), so the
 *   history reads the same after the grid changes.
 */

/** The advisory lock key of the history's writes (any constant shared by every instance). */
export const SONG_HISTORY_LOCK_KEY = 7_414_002;

/** Rows deleted per statement by the retention: a lowered setting never makes one huge delete. */
const RETENTION_BATCH = 5000;
/** Rows read per query while an export streams. */
const EXPORT_BATCH = 2000;

export const SONG_HISTORY_EXPORT_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem exportar o histórico de músicas.';

export type SongHistorySettings = { filterWords: string[]; retentionDays: number };

/** The filter words and the retention, from the settings (any of them absent: none, and the default). */
export async function loadSongHistorySettings(db: Database): Promise<SongHistorySettings> {
  const rows = await db
    .select({ chave: configuracoes.chave, valor: configuracoes.valor })
    .from(configuracoes)
    .where(inArray(configuracoes.chave, [SONG_FILTER_WORDS_KEY, SONG_RETENTION_KEY]));
  const value = (key: string) => rows.find((row) => row.chave === key)?.valor;
  return { filterWords: parseFilterWords(value(SONG_FILTER_WORDS_KEY)), retentionDays: parseRetentionDays(value(SONG_RETENTION_KEY)) };
}

/** What one read said: the song (already cleaned and filtered: songForHistory), or nothing playing, at an instant. */
export type SongObservation = { at: Date; song: SongToStore | null };

/** What a report changed: a song started (the previous one closed), the open one closed, one went on after a gap, or nothing. */
export type SongChange = 'iniciada' | 'encerrada' | 'retomada' | 'sem-mudanca';

const sameSong = (row: { artista: string; titulo: string }, song: SongToStore) => row.artista === song.artista && row.titulo === song.titulo;

/** Writes one report of the reader (see the module's comment). Safe to call from every instance at once. */
export async function recordSongObservation(db: Database, observation: SongObservation): Promise<SongChange> {
  const { at, song } = observation;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SONG_HISTORY_LOCK_KEY})`);
    const [last] = await tx
      .select({ id: musicasTocadas.id, artista: musicasTocadas.artista, titulo: musicasTocadas.titulo, inicio: musicasTocadas.inicio, fim: musicasTocadas.fim })
      .from(musicasTocadas)
      .orderBy(desc(musicasTocadas.inicio), desc(musicasTocadas.id))
      .limit(1);
    // Another instance already wrote something newer than this read: it is the truth.
    if (last && (last.inicio > at || (last.fim !== null && last.fim > at))) return 'sem-mudanca';

    if (song === null) {
      if (!last || last.fim !== null) return 'sem-mudanca';
      await tx.update(musicasTocadas).set({ fim: at }).where(eq(musicasTocadas.id, last.id));
      return 'encerrada';
    }
    if (last && sameSong(last, song)) {
      if (last.fim === null) return 'sem-mudanca';
      if (at.getTime() - last.fim.getTime() <= SONG_HISTORY_RESUME_GAP_MS) {
        await tx.update(musicasTocadas).set({ fim: null }).where(eq(musicasTocadas.id, last.id));
        return 'retomada';
      }
    }
    if (last && last.fim === null) await tx.update(musicasTocadas).set({ fim: at }).where(eq(musicasTocadas.id, last.id));
    const onAir = await showOnAirAt(tx, at);
    await tx.insert(musicasTocadas).values({
      artista: song.artista,
      titulo: song.titulo,
      inicio: at,
      fim: null,
      programaId: onAir?.programaId ?? null,
      programaNome: onAir?.nome ?? null,
      apresentadores: onAir && onAir.apresentadores.length > 0 ? namesList(onAir.apresentadores) : null,
    });
    return 'iniciada';
  });
}

/** Deletes the songs and the listener hours older than the retention; returns how many of each. */
export async function deleteExpiredHistory(db: Database, retentionDays: number, now: Date = new Date()): Promise<{ musicas: number; horas: number }> {
  const cutoff = retentionCutoff(now, retentionDays);
  let musicas = 0;
  for (;;) {
    const deleted = await db
      .delete(musicasTocadas)
      .where(inArray(musicasTocadas.id, db.select({ id: musicasTocadas.id }).from(musicasTocadas).where(lt(musicasTocadas.inicio, cutoff)).limit(RETENTION_BATCH)))
      .returning({ id: musicasTocadas.id });
    musicas += deleted.length;
    if (deleted.length < RETENTION_BATCH) break;
  }
  const hours = await db.delete(ouvintesHora).where(lt(ouvintesHora.hora, cutoff)).returning({ hora: ouvintesHora.hora });
  return { musicas, horas: hours.length };
}

// ---------------------------------------------------------------------------------------------
// The public reads (GET /publico/tocou)

const publicColumns = {
  id: musicasTocadas.id,
  artista: musicasTocadas.artista,
  titulo: musicasTocadas.titulo,
  inicio: musicasTocadas.inicio,
  fim: musicasTocadas.fim,
  programaNome: musicasTocadas.programaNome,
  apresentadores: musicasTocadas.apresentadores,
};

type SongRow = Pick<typeof musicasTocadas.$inferSelect, keyof typeof publicColumns>;

function toSongPlayed(row: SongRow): SongPlayed {
  return {
    id: row.id,
    artista: row.artista === '' ? null : row.artista,
    titulo: row.titulo,
    inicio: row.inicio.toISOString(),
    fim: row.fim ? row.fim.toISOString() : null,
    programa: row.programaNome,
    apresentadores: row.apresentadores,
  };
}

const newestFirst = [desc(musicasTocadas.inicio), desc(musicasTocadas.id)];
const oldestFirst = [asc(musicasTocadas.inicio), asc(musicasTocadas.id)];

/** Accent- and case-insensitive "contains", with % and _ taken literally. */
function matches(column: AnyPgColumn, term: string): SQL {
  return sql`sintonia_unaccent(lower(${column})) like sintonia_unaccent(lower(${containsPattern(term)}))`;
}

/** The latest songs; the matches of a search; or the song at a minute with its neighbours. Newest first. */
export async function readSongHistory(db: Database, query: SongHistoryQuery, now: Date = new Date()): Promise<SongHistoryAnswer> {
  const select = () => db.select(publicColumns).from(musicasTocadas);
  if (query.busca !== undefined) {
    const rows = await select()
      .where(or(matches(musicasTocadas.artista, query.busca), matches(musicasTocadas.titulo, query.busca)))
      .orderBy(...newestFirst)
      .limit(SONG_HISTORY_SEARCH_MAX);
    return { modo: 'busca', busca: query.busca, dados: rows.map(toSongPlayed) };
  }
  if (query.data !== undefined && query.hora !== undefined) {
    const minute = minuteRange(query.data, query.hora);
    // The schema checked both; a date and time that do not make a minute are refused all the same.
    if (minute === null) throw badRequest('Informe uma data e uma hora válidas.');
    const candidates = await select()
      .where(and(lt(musicasTocadas.inicio, minute.fim), or(isNull(musicasTocadas.fim), gt(musicasTocadas.fim, minute.inicio))))
      .orderBy(...newestFirst)
      .limit(20);
    const target = songAtMinute(candidates, minute, now);
    // Around the song found, else around the minute asked.
    const anchor = target ? { inicio: target.inicio, id: target.id } : { inicio: minute.inicio, id: 0 };
    const [before, after] = await Promise.all([
      select()
        .where(or(lt(musicasTocadas.inicio, anchor.inicio), and(eq(musicasTocadas.inicio, anchor.inicio), lt(musicasTocadas.id, anchor.id))))
        .orderBy(...newestFirst)
        .limit(SONG_HISTORY_NEIGHBOURS),
      select()
        .where(or(gt(musicasTocadas.inicio, anchor.inicio), and(eq(musicasTocadas.inicio, anchor.inicio), gt(musicasTocadas.id, anchor.id))))
        .orderBy(...oldestFirst)
        .limit(SONG_HISTORY_NEIGHBOURS),
    ]);
    const rows = [...after.reverse(), ...(target ? [target] : []), ...before];
    return { modo: 'momento', data: query.data, hora: query.hora.slice(0, 5), alvoId: target?.id ?? null, dados: rows.map(toSongPlayed) };
  }
  const rows = await select().orderBy(...newestFirst).limit(SONG_HISTORY_RECENT);
  return { modo: 'recentes', dados: rows.map(toSongPlayed) };
}

// ---------------------------------------------------------------------------------------------
// The staff export (GET /musicas-tocadas/exportar)

export type SongHistoryExport = { filename: string; total: number; body: ReadableStream<Uint8Array> };

/**
 * The songs that started in the period (São Paulo days, both included), oldest first, as a pt-BR
 * CSV streamed in batches: a year of songs never sits in memory at once. The export is logged.
 */
export async function exportSongHistory(db: Database, actor: Actor, query: SongHistoryExportQuery): Promise<SongHistoryExport> {
  assertRole(actor.user, ['admin', 'editor'], SONG_HISTORY_EXPORT_FORBIDDEN_MESSAGE);
  const range = dayRange(query.inicio, query.fim);
  if (range === null) throw badRequest('Informe um período válido.');
  const inPeriod = and(gte(musicasTocadas.inicio, range.inicio), lt(musicasTocadas.inicio, range.fim));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(musicasTocadas).where(inPeriod);
  await recordLog(db, {
    usuarioId: actor.user.id,
    acao: 'exportar',
    entidade: 'musica_tocada',
    detalhes: { inicio: query.inicio, fim: query.fim, total: Number(total) },
    ip: actor.ip,
  });

  const encoder = new TextEncoder();
  let cursor: { inicio: Date; id: number } | null = null;
  let headSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headSent) {
        headSent = true;
        controller.enqueue(encoder.encode(songCsvHead()));
        return;
      }
      try {
        const after: SQL | undefined = cursor
          ? or(gt(musicasTocadas.inicio, cursor.inicio), and(eq(musicasTocadas.inicio, cursor.inicio), gt(musicasTocadas.id, cursor.id)))
          : undefined;
        const rows = await db
          .select({ id: musicasTocadas.id, artista: musicasTocadas.artista, titulo: musicasTocadas.titulo, inicio: musicasTocadas.inicio, fim: musicasTocadas.fim, programaNome: musicasTocadas.programaNome })
          .from(musicasTocadas)
          .where(and(inPeriod, after))
          .orderBy(...oldestFirst)
          .limit(EXPORT_BATCH);
        if (rows.length > 0) {
          const last = rows[rows.length - 1];
          cursor = { inicio: last.inicio, id: last.id };
          controller.enqueue(encoder.encode(songCsvLines(rows)));
        }
        if (rows.length < EXPORT_BATCH) controller.close();
      } catch (error) {
        // The headers are gone already: the download ends short, and the log says why.
        console.error('[tocou] falha ao exportar o histórico de músicas', error);
        controller.error(error);
      }
    },
  });
  return { filename: `musicas-tocadas-${query.inicio}-a-${query.fim}.csv`, total: Number(total), body };
}
