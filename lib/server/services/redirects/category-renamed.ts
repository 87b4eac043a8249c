import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { redirecionamentos } from '../../db/schema';
import type { Actor } from '../auth';

/**
 * Inside a category's save: a new slug keeps the old category page answering 301 to the new one
 * (its posts' old addresses reach their canonical one through the post page). Redirects that led
 * to the old page now lead to the new one (one hop), and one from the new address gives way to it.
 */
export async function keepOldCategoryAddress(tx: Tx, actor: Actor, oldSlug: string, newSlug: string): Promise<void> {
  if (oldSlug === newSlug) return;
  const [from, to] = [`/${oldSlug}`, `/${newSlug}`];
  await tx.delete(redirecionamentos).where(eq(redirecionamentos.origem, to));
  await tx.update(redirecionamentos).set({ destino: to }).where(eq(redirecionamentos.destino, from));
  const row = { destino: to, postagemId: null, status: 301, criadoPorId: actor.user.id, criadoEm: new Date() };
  await tx.insert(redirecionamentos).values({ origem: from, ...row }).onConflictDoUpdate({ target: redirecionamentos.origem, set: row });
}
