import 'server-only';
import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import { showOnAir } from '@/lib/domain/on-air';
import type { Executor } from '../db/client';
import { gradeExcecoes, programaHorarios, programas } from '../db/schema';
import { presentersByShow } from './show-presenters';

/**
 * What is on air at an instant, as the server records it (the song history, listener figures,
 * requests): an exception covering the instant first (its show, or its own title), else the
 * regular grid's slot. Null when nothing is scheduled.
 */
export type OnAir = { programaId: number | null; nome: string; apresentadores: string[] };

export async function showOnAirAt(db: Executor, at: Date): Promise<OnAir | null> {
  const [exception] = await db
    .select({ titulo: gradeExcecoes.titulo, programaId: gradeExcecoes.programaId, programaNome: programas.nome })
    .from(gradeExcecoes)
    .leftJoin(programas, eq(programas.id, gradeExcecoes.programaId))
    .where(and(lte(gradeExcecoes.inicio, at), gt(gradeExcecoes.fim, at)))
    // Two exceptions over the same instant (the panel refuses it): the one that started last.
    .orderBy(desc(gradeExcecoes.inicio), desc(gradeExcecoes.id))
    .limit(1);
  if (exception) {
    const id = exception.programaId;
    return { programaId: id, nome: exception.programaNome ?? exception.titulo, apresentadores: id === null ? [] : await presenterNames(db, id) };
  }

  const slots = await db
    .select({ programaId: programaHorarios.programaId, nome: programas.nome, dia: programaHorarios.dia, inicioMinuto: programaHorarios.inicioMinuto, fimMinuto: programaHorarios.fimMinuto })
    .from(programaHorarios)
    .innerJoin(programas, eq(programas.id, programaHorarios.programaId))
    .where(eq(programas.ativo, true))
    .orderBy(asc(programaHorarios.id));
  // One slot per row: a show with other times on other days has a row for each.
  const slot = showOnAir(
    slots.map((row) => ({ ...row, horarios: [{ dias: [row.dia], inicioMinuto: row.inicioMinuto, fimMinuto: row.fimMinuto }] })),
    at,
  );
  if (!slot) return null;
  return { programaId: slot.programaId, nome: slot.nome, apresentadores: await presenterNames(db, slot.programaId) };
}

async function presenterNames(db: Executor, programaId: number): Promise<string[]> {
  const presenters = await presentersByShow(db, [programaId], { activeOnly: true });
  return (presenters.get(programaId) ?? []).map((presenter) => presenter.nome);
}

