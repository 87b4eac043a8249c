/**
 * "O que tocou": the rules of the song history the server's now-playing reader keeps (which
 * titles are stored and how, the minute lookup, the retention, the rights-reporting CSV). Titles
 * come from the stream's metadata, which anyone with the source password can set: they are
 * untrusted text, cleaned and capped here before they reach the database. No I/O.
 */

import { csvRow, toCsv } from './csv';
import type { NowPlayingTitle } from './now-playing';
import { dayText, pad, saoPauloWallClock, timeText } from './sao-paulo-clock';
import { zonedInstant } from './zoned-time';

/** The public page. */
export const SONG_HISTORY_PAGE_PATH = '/tocou';
/** The songs /tocou lists by default, newest first. */
export const SONG_HISTORY_RECENT = 50;
/** A search lists at most this many matches, newest first. */
export const SONG_HISTORY_SEARCH_MAX = 50;
/** Songs shown before and after the one found at a minute. */
export const SONG_HISTORY_NEIGHBOURS = 5;
/** Longest artist and title stored (a metadata block may carry 4 KB of anything). */
export const SONG_ARTIST_MAX_LENGTH = 200;
export const SONG_TITLE_MAX_LENGTH = 300;
/** Longest search term. */
export const SONG_SEARCH_MAX_LENGTH = 100;

/** Settings keys (group 'radio'). */
export const SONG_FILTER_WORDS_KEY = 'radio.filtroTitulos';
export const SONG_RETENTION_KEY = 'radio.historicoDias';

export const SONG_HISTORY_DEFAULT_RETENTION_DAYS = 400;
export const SONG_HISTORY_MAX_RETENTION_DAYS = 3650;
/** The longest period one CSV export covers. */
export const SONG_HISTORY_EXPORT_MAX_DAYS = 400;
/** Filter words kept at most, and the longest one: the setting is free text. */
export const SONG_FILTER_WORDS_MAX = 100;
export const SONG_FILTER_WORD_MAX_LENGTH = 80;
/**
 * The same song back within this long after its row was closed (a blank title for one read, the
 * stream server reconnecting its source) goes on in the same row instead of starting a new one.
 */
export const SONG_HISTORY_RESUME_GAP_MS = 60_000;
/** The /tocou pages are expired on a song change at most this often. */
export const SONG_HISTORY_EXPIRY_INTERVAL_MS = 10_000;

/** One song as the site shows it. Instants are ISO 8601 (UTC). */
export type SongPlayed = {
  id: number;
  artista: string | null;
  titulo: string;
  inicio: string;
  /** null while it plays. */
  fim: string | null;
  /** The show (or grid exception) on air when it started; null when nothing was scheduled. */
  programa: string | null;
  /** Its presenters then, as a sentence reads them ('Ana e Beto'); null when none. */
  apresentadores: string | null;
};

/** What GET /publico/tocou answers, by the query it was given. */
export type SongHistoryAnswer =
  | { modo: 'recentes'; dados: SongPlayed[] }
  | { modo: 'busca'; busca: string; dados: SongPlayed[] }
  | {
      modo: 'momento';
      /** 'yyyy-mm-dd' and 'hh:mm' as asked, São Paulo time. */
      data: string;
      hora: string;
      /** The song playing at that minute (one of dados), or null when none was. */
      alvoId: number | null;
      /** The song and its neighbours, newest first. */
      dados: SongPlayed[];
    };

