import 'server-only';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { findOverlap, groupSlots, legacySlotFields, minuteText, overlapMessage, slotRows, type GridSlot } from '@/lib/domain/schedule';
import { slugify } from '@/lib/domain/slug';
import type { AdminProgramme, ProgrammeInput, ProgrammePresenter } from '@/lib/schemas/programmes';
import type { Database, Executor, Tx } from '../db/client';
import { constraintViolation } from '../db/constraint-violation';
import { episodios, membrosEquipe, programaApresentadores, programaHorarios, programas } from '../db/schema';
import { AppError, assertRole, conflict, notFound } from '@/lib/server/errors';
import { firstFreeSlug } from './free-slug';
import { recordLog, type LogAction } from './audit-log';
import type { Actor } from './auth';
import { byFirstStart, slotsByShow } from './programmes';
import { presentersByShow } from './show-presenters';

/*
 * Staff side of the programme grid: read by any staff member, written by admins and editors (the
 * route checks the role and so does every write here). A show's air times are its slots
 * (programa_horarios, a row per day), replaced whole on every save. Two active shows may not be on
 * air at the same minute of the week, in any of their slots: every write takes one
 * transaction-level advisory lock first, so two saves made at the same moment are checked one
 * after the other and cannot both pass. The grid feeds /programacao and the player's subtitle.
 */

export const PROGRAMME_NOT_FOUND_MESSAGE = 'Programa não encontrado.';
export const PROGRAMME_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar a programação.';
export const PRESENTERS_NOT_FOUND_MESSAGE = 'Algum dos apresentadores escolhidos não faz mais parte da equipe. Recarregue a página e tente de novo.';
export const PROGRAMME_HAS_EPISODES_MESSAGE = 'Este programa tem episódios de podcast e não pode ser excluído. Exclua os episódios antes ou apenas desative o programa.';
export const PROGRAMME_SLUG_MAX_LENGTH = 90;

/** The advisory lock key of grid writes (any constant shared by every instance). */
export const SCHEDULE_LOCK_KEY = 7_414_015;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

type ProgrammeRow = typeof programas.$inferSelect;

function toAdminProgramme(row: ProgrammeRow, horarios: GridSlot[], apresentadores: ProgrammePresenter[]): AdminProgramme {
  return {
    id: row.id,
    nome: row.nome,
    slug: row.slug,
    descricao: row.descricao ?? '',
    imagem: row.imagem,
    horarios,
    ...legacySlotFields(horarios),
    ativo: row.ativo,
    apresentadores,
    criadoEm: iso(row.criadoEm),
    atualizadoEm: iso(row.atualizadoEm),
  };
}

async function loadProgramme(db: Executor, id: number): Promise<AdminProgramme | null> {
  const [row] = await db.select().from(programas).where(eq(programas.id, id)).limit(1);
  if (!row) return null;
  const [slots, presenters] = await Promise.all([slotsByShow(db, [id]), presentersByShow(db, [id], { activeOnly: false })]);
  return toAdminProgramme(row, slots.get(id) ?? [], presenters.get(id) ?? []);
}

/** Every show, active or not, by its first slot's start. */
export async function listAdminProgrammes(db: Database): Promise<AdminProgramme[]> {
  const rows = await db.select().from(programas);
  const ids = rows.map((row) => row.id);
  const [slots, presenters] = await Promise.all([slotsByShow(db, ids), presentersByShow(db, ids, { activeOnly: false })]);
  return rows.map((row) => toAdminProgramme(row, slots.get(row.id) ?? [], presenters.get(row.id) ?? [])).sort(byFirstStart);
}

export async function getAdminProgramme(db: Database, id: number): Promise<AdminProgramme> {
  const programme = await loadProgramme(db, id);
  if (!programme) throw notFound(PROGRAMME_NOT_FOUND_MESSAGE);
  return programme;
}

// ---------------------------------------------------------------------------------------------
// The rules every write checks, inside its transaction

