import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { GridPresenter, GridShow } from '@/lib/domain/schedule';
import type { Database } from '../db/client';
import { programas } from '../db/schema';
import { presentersByShow } from './show-presenters';

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
  const presenters = await presentersByShow(
    db,
    rows.map((row) => row.id),
    { activeOnly: true },
  );
  return rows.map((row) => ({
    ...row,
    descricao: row.descricao ?? '',
    dias: [...(row.dias ?? [])].sort((a, b) => a - b),
    // The grid's presenters carry no cargo (GridPresenter).
    apresentadores: (presenters.get(row.id) ?? []).map(({ id, nome, avatar }): GridPresenter => ({ id, nome, avatar })),
  }));
}
