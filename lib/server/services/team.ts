import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { COLUMNISTS_SLUG } from '@/lib/domain/constants';
import type { Database } from '../db/client';
import { membrosEquipe } from '../db/schema';
import { isPubliclyVisible } from './public-post-rows';

/** Active members in the staff's order; colunista tells the page to link to their columns. */
export async function listPublicTeam(db: Database) {
  const rows = await db
    .select({
      id: membrosEquipe.id,
      nome: membrosEquipe.nome,
      cargo: membrosEquipe.cargo,
      avatar: membrosEquipe.avatar,
      bio: membrosEquipe.bio,
      redes: membrosEquipe.redes,
      // SPEC §7.3's columnist category: slug 'colunistas' or a name containing 'colunista'.
      colunista: sql<boolean>`exists (
        select 1 from postagens join categorias c on c.id = postagens.categoria_id
        where postagens.membro_equipe_id = ${membrosEquipe}.id
          and (c.slug = ${COLUMNISTS_SLUG} or c.nome ilike '%colunista%')
          and ${isPubliclyVisible}
      )`,
    })
    .from(membrosEquipe)
    .where(eq(membrosEquipe.ativo, true))
    .orderBy(asc(membrosEquipe.ordem), asc(membrosEquipe.nome), asc(membrosEquipe.id));
  return rows.map((row) => ({ ...row, redes: row.redes ?? {}, colunista: Boolean(row.colunista) }));
}