/** Grid writes one at a time, across instances; released when the transaction ends. */
async function lockSchedule(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`);
}

function presentersMissing(): AppError {
  return new AppError('unprocessable', 'APRESENTADOR_INEXISTENTE', PRESENTERS_NOT_FOUND_MESSAGE, { apresentadores: PRESENTERS_NOT_FOUND_MESSAGE });
}

/** Every presenter is a member of the team; their rows are held until commit so none is deleted meanwhile. */
async function assertPresentersExist(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: membrosEquipe.id })
    .from(membrosEquipe)
    .where(inArray(membrosEquipe.id, [...ids]))
    .for('key share');
  if (found.length !== new Set(ids).size) throw presentersMissing();
}

/**
 * 409 naming the other show and its airing when a slot overlaps an active show (the edited one
 * aside); the message sits on the start of the first slot in conflict.
 */
async function assertNoOverlap(tx: Tx, input: ProgrammeInput, id: number | null): Promise<void> {
  if (!input.ativo) return;
  const rows = await tx
    .select({ id: programas.id, nome: programas.nome })
    .from(programas)
    .where(id === null ? eq(programas.ativo, true) : and(eq(programas.ativo, true), ne(programas.id, id)))
    .orderBy(asc(programas.id));
  const slots = await slotsByShow(
    tx,
    rows.map((row) => row.id),
  );
  const others = rows.map((row) => ({ ...row, horarios: slots.get(row.id) ?? [] }));
  for (const [index, slot] of input.horarios.entries()) {
    const overlap = findOverlap({ id, horarios: [slot] }, others);
    if (overlap) {
      const message = overlapMessage(overlap);
      throw new AppError('conflict', 'CONFLITO_HORARIO', message, { [`horarios.${index}.inicio`]: message });
    }
  }
}

/** The name's slug (SPEC §9's rule), else with -2, -3… appended: the first no other show uses. */
function freeSlug(tx: Tx, nome: string): Promise<string> {
  const base = slugify(nome).slice(0, PROGRAMME_SLUG_MAX_LENGTH).replace(/-+$/, '') || 'programa';
  return firstFreeSlug(tx, programas, programas.slug, base, { maxLength: PROGRAMME_SLUG_MAX_LENGTH });
}

async function saveSlots(tx: Tx, programaId: number, horarios: readonly GridSlot[]): Promise<void> {
  await tx.delete(programaHorarios).where(eq(programaHorarios.programaId, programaId));
  await tx.insert(programaHorarios).values(slotRows(horarios).map((row) => ({ programaId, ...row })));
}

async function savePresenters(tx: Tx, programaId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(programaApresentadores).where(eq(programaApresentadores.programaId, programaId));
  if (ids.length > 0) await tx.insert(programaApresentadores).values(ids.map((membroId, ordem) => ({ programaId, membroId, ordem })));
}

/** A presenter deleted between the check and the write (another database client): the same 422. */
function mapWriteError(error: unknown): unknown {
  const violation = constraintViolation(error);
  if (violation?.kind === 'foreign-key' && violation.constraint.includes('membro')) return presentersMissing();
  return error;
}

function rowValues(input: ProgrammeInput) {
  return { nome: input.nome, descricao: input.descricao, imagem: input.imagem, ativo: input.ativo };
}

/** Slots as the trail keeps them: [{ dias: [1, 2, 3, 4, 5], inicio: '15:00', fim: '18:00' }]. */
const slotDetails = (horarios: readonly GridSlot[]) => horarios.map((slot) => ({ dias: slot.dias, inicio: minuteText(slot.inicioMinuto), fim: minuteText(slot.fimMinuto) }));

/** The slots as they will read back: the days with the same times together (two slots sent with the same times are one). */
const storedSlots = (input: ProgrammeInput) => groupSlots(slotRows(input.horarios));

/** What the trail keeps of a show: enough to read 'Tarde Musical, seg–sex 15:00–18:00'. */
function logDetails(input: ProgrammeInput) {
  return { nome: input.nome, horarios: slotDetails(storedSlots(input)), ativo: input.ativo };
}

// ---------------------------------------------------------------------------------------------
// Writes

export async function createProgramme(db: Database, actor: Actor, input: ProgrammeInput): Promise<AdminProgramme> {
  assertRole(actor.user, ['admin', 'editor'], PROGRAMME_WRITE_FORBIDDEN_MESSAGE);
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await lockSchedule(tx);
      await assertPresentersExist(tx, input.apresentadores);
      await assertNoOverlap(tx, input, null);
      const slug = await freeSlug(tx, input.nome);
      const [row] = await tx
        .insert(programas)
        .values({ ...rowValues(input), slug })
        .returning({ id: programas.id });
      await saveSlots(tx, row.id, input.horarios);
      await savePresenters(tx, row.id, input.apresentadores);
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: 'programa', entidadeId: row.id, detalhes: logDetails(input), ip: actor.ip });
      return row.id;
    });
  } catch (error) {
    throw mapWriteError(error);
  }
  return (await loadProgramme(db, id))!;
}

const TRACKED_FIELDS = ['nome', 'descricao', 'imagem', 'ativo'] as const;

/**
 * Full replacement. The slug stays what it was when the show was created: its address (and any
 * podcast feed under it) does not change when the show is renamed.
 */
export async function updateProgramme(db: Database, actor: Actor, id: number, input: ProgrammeInput): Promise<AdminProgramme> {
  assertRole(actor.user, ['admin', 'editor'], PROGRAMME_WRITE_FORBIDDEN_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      await lockSchedule(tx);
      const [current] = await tx.select().from(programas).where(eq(programas.id, id)).limit(1).for('update');
      if (!current) throw notFound(PROGRAMME_NOT_FOUND_MESSAGE);
      await assertPresentersExist(tx, input.apresentadores);
      await assertNoOverlap(tx, input, id);
      const before: Record<string, unknown> = { ...current, descricao: current.descricao ?? '' };
      const next: Record<string, unknown> = rowValues(input);
      const changed: string[] = TRACKED_FIELDS.filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(next[field] ?? null));
      const previousSlots = (await slotsByShow(tx, [id])).get(id) ?? [];
      if (JSON.stringify(previousSlots) !== JSON.stringify(storedSlots(input))) changed.push('horarios');
      const previousPresenters = (await tx.select({ id: programaApresentadores.membroId }).from(programaApresentadores).where(eq(programaApresentadores.programaId, id)).orderBy(asc(programaApresentadores.ordem)))
        .map((row) => row.id);
      if (JSON.stringify(previousPresenters) !== JSON.stringify(input.apresentadores)) changed.push('apresentadores');
      await tx
        .update(programas)
        .set({ ...rowValues(input), atualizadoEm: new Date() })
        .where(eq(programas.id, id));
      await saveSlots(tx, id, input.horarios);
      await savePresenters(tx, id, input.apresentadores);
      const acao: LogAction = current.ativo !== input.ativo ? (input.ativo ? 'reativar' : 'desativar') : 'atualizar';
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao,
        entidade: 'programa',
        entidadeId: id,
        detalhes: { ...logDetails(input), campos: changed, ...(current.nome !== input.nome ? { nomeAnterior: current.nome } : {}) },
        ip: actor.ip,
      });
    });
  } catch (error) {
    throw mapWriteError(error);
  }
  return (await loadProgramme(db, id))!;
}

/** Presenters go with the show (cascade); a show with podcast episodes is kept (409): deactivate it instead. */
export async function deleteProgramme(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], PROGRAMME_WRITE_FORBIDDEN_MESSAGE);
  const hasEpisodes = () => conflict(PROGRAMME_HAS_EPISODES_MESSAGE, 'PROGRAMA_COM_EPISODIOS');
  try {
    await db.transaction(async (tx) => {
      await lockSchedule(tx);
      const [current] = await tx.select().from(programas).where(eq(programas.id, id)).limit(1).for('update');
      if (!current) throw notFound(PROGRAMME_NOT_FOUND_MESSAGE);
      const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(episodios).where(eq(episodios.programaId, id));
      if (Number(total) > 0) throw hasEpisodes();
      const slots = (await slotsByShow(tx, [id])).get(id) ?? [];
      await tx.delete(programas).where(eq(programas.id, id));
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'excluir',
        entidade: 'programa',
        entidadeId: id,
        detalhes: { nome: current.nome, horarios: slotDetails(slots) },
        ip: actor.ip,
      });
    });
  } catch (error) {
    // An episode added meanwhile by another client: the foreign key refuses, with the same answer.
    if (constraintViolation(error)?.kind === 'foreign-key') throw hasEpisodes();
    throw error;
  }
}
