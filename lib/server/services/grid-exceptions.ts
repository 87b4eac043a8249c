import 'server-only';
import { and, asc, count, desc, eq, gt, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import { exceptionOverlapMessage, findExceptionOverlap } from '@/lib/domain/grid-exceptions';
import type { AdminGridException, AdminGridExceptionPage, GridExceptionInput, GridExceptionListQuery } from '@/lib/schemas/grid-exceptions';
import type { Database, Executor, Tx } from '../db/client';
import { constraintViolation } from '../db/constraint-violation';
import { gradeExcecoes, programas } from '../db/schema';
import { AppError, assertRole, badRequest, INVALID_FIELDS_MESSAGE, notFound } from '@/lib/server/errors';
import { recordLog } from './audit-log';
import type { Actor } from './auth';
import { SCHEDULE_LOCK_KEY } from './admin-programmes';
import { pageMeta } from './paging';

/*
 * Exceptions to the programme grid ("Jogo do Inter 16:00–18:00", "Feriado: programação especial"):
 * read by any staff member, written by admins and editors (the route checks the role and so does
 * every write here), each write logged in its transaction. From its start to its end an exception
 * replaces the regular grid (/programacao, the player, the song history's show: showOnAirAt), so
 * two exceptions may not share a minute; writes take the grid's advisory lock, so two saves at the
 * same moment are checked one after the other.
 */

export const EXCEPTION_NOT_FOUND_MESSAGE = 'Exceção da grade não encontrada.';
export const EXCEPTION_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar a programação.';
export const EXCEPTION_SHOW_MISSING_MESSAGE = 'Programa não encontrado. Escolha outro.';

const columns = {
  id: gradeExcecoes.id,
  titulo: gradeExcecoes.titulo,
  descricao: gradeExcecoes.descricao,
  inicio: gradeExcecoes.inicio,
  fim: gradeExcecoes.fim,
  programaId: gradeExcecoes.programaId,
  programaNome: programas.nome,
  criadoEm: gradeExcecoes.criadoEm,
  atualizadoEm: gradeExcecoes.atualizadoEm,
};

function toAdminException(row: ExceptionRow): AdminGridException {
  return {
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao ?? '',
    inicio: row.inicio.toISOString(),
    fim: row.fim.toISOString(),
    programa: row.programaId === null ? null : { id: row.programaId, nome: row.programaNome ?? '' },
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
  };
}

const selectExceptions = (db: Executor) => db.select(columns).from(gradeExcecoes).leftJoin(programas, eq(programas.id, gradeExcecoes.programaId));
type ExceptionRow = Awaited<ReturnType<typeof selectExceptions>>[number];

async function loadException(db: Executor, id: number): Promise<AdminGridException | null> {
  const [row] = await selectExceptions(db).where(eq(gradeExcecoes.id, id)).limit(1);
  return row ? toAdminException(row) : null;
}

/** The ones still to end, soonest first; or the ended ones, latest first. */
export async function listGridExceptions(db: Database, query: GridExceptionListQuery, now: Date = new Date()): Promise<AdminGridExceptionPage> {
  const upcoming = query.periodo === 'proximas';
  const where: SQL = upcoming ? gt(gradeExcecoes.fim, now) : lte(gradeExcecoes.fim, now);
  const [rows, [{ total }]] = await Promise.all([
    selectExceptions(db)
      .where(where)
      .orderBy(...(upcoming ? [asc(gradeExcecoes.inicio), asc(gradeExcecoes.id)] : [desc(gradeExcecoes.inicio), desc(gradeExcecoes.id)]))
      .limit(query.limite)
      .offset((query.pagina - 1) * query.limite),
    db.select({ total: count() }).from(gradeExcecoes).where(where),
  ]);
  return { dados: rows.map(toAdminException), meta: pageMeta(query.pagina, query.limite, total) };
}

export async function getGridException(db: Database, id: number): Promise<AdminGridException> {
  const exception = await loadException(db, id);
  if (!exception) throw notFound(EXCEPTION_NOT_FOUND_MESSAGE);
  return exception;
}

// ---------------------------------------------------------------------------------------------
// The rules every write checks, inside its transaction

const showMissing = () => badRequest(INVALID_FIELDS_MESSAGE, { programaId: EXCEPTION_SHOW_MISSING_MESSAGE });

/** The show exists; its row is held until commit so it is not deleted meanwhile. */
async function assertShowExists(tx: Tx, programaId: number | null): Promise<void> {
  if (programaId === null) return;
  const [row] = await tx.select({ id: programas.id }).from(programas).where(eq(programas.id, programaId)).limit(1).for('key share');
  if (!row) throw showMissing();
}

/** 409 naming the other exception and its time when the two share a minute (touching end to start is fine). */
async function assertNoOverlap(tx: Tx, input: GridExceptionInput, id: number | null): Promise<void> {
  const overlapping = and(gt(gradeExcecoes.fim, input.inicio), lt(gradeExcecoes.inicio, input.fim), id === null ? undefined : ne(gradeExcecoes.id, id));
  const others = await tx
    .select({ id: gradeExcecoes.id, titulo: gradeExcecoes.titulo, inicio: gradeExcecoes.inicio, fim: gradeExcecoes.fim })
    .from(gradeExcecoes)
    .where(overlapping)
    .orderBy(asc(gradeExcecoes.inicio))
    .limit(5);
  const other = findExceptionOverlap({ id, inicio: input.inicio, fim: input.fim }, others);
  if (other) {
    const message = exceptionOverlapMessage(other);
    throw new AppError('conflict', 'CONFLITO_EXCECAO', message, { inicio: message });
  }
}

/** Lets the grid's own writes and these go one at a time (the lock admin-programmes takes). */
async function lockSchedule(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
}

function rowValues(input: GridExceptionInput) {
  return { titulo: input.titulo, descricao: input.descricao, inicio: input.inicio, fim: input.fim, programaId: input.programaId };
}

/** What the trail keeps: the title, the instants and the show. */
function logDetails(input: GridExceptionInput) {
  return { titulo: input.titulo, inicio: input.inicio.toISOString(), fim: input.fim.toISOString(), programaId: input.programaId };
}

/** A show deleted between the check and the write (another database client): the same 400. */
function mapWriteError(error: unknown): unknown {
  return constraintViolation(error)?.kind === 'foreign-key' ? showMissing() : error;
}

// ---------------------------------------------------------------------------------------------
// Writes

export async function createGridException(db: Database, actor: Actor, input: GridExceptionInput): Promise<AdminGridException> {
  assertRole(actor.user, ['admin', 'editor'], EXCEPTION_WRITE_FORBIDDEN_MESSAGE);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await lockSchedule(tx);
      await assertShowExists(tx, input.programaId);
      await assertNoOverlap(tx, input, null);
      const [row] = await tx
        .insert(gradeExcecoes)
        .values({ ...rowValues(input), criadoPorId: actor.user.id })
        .returning({ id: gradeExcecoes.id });
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: 'excecao_grade', entidadeId: row.id, detalhes: logDetails(input), ip: actor.ip });
      return row.id;
    });
  } catch (error) {
    throw mapWriteError(error);
  }
  return (await loadException(db, id))!;
}

