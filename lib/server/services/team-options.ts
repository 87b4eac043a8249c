import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { TeamOption } from '@/lib/schemas/team';
import type { Database } from '../db/client';
import { membrosEquipe } from '../db/schema';

/** Active team members for the post form's select. */
export async function listTeamMemberOptions(db: Database): Promise<TeamOption[]> {
  return db
    .select({ id: membrosEquipe.id, nome: membrosEquipe.nome, cargo: membrosEquipe.cargo })
    .from(membrosEquipe)
    .where(eq(membrosEquipe.ativo, true))
    .orderBy(asc(membrosEquipe.ordem), asc(membrosEquipe.nome), asc(membrosEquipe.id));
}
