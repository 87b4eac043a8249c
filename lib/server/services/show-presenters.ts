import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProgrammePresenter } from '@/lib/schemas/programmes';
import { membrosEquipe, programaApresentadores } from '../db/schema';
import type { Executor } from '../db/client';

/**
 * The presenters of these shows, each show's in credited order (then by name): one query for the
 * staff panel, the public grid and the podcasts. `activeOnly` leaves out members hidden from
 * /equipe, for the public pages that link each presenter there; the panel shows them all.
 */
export async function presentersByShow(
  db: Executor,
  ids: readonly number[],
  { activeOnly }: { activeOnly: boolean },
): Promise<Map<number, ProgrammePresenter[]>> {
  const byShow = new Map<number, ProgrammePresenter[]>();
  if (ids.length === 0) return byShow;
  const rows = await db
    .select({ programaId: programaApresentadores.programaId, id: membrosEquipe.id, nome: membrosEquipe.nome, cargo: membrosEquipe.cargo, avatar: membrosEquipe.avatar })
    .from(programaApresentadores)
    .innerJoin(membrosEquipe, eq(membrosEquipe.id, programaApresentadores.membroId))
    .where(and(inArray(programaApresentadores.programaId, [...ids]), activeOnly ? eq(membrosEquipe.ativo, true) : undefined))
    .orderBy(asc(programaApresentadores.programaId), asc(programaApresentadores.ordem), asc(membrosEquipe.nome));
  for (const { programaId, ...presenter } of rows) {
    const list = byShow.get(programaId) ?? [];
    list.push(presenter);
    byShow.set(programaId, list);
  }
  return byShow;
}
