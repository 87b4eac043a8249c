import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { SONG_REQUEST_BLOCKED_WORDS_KEY, SONG_REQUEST_MESSAGES, SONG_REQUEST_RETENTION_DAYS, type SongRequestStatus } from '@/lib/domain/song-requests';
import { findListedWord, parseWordList } from '@/lib/domain/word-list';
import type { SongRequestInput } from '@/lib/schemas/song-requests';
import type { SongRequest, SongRequestListQuery, SongRequestOnAir, SongRequestPage } from '@/lib/schemas/song-request-inbox';
import type { Database } from '../db/client';
import { configuracoes, pedidosMusicais, programas } from '../db/schema';
import { AppError, assertRole, notFound } from '@/lib/server/errors';
import { addressKey } from '../limits/address-key';
import { giveBackAll, limiter, takeAll, type LimitStep } from '../limits/limiter';
import { checkContactToken } from './contact';
import { pageMeta } from './paging';
import { showOnAirAt } from './show-on-air';
import type { AuthUser } from './auth';

/*
 * "Peça sua música": requests sent from /peca-sua-musica to the studio, stored with the show on
 * air when sent, and the panel's "Pedidos" list. The public side has the contact form's defences
 * (the same signed token and honeypot, a rate limit per client address) plus a list of blocked
 * words. Requests carry listeners' names and phone numbers: only admins and editors read them
 * (the route checks and so does every function here), and they are deleted after 90 days.
 */

export const SONG_REQUESTS_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem ver os pedidos musicais.';
export const SONG_REQUEST_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';

/** The contact form's token, with this form's own words when it is refused. */
export function assertSongRequestToken(token: unknown, now: number = Date.now()): void {
  if (checkContactToken(token, now) !== 'ok') throw new AppError('invalid', 'ENVIO_RECUSADO', SONG_REQUEST_MESSAGES.rejected);
}

// ——— Rate limit ———

export const SONG_REQUEST_RATE_WINDOW_MS = 10 * 60 * 1000;
/** A listener asks for a few songs an hour; twenty in ten minutes is a script. */
export const SONG_REQUEST_RATE_LIMIT = 20;
/** Every visitor without a known address shares this one: it only caps a flood of the studio's list. */
export const SONG_REQUEST_RATE_LIMIT_UNKNOWN_ADDRESS = 200;

const requestLimiter = (name: string, points: number) => limiter(name, { points, durationSeconds: SONG_REQUEST_RATE_WINDOW_MS / 1000 });

/** The counter a request takes a slot in: its address (an IPv6 one as its /64, see addressKey). */
export function songRequestRateBuckets(ip: string | null): LimitStep[] {
  const address = ip ? requestLimiter('pedidos-endereco', SONG_REQUEST_RATE_LIMIT) : requestLimiter('pedidos-endereco-desconhecido', SONG_REQUEST_RATE_LIMIT_UNKNOWN_ADDRESS);
  return [{ limiter: address, key: addressKey(ip) }];
}

// ——— Storage ———

async function blockedWords(db: Database): Promise<string[]> {
  const [row] = await db.select({ valor: configuracoes.valor }).from(configuracoes).where(eq(configuracoes.chave, SONG_REQUEST_BLOCKED_WORDS_KEY)).limit(1);
  return parseWordList(row?.valor);
}

export type StoredSongRequest = { message: string };

/**
 * Stores a request that passed every check, with what is on air at `now`. Over the limit: 429 with
 * Retry-After. A request with a blocked word gets the same answer as any other and is not stored:
 * the sender learns nothing, the studio never sees it (it still took its slot in the limit).
 */
export async function storeSongRequest(db: Database, input: SongRequestInput, ip: string | null, now: Date = new Date()): Promise<StoredSongRequest> {
  const buckets = songRequestRateBuckets(ip);
  const taken = await takeAll(buckets);
  if (!taken.allowed) throw new AppError('rate-limited', 'MUITAS_REQUISICOES', SONG_REQUEST_MESSAGES.tooMany, undefined, taken.retryAfterSeconds);
  try {
    const blocked = findListedWord([input.nome, input.local, input.mensagem], await blockedWords(db));
    if (blocked) return { message: SONG_REQUEST_MESSAGES.sent };
    const onAir = await showOnAirAt(db, now);
    await db.insert(pedidosMusicais).values({
      nome: input.nome,
      local: input.local,
      mensagem: input.mensagem,
      whatsapp: input.whatsapp ?? null,
      programaId: onAir?.programaId ?? null,
      programaNome: onAir?.nome ?? null,
      criadoEm: now,
      atualizadoEm: now,
    });
  } catch (error) {
    // A failed store must not cost the listener one of their attempts (nor hide the store's error).
    await giveBackAll(buckets).catch(() => {});
    throw error;
  }
  return { message: SONG_REQUEST_MESSAGES.sent };
}

// ——— The panel ———

