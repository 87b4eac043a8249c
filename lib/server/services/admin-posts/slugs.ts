import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { slugify } from '@/lib/domain/slug';
import type { SlugAvailability } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import { AppError, badRequest } from '@/lib/server/errors';
import type { Executor } from '../../db/client';
import { firstFreeSlug as freeSlug } from '../free-slug';

export const SLUG_TAKEN_MESSAGE = 'Este endereço já está em uso por outra postagem.';
export const SLUG_MAX_LENGTH = 160;
export const TITLE_MAX_LENGTH = 200;

/** The first of base, base-2, base-3… that no other post uses (and long enough for the form's rule). */
export function firstFreeSlug(db: Executor, base: string, ignoreId: number | null): Promise<string> {
  return freeSlug(db, postagens, postagens.slug, base, { maxLength: SLUG_MAX_LENGTH, minLength: 3, except: ignoreId === null ? undefined : ne(postagens.id, ignoreId) });
}

export async function slugTaken(db: Executor, slug: string, ignoreId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: postagens.id })
    .from(postagens)
    .where(and(eq(postagens.slug, slug), ignoreId === null ? undefined : ne(postagens.id, ignoreId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Whether `slug` can be used as sent (already in slug form, long enough, not used by another post),
 * and the nearest usable slug: the slug itself when available, else its SPEC §9 slug form, then
 * with -2, -3… appended.
 */
export async function checkSlugAvailability(db: Database, slug: string, ignoreId: number | null): Promise<SlugAvailability> {
  const base = slugify(slug).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  if (!base) throw badRequest('Informe um endereço com letras ou números.', { slug: 'Informe um endereço com letras ou números.' });
  const sugestao = await firstFreeSlug(db, base, ignoreId);
  return { disponivel: sugestao === slug, sugestao };
}

export function slugConflict(): AppError {
  return new AppError('conflict', 'SLUG_EM_USO', SLUG_TAKEN_MESSAGE, { slug: SLUG_TAKEN_MESSAGE });
}
