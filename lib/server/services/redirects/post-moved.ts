import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { isFixedRoute, postAddresses } from '@/lib/domain/redirects';
import type { PostStatus } from '@/lib/schemas/posts';
import type { Tx } from '../../db/client';
import { categorias, redirecionamentos } from '../../db/schema';
import type { Actor } from '../auth';

/** A post's address as a save found it and as it leaves it. */
export type PostAddress = { slug: string; categoriaId: number; publica: boolean };

/** Whether a post saved with this status and date is public at `now` (the rule of isPubliclyVisible, for the values being written). */
export function isPublicAfterSave(status: PostStatus, publicadoEm: Date | null, now: Date): boolean {
  if (status === 'publicado') return publicadoEm === null || publicadoEm.getTime() <= now.getTime();
  return status === 'agendado' && publicadoEm !== null && publicadoEm.getTime() <= now.getTime();
}

/**
 * Inside a post's save: when a post that was public changes its slug or category,
 * its old addresses (/{categoria}/{slug}, and /noticias/{slug} when the slug changed) become
 * redirects that follow the post, so the table always sends them to where it is now, in one hop,
 * however often it moves. Redirects from the addresses it takes now are removed: its own (the slug
 * changed back: no loop) always, anyone's once it is public there (the page wins).
 */
export async function keepOldPostAddresses(tx: Tx, actor: Actor, postId: number, before: PostAddress, after: PostAddress): Promise<void> {
  if (before.slug === after.slug && before.categoriaId === after.categoriaId) return;
  const rows = await tx
    .select({ id: categorias.id, slug: categorias.slug })
    .from(categorias)
    .where(inArray(categorias.id, [...new Set([before.categoriaId, after.categoriaId])]));
  const slugOf = new Map(rows.map((row) => [row.id, row.slug]));
  const oldCategory = slugOf.get(before.categoriaId);
  const newCategory = slugOf.get(after.categoriaId);
  if (!oldCategory || !newCategory) return;

  const current = postAddresses(newCategory, after.slug);
  await tx
    .delete(redirecionamentos)
    .where(and(inArray(redirecionamentos.origem, current), after.publica ? undefined : eq(redirecionamentos.postagemId, postId)));
  if (!before.publica) return;

  const previous = postAddresses(oldCategory, before.slug).filter((path) => !current.includes(path) && !isFixedRoute(path));
  const now = new Date();
  for (const origem of previous) {
    // An origin someone else redirected (an import, a manual row) now follows this post: it was its address last.
    await tx
      .insert(redirecionamentos)
      .values({ origem, postagemId: postId, destino: null, status: 301, criadoPorId: actor.user.id, criadoEm: now })
      .onConflictDoUpdate({ target: redirecionamentos.origem, set: { postagemId: postId, destino: null, status: 301, criadoPorId: actor.user.id, criadoEm: now } });
  }
}