const columns = {
  id: pedidosMusicais.id,
  nome: pedidosMusicais.nome,
  local: pedidosMusicais.local,
  mensagem: pedidosMusicais.mensagem,
  whatsapp: pedidosMusicais.whatsapp,
  programaId: pedidosMusicais.programaId,
  programaNome: pedidosMusicais.programaNome,
  status: pedidosMusicais.status,
  criadoEm: pedidosMusicais.criadoEm,
  atualizadoEm: pedidosMusicais.atualizadoEm,
};

type RequestRow = Pick<typeof pedidosMusicais.$inferSelect, keyof typeof columns>;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toSongRequest(row: RequestRow): SongRequest {
  return { ...row, criadoEm: iso(row.criadoEm), atualizadoEm: iso(row.atualizadoEm) };
}

/** The requests of what is on air: its show, or for an exception of its own, those sent under its title. */
function onAirCondition(onAir: SongRequestOnAir | null): SQL | undefined {
  if (!onAir) return undefined;
  if (onAir.programaId !== null) return eq(pedidosMusicais.programaId, onAir.programaId);
  return and(isNull(pedidosMusicais.programaId), eq(pedidosMusicais.programaNome, onAir.nome));
}

/**
 * Newest first. `programa: 'no-ar'` is whatever is on air at `now` (every request when nothing
 * is); meta.novos counts the 'novo' ones under the same show and date filters.
 */
export async function listSongRequests(db: Database, user: AuthUser, query: SongRequestListQuery, now: Date = new Date()): Promise<SongRequestPage> {
  assertRole(user, ['admin', 'editor'], SONG_REQUESTS_FORBIDDEN_MESSAGE);
  const current = await showOnAirAt(db, now);
  const noAr: SongRequestOnAir | null = current ? { programaId: current.programaId, nome: current.nome } : null;

  const scope: SQL[] = [];
  if (typeof query.programa === 'number') scope.push(eq(pedidosMusicais.programaId, query.programa));
  if (query.programa === 'no-ar') {
    const condition = onAirCondition(noAr);
    if (condition) scope.push(condition);
  }
  if (query.desde) scope.push(gte(pedidosMusicais.criadoEm, new Date(query.desde)));
  const listed = query.status === 'todos' ? scope : [...scope, eq(pedidosMusicais.status, query.status)];
  const where = listed.length ? and(...listed) : undefined;
  const { pagina, limite } = query;

  const [rows, [{ total }], [{ novos }], shows] = await Promise.all([
    db
      .select(columns)
      .from(pedidosMusicais)
      .where(where)
      .orderBy(desc(pedidosMusicais.criadoEm), desc(pedidosMusicais.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(pedidosMusicais).where(where),
    db
      .select({ novos: sql<number>`count(*)::int` })
      .from(pedidosMusicais)
      .where(and(...scope, eq(pedidosMusicais.status, 'novo'))),
    db.select({ id: programas.id, nome: programas.nome }).from(programas).where(eq(programas.ativo, true)).orderBy(asc(programas.nome), asc(programas.id)),
  ]);
  return {
    dados: rows.map((row) => toSongRequest(row)),
    meta: { ...pageMeta(pagina, limite, Number(total)), novos: Number(novos) },
    noAr,
    programas: shows,
  };
}

/** Marks a request read on air ('lido'), played ('tocado') or back to 'novo'. Not an audited event. */
export async function setSongRequestStatus(db: Database, user: AuthUser, id: number, status: SongRequestStatus, now: Date = new Date()): Promise<SongRequest> {
  assertRole(user, ['admin', 'editor'], SONG_REQUESTS_FORBIDDEN_MESSAGE);
  const [row] = await db.update(pedidosMusicais).set({ status, atualizadoEm: now }).where(eq(pedidosMusicais.id, id)).returning(columns);
  if (!row) throw notFound(SONG_REQUEST_NOT_FOUND_MESSAGE);
  return toSongRequest(row);
}

// ——— Retention ———

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the requests older than the retention period; answers how many went. */
export async function deleteExpiredSongRequests(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SONG_REQUEST_RETENTION_DAYS * DAY_MS);
  const deleted = await db.delete(pedidosMusicais).where(lt(pedidosMusicais.criadoEm, cutoff)).returning({ id: pedidosMusicais.id });
  return deleted.length;
}

/** How often the scheduler's tick actually deletes: a day's worth of old requests is a handful of rows. */
export const SONG_REQUEST_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

type GlobalWithPrune = typeof globalThis & { __sintoniaSongRequestPrune?: number };

/**
 * The scheduler's call: deletes expired requests at most once per interval in this process (kept
 * on globalThis: Next may load this module in several bundles), whether or not that run worked, so
 * a database outage is not retried every tick. Instances racing do the same idempotent delete.
 */
export async function deleteExpiredSongRequestsIfDue(
  getDatabase: () => Promise<Database>,
  now: Date = new Date(),
  intervalMs = SONG_REQUEST_PRUNE_INTERVAL_MS,
): Promise<number | null> {
  const scope = globalThis as GlobalWithPrune;
  const last = scope.__sintoniaSongRequestPrune;
  if (last !== undefined && now.getTime() - last < intervalMs) return null;
  scope.__sintoniaSongRequestPrune = now.getTime();
  return deleteExpiredSongRequests(await getDatabase(), now);
}
