import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { configuracoes } from '../db/schema';

/** SPEC §7.2 list form: [{chave, valor}] of the settings marked public. */
export async function listPublicSettings(db: Database): Promise<{ chave: string; valor: string }[]> {
  return db
    .select({ chave: configuracoes.chave, valor: configuracoes.valor })
    .from(configuracoes)
    .where(eq(configuracoes.publico, true))
    .orderBy(asc(configuracoes.chave));
}