// Any control character at all (C0, DEL, C1): none belongs in a song's name.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** Text without control characters and runs of spaces, cut to `max` characters (with '…'). */
export function cleanSongText(text: string, max: number): string {
  const clean = text.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** Lower case without accents: how filter words and titles are compared. */
export function comparableText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The filter setting's words: one per line or separated by commas or semicolons, each at most once. */
export function parseFilterWords(setting: string | null | undefined): string[] {
  if (typeof setting !== 'string') return [];
  const words: string[] = [];
  const seen = new Set<string>();
  for (const part of setting.split(/[\n\r,;]+/)) {
    const word = cleanSongText(part, SONG_FILTER_WORD_MAX_LENGTH);
    const key = comparableText(word);
    if (word === '' || seen.has(key)) continue;
    seen.add(key);
    words.push(word);
    if (words.length === SONG_FILTER_WORDS_MAX) break;
  }
  return words;
}

/** Whether the artist or the title contains one of the words (accents and case ignored). */
export function isFilteredSong(song: { artista: string | null; titulo: string }, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  // A line break between them: a word never matches across the artist and the title.
  const text = comparableText(`${song.artista ?? ''}\n${song.titulo}`);
  return words.some((word) => text.includes(comparableText(word)));
}

/** What a stored row holds: '' for no artist (the column is not null). */
export type SongToStore = { artista: string; titulo: string };

/** The song as the history stores it, or null when nothing is stored (no song, or a filtered title). */
export function songForHistory(title: Pick<NowPlayingTitle, 'artista' | 'titulo'> | null, filterWords: readonly string[]): SongToStore | null {
  if (title === null) return null;
  const artista = cleanSongText(title.artista ?? '', SONG_ARTIST_MAX_LENGTH);
  const titulo = cleanSongText(title.titulo, SONG_TITLE_MAX_LENGTH);
  if (titulo === '') return null;
  if (isFilteredSong({ artista, titulo }, filterWords)) return null;
  return { artista, titulo };
}

/** The retention setting in days: a whole number from 1 to the maximum; blank or unreadable is the default. */
export function parseRetentionDays(setting: string | null | undefined): number {
  const text = typeof setting === 'string' ? setting.trim() : '';
  if (!/^\d{1,6}$/.test(text)) return SONG_HISTORY_DEFAULT_RETENTION_DAYS;
  const days = Number(text);
  if (days < 1) return SONG_HISTORY_DEFAULT_RETENTION_DAYS;
  return Math.min(days, SONG_HISTORY_MAX_RETENTION_DAYS);
}

/** Rows that started before this instant are deleted. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A São Paulo calendar day 'yyyy-mm-dd' as numbers; null when it is no real day. */
export function parseDayKey(text: string): { year: number; month: number; day: number } | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** 'hh:mm' (seconds, as some time inputs send them, are ignored) as minutes of the day; null otherwise. */
export function parseClockTime(text: string): number | null {
  const match = TIME.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  const second = match[3] === undefined ? 0 : Number(match[3]);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return hour * 60 + minute;
}

/** The minute `hora` of São Paulo day `data`, as [start, end) instants. */
export function minuteRange(data: string, hora: string): { inicio: Date; fim: Date } | null {
  const day = parseDayKey(data);
  const minute = parseClockTime(hora);
  if (day === null || minute === null) return null;
  const inicio = zonedInstant(day.year, day.month, day.day, minute);
  return { inicio, fim: new Date(inicio.getTime() + 60_000) };
}

/** São Paulo days `de` to `ate`, both included, as [start, end) instants, and how many days they are. */
export function dayRange(de: string, ate: string): { inicio: Date; fim: Date; dias: number } | null {
  const first = parseDayKey(de);
  const last = parseDayKey(ate);
  if (first === null || last === null) return null;
  const inicio = zonedInstant(first.year, first.month, first.day, 0);
  const fim = zonedInstant(last.year, last.month, last.day + 1, 0);
  const dias = Math.round((Date.UTC(last.year, last.month - 1, last.day) - Date.UTC(first.year, first.month - 1, first.day)) / 86_400_000) + 1;
  return { inicio, fim, dias };
}

type Span = { id: number; inicio: Date; fim: Date | null };

/**
 * The song playing at a minute: of those that overlap [inicio, fim), the one heard longest in it
 * (a change at 14:32:50 still answers the song of most of 14:32); a tie goes to the later start.
 * An open row (fim null) lasts until `now`.
 */
export function songAtMinute<T extends Span>(candidates: readonly T[], minute: { inicio: Date; fim: Date }, now: Date): T | null {
  let best: { song: T; heard: number } | null = null;
  for (const song of candidates) {
    const end = Math.min((song.fim ?? now).getTime(), minute.fim.getTime());
    const heard = end - Math.max(song.inicio.getTime(), minute.inicio.getTime());
    if (heard <= 0) continue;
    if (!best || heard > best.heard || (heard === best.heard && song.inicio.getTime() > best.song.inicio.getTime())) best = { song, heard };
  }
  return best?.song ?? null;
}

/** 'hh:mm:ss' of a length in milliseconds (hours past 99 keep their digits); '' for no length. */
export function durationText(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms) || ms < 0) return '';
  const seconds = Math.floor(ms / 1000);
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

