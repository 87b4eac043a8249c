import 'server-only';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { slugify } from '@/lib/domain/slug';
import type { SlugAvailability } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens } from '../../db/schema';
import { AppError, badRequest } from '@/lib/server/errors';
import type { Executor } from './access';

export const SLUG_TAKEN_MESSAGE = 'Este endereço já está em uso por outra postagem.';
export const SLUG_MAX_LENGTH = 160;
export const TITLE_MAX_LENGTH = 200;

function withSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of base, base-2, base-3… that no other post uses (and long enough for the form's rule). */
export async function firstFreeSlug(db: Executor, base: string, ignoreId: number | null): Promise<string> {
  // Short enough to also cover base-N once base is cut to make room for the suffix.
  const prefix = base.slice(0, SLUG_MAX_LENGTH - 8);
  const rows = await db
    .select({ slug: postagens.slug })
    .from(postagens)
    .where(
      and(
        // base is [a-z0-9-] only, so it carries no LIKE wildcards.
        or(eq(postagens.slug, base), sql`${postagens.slug} like ${`${prefix.replace(/-+$/, '')}%`}`),
        ignoreId === null ? undefined : ne(postagens.id, ignoreId),
      ),
    );
  const taken = new Set(rows.map((row) => row.slug));
  if (base.length >= 3 && !taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = withSuffix(base, n);
    if (!taken.has(candidate)) return candidate;
  }
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
