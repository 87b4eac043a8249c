import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { GridPresenter, GridShow } from '@/lib/domain/schedule';
import type { Database } from '../db/client';
import { membrosEquipe, programaApresentadores, programas } from '../db/schema';

/**
 * GET /publico/programacao (issue 15 item 2): the active shows by start time, each with its
 * presenters in their credited order. A presenter hidden from /equipe (inactive) is left out here
 * too, since the page links each presenter to /equipe.
 */
export async function listPublicSchedule(db: Database): Promise<GridShow[]> {
  const rows = await db
    .select({
      id: programas.id,
      nome: programas.nome,
      slug: programas.slug,
      descricao: programas.descricao,
      imagem: programas.imagem,
      dias: programas.dias,
      inicioMinuto: programas.inicioMinuto,
      fimMinuto: programas.fimMinuto,
    })
    .from(programas)
    .where(eq(programas.ativo, true))
    .orderBy(asc(programas.inicioMinuto), asc(programas.nome), asc(programas.id));
  const presenters = new Map<number, GridPresenter[]>();
  if (rows.length > 0) {
    const credited = await db
      .select({ programaId: programaApresentadores.programaId, id: membrosEquipe.id, nome: membrosEquipe.nome, avatar: membrosEquipe.avatar })
      .from(programaApresentadores)
      .innerJoin(membrosEquipe, eq(membrosEquipe.id, programaApresentadores.membroId))
      .where(
        and(
          inArray(
            programaApresentadores.programaId,
            rows.map((row) => row.id),
          ),
          eq(membrosEquipe.ativo, true),
        ),
      )
      .orderBy(asc(programaApresentadores.programaId), asc(programaApresentadores.ordem), asc(membrosEquipe.nome));
    for (const { programaId, ...presenter } of credited) presenters.set(programaId, [...(presenters.get(programaId) ?? []), presenter]);
  }
  return rows.map((row) => ({
    ...row,
    descricao: row.descricao ?? '',
    dias: [...(row.dias ?? [])].sort((a, b) => a - b),
    apresentadores: presenters.get(row.id) ?? [],
  }));
}
