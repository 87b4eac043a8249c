import 'server-only';
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { EXCEPTIONS_AHEAD_DAYS } from '@/lib/domain/grid-exceptions';
import { groupSlots, legacySlotFields, type GridPresenter, type GridSlot, type SlotRow } from '@/lib/domain/schedule';
import type { PublicGridException } from '@/lib/schemas/grid-exceptions';
import type { PublicProgramme } from '@/lib/schemas/programmes';
import type { Executor } from '../db/client';
import { gradeExcecoes, programaHorarios, programas } from '../db/schema';
import { presentersByShow } from './show-presenters';

/** The slots of these shows, grouped (groupSlots), by show id. */
export async function slotsByShow(db: Executor, ids: readonly number[]): Promise<Map<number, GridSlot[]>> {
  if (ids.length === 0) return new Map();
  const byShow = new Map<number, SlotRow[]>();
  const rows = await db
    .select({ programaId: programaHorarios.programaId, dia: programaHorarios.dia, inicioMinuto: programaHorarios.inicioMinuto, fimMinuto: programaHorarios.fimMinuto })
    .from(programaHorarios)
    .where(inArray(programaHorarios.programaId, [...ids]))
    .orderBy(asc(programaHorarios.id));
  for (const { programaId, ...row } of rows) byShow.set(programaId, [...(byShow.get(programaId) ?? []), row]);
  return new Map([...byShow].map(([id, list]) => [id, groupSlots(list)]));
}

/** The grid's order: by the first slot's start, then name and id (a show without slots last). */
export function byFirstStart<T extends { id: number; nome: string; horarios: readonly GridSlot[] }>(a: T, b: T): number {
  const start = (show: T) => show.horarios[0]?.inicioMinuto ?? Infinity;
  return start(a) - start(b) || a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id;
}

/**
 * GET /publico/programacao: the active shows (with at least one slot) by start time, each with its
 * slots and its presenters in their credited order. A presenter hidden from /equipe (inactive) is
 * left out here too, since the page links each presenter to /equipe. Each show also carries its
 * first slot's times at the top (LegacySlotFields), for clients from before slots.
 */
export async function listPublicSchedule(db: Executor): Promise<PublicProgramme[]> {
  const rows = await db
    .select({ id: programas.id, nome: programas.nome, slug: programas.slug, descricao: programas.descricao, imagem: programas.imagem })
    .from(programas)
    .where(eq(programas.ativo, true));
  const ids = rows.map((row) => row.id);
  const [slots, presenters] = await Promise.all([slotsByShow(db, ids), presentersByShow(db, ids, { activeOnly: true })]);
  return rows
    .map((row) => ({ ...row, descricao: row.descricao ?? '', horarios: slots.get(row.id) ?? [] }))
    .filter((show) => show.horarios.length > 0)
    .sort(byFirstStart)
    .map((show) => ({
      ...show,
      ...legacySlotFields(show.horarios),
      // The grid's presenters carry no cargo (GridPresenter).
      apresentadores: (presenters.get(show.id) ?? []).map(({ id, nome, avatar }): GridPresenter => ({ id, nome, avatar })),
    }));
}

/**
 * GET /publico/programacao/excecoes: the exceptions not yet over that start within the next
 * EXCEPTIONS_AHEAD_DAYS days, by start, each with its show (active or not: an exception may put
 * a show on air that has no regular slot). The browser applies them to the grid it shows.
 */
export async function listPublicGridExceptions(db: Executor, now: Date = new Date()): Promise<PublicGridException[]> {
  const until = new Date(now.getTime() + EXCEPTIONS_AHEAD_DAYS * 86_400_000);
  const rows = await db
    .select({
      id: gradeExcecoes.id,
      titulo: gradeExcecoes.titulo,
      descricao: gradeExcecoes.descricao,
      inicio: gradeExcecoes.inicio,
      fim: gradeExcecoes.fim,
      programaId: programas.id,
      programaNome: programas.nome,
      programaSlug: programas.slug,
      programaImagem: programas.imagem,
    })
    .from(gradeExcecoes)
    .leftJoin(programas, eq(programas.id, gradeExcecoes.programaId))
    .where(and(gt(gradeExcecoes.fim, now), lt(gradeExcecoes.inicio, until)))
    .orderBy(asc(gradeExcecoes.inicio), asc(gradeExcecoes.id));
  const showIds = [...new Set(rows.flatMap((row) => (row.programaId === null ? [] : [row.programaId])))];
  const presenters = await presentersByShow(db, showIds, { activeOnly: true });
  return rows.map((row) => ({
    id: row.id,
    titulo: row.titulo,
    descricao: row.descricao ?? '',
    inicio: row.inicio.toISOString(),
    fim: row.fim.toISOString(),
    programa:
      row.programaId === null
        ? null
        : {
            id: row.programaId,
            nome: row.programaNome ?? '',
            slug: row.programaSlug ?? '',
            imagem: row.programaImagem,
            apresentadores: (presenters.get(row.programaId) ?? []).map(({ id, nome, avatar }) => ({ id, nome, avatar })),
          },
  }));
}
