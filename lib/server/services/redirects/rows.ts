import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { postPath } from '@/lib/domain/post';
import { isCategoryPagePath, isFixedRoute, isRedirectStatus, postAddresses, type RedirectEntry, type RedirectStatus } from '@/lib/domain/redirects';
import type { Executor } from '../../db/client';
import { categorias, postagens, redirecionamentos } from '../../db/schema';
import { isPubliclyVisible } from '../public-post-rows';

/*
 * Redirects, one operation per file in this folder: the panel's list, create and
 * delete, the public table the front door answers from, and the automatic rows a post's address
 * change leaves. A row either names its destination (destino: a manual one, or an imported old
 * permalink) or follows a post (postagemId): the post's current canonical address is read when the
 * table is built, so however often the post moves, every old address is one hop from where it is.
 */

export const REDIRECTS_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem gerenciar redirecionamentos.';
export const REDIRECT_NOT_FOUND_MESSAGE = 'Redirecionamento não encontrado.';

/** Creates take it, so two that would form a loop together are checked one after the other. */
export const REDIRECTS_LOCK_KEY = 7_414_275;

export type RedirectRow = Pick<typeof redirecionamentos.$inferSelect, 'id' | 'origem' | 'destino' | 'postagemId'> & {
  status: RedirectStatus;
  /** The followed post's current canonical address; null for a manual row (or a post gone meanwhile). */
  caminhoPostagem: string | null;
  postagemPublica: boolean;
  /** The origin is a page that answers now (a category, a public post's own address): the page wins. */
  origemViva: boolean;
};

/**
 * Every row with what its destination is now, and whether its origin has become a live page (a
 * post saved at that address later, a category created with that slug): such a row stays, but
 * does not answer while the page exists.
 */
export async function loadRedirectRows(db: Executor): Promise<RedirectRow[]> {
  const [rows, livePosts, categories] = await Promise.all([
    db
      .select({
        id: redirecionamentos.id,
        origem: redirecionamentos.origem,
        destino: redirecionamentos.destino,
        status: redirecionamentos.status,
        postagemId: redirecionamentos.postagemId,
        postSlug: postagens.slug,
        categoriaSlug: categorias.slug,
        publica: sql<boolean>`coalesce(${isPubliclyVisible}, false)`,
      })
      .from(redirecionamentos)
      .leftJoin(postagens, eq(postagens.id, redirecionamentos.postagemId))
      .leftJoin(categorias, eq(categorias.id, postagens.categoriaId)),
    // Only the public posts whose slug is the last part of some origin /x/{slug}.
    db
      .select({ slug: postagens.slug, categoriaSlug: categorias.slug })
      .from(postagens)
      .innerJoin(categorias, eq(categorias.id, postagens.categoriaId))
      .where(and(isPubliclyVisible, sql`${postagens.slug} in (select split_part(${redirecionamentos.origem}, '/', 3) from ${redirecionamentos})`)),
    db.select({ slug: categorias.slug }).from(categorias),
  ]);
  const livePaths = new Set(livePosts.flatMap((post) => postAddresses(post.categoriaSlug, post.slug)));
  const categorySlugs = new Set(categories.map((category) => category.slug));
  return rows.map((row) => ({
    id: row.id,
    origem: row.origem,
    destino: row.destino,
    status: isRedirectStatus(row.status) ? row.status : 301,
    postagemId: row.postagemId,
    caminhoPostagem: row.postSlug === null ? null : postPath({ slug: row.postSlug, categoriaSlug: row.categoriaSlug ?? '' }),
    postagemPublica: row.publica,
    origemViva: livePaths.has(row.origem) || isCategoryPagePath(row.origem, categorySlugs),
  }));
}

/**
 * The rows as origin → destination entries. `publicOnly`: what answers readers now (a hidden
 * post's old addresses wait until it is public again); otherwise every row that could, for the
 * loop check. Rows whose origin is live or a fixed route, or that lead to themselves, never answer.
 */
export function redirectEntries(rows: readonly RedirectRow[], { publicOnly }: { publicOnly: boolean }): RedirectEntry[] {
  const entries: RedirectEntry[] = [];
  for (const row of rows) {
    if (row.origemViva || isFixedRoute(row.origem)) continue;
    const destino = row.postagemId === null ? row.destino : publicOnly && !row.postagemPublica ? null : row.caminhoPostagem;
    if (!destino || destino === row.origem) continue;
    entries.push({ origem: row.origem, destino, status: row.status });
  }
  return entries;
}