/** 'dd/mm/yyyy HH:mm:ss' in São Paulo, as a pt-BR spreadsheet reads a date and time. */
export function csvDateTime(date: Date): string {
  const wall = saoPauloWallClock(date);
  // São Paulo's offsets are whole hours: the seconds are UTC's.
  return `${dayText(wall)} ${pad(wall.hour)}:${pad(wall.minute)}:${pad(date.getUTCSeconds())}`;
}

export const SONG_CSV_HEADER = ['Início', 'Fim', 'Duração', 'Artista', 'Título', 'Programa'] as const;

export type SongCsvInput = { artista: string; titulo: string; inicio: Date; fim: Date | null; programaNome: string | null };

/** One row of the rights-reporting CSV (formula-looking cells neutralised by csvRow). */
export function songCsvCells(song: SongCsvInput): string[] {
  return [
    csvDateTime(song.inicio),
    song.fim ? csvDateTime(song.fim) : '',
    song.fim ? durationText(song.fim.getTime() - song.inicio.getTime()) : '',
    song.artista,
    song.titulo,
    song.programaNome ?? '',
  ];
}

/** The CSV's first chunk: the BOM and the header line. */
export function songCsvHead(): string {
  return toCsv(SONG_CSV_HEADER, []);
}

/** A CSV line (CRLF-terminated) per song. */
export function songCsvLines(songs: readonly SongCsvInput[]): string {
  return songs.map((song) => `${csvRow(songCsvCells(song))}\r\n`).join('');
}

/** 'O que tocou às 14h32 de 24/11/2026'. */
export function minuteTitle(inicio: Date): string {
  const wall = saoPauloWallClock(inicio);
  return `O que tocou às ${timeText(wall)} de ${dayText(wall)}`;
}

/** 'Artista — Título', or the title alone. */
export function songText(song: Pick<SongPlayed, 'artista' | 'titulo'>): string {
  return song.artista ? `${song.artista} — ${song.titulo}` : song.titulo;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const instant = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

function normalizeSong(raw: unknown): SongPlayed | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const item = raw as Record<string, unknown>;
  const id = typeof item.id === 'number' && Number.isInteger(item.id) ? item.id : null;
  const titulo = cleanSongText(text(item.titulo), SONG_TITLE_MAX_LENGTH);
  const inicio = instant(item.inicio);
  if (id === null || titulo === '' || inicio === null) return null;
  const artista = cleanSongText(text(item.artista), SONG_ARTIST_MAX_LENGTH);
  const programa = cleanSongText(text(item.programa), 200);
  const apresentadores = cleanSongText(text(item.apresentadores), 300);
  return {
    id,
    artista: artista || null,
    titulo,
    inicio,
    fim: instant(item.fim),
    programa: programa || null,
    apresentadores: apresentadores || null,
  };
}

/** GET /publico/tocou's answer as the page shows it, whichever backend sent it; null when it is not one. */
export function normalizeSongHistory(raw: unknown): SongHistoryAnswer | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const body = raw as Record<string, unknown>;
  if (!Array.isArray(body.dados)) return null;
  const dados = body.dados.map(normalizeSong).filter((song): song is SongPlayed => song !== null);
  if (body.modo === 'busca') return { modo: 'busca', busca: text(body.busca), dados };
  if (body.modo === 'momento') {
    const alvoId = typeof body.alvoId === 'number' && dados.some((song) => song.id === body.alvoId) ? body.alvoId : null;
    return { modo: 'momento', data: text(body.data), hora: text(body.hora), alvoId, dados };
  }
  return { modo: 'recentes', dados };
}