export async function updateGridException(db: Database, actor: Actor, id: number, input: GridExceptionInput): Promise<AdminGridException> {
  assertRole(actor.user, ['admin', 'editor'], EXCEPTION_WRITE_FORBIDDEN_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      await lockSchedule(tx);
      const [current] = await tx.select().from(gradeExcecoes).where(eq(gradeExcecoes.id, id)).limit(1).for('update');
      if (!current) throw notFound(EXCEPTION_NOT_FOUND_MESSAGE);
      await assertShowExists(tx, input.programaId);
      await assertNoOverlap(tx, input, id);
      await tx
        .update(gradeExcecoes)
        .set({ ...rowValues(input), atualizadoEm: new Date() })
        .where(eq(gradeExcecoes.id, id));
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'atualizar',
        entidade: 'excecao_grade',
        entidadeId: id,
        detalhes: { ...logDetails(input), ...(current.titulo !== input.titulo ? { tituloAnterior: current.titulo } : {}) },
        ip: actor.ip,
      });
    });
  } catch (error) {
    throw mapWriteError(error);
  }
  return (await loadException(db, id))!;
}

export async function deleteGridException(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], EXCEPTION_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    await lockSchedule(tx);
    const [current] = await tx.delete(gradeExcecoes).where(eq(gradeExcecoes.id, id)).returning();
    if (!current) throw notFound(EXCEPTION_NOT_FOUND_MESSAGE);
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'excecao_grade',
      entidadeId: id,
      detalhes: { titulo: current.titulo, inicio: current.inicio.toISOString(), fim: current.fim.toISOString(), programaId: current.programaId },
      ip: actor.ip,
    });
  });
}
