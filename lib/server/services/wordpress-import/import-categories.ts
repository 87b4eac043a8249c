import 'server-only';
import { isReservedCategorySlug } from '@/lib/domain/category';
import { stripAccents } from '@/lib/domain/slug';
import { flattenCategories, CATEGORY_SLUG_MAX, type FlatCategory } from '@/lib/domain/wordpress-import/categories';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import type { WxrCategory } from '@/lib/domain/wordpress-import/wxr-items';
import { categorySchema } from '@/lib/schemas/categories';
import type { Database } from '../../db/client';
import { categorias } from '../../db/schema';
import { createCategory } from '../admin-categories';
import type { Actor } from '../auth';
import { importedKeys, rememberImported } from './imported-items';

/*
 * The site's categories, flattened (./categories in the domain): each is linked to a category here
 * with the same address or the same name, or created through the categories service (its checks,
 * its log). A category whose address is one of the site's own routes (/noticias…) gets the next
 * free one. Posts without a category go to "Sem categoria".
 */

/** Colours for the new categories, in turn, so the site's category pills are told apart. */
const PALETTE = ['#1E3A8A', '#B91C1C', '#047857', '#7E22CE', '#C2410C', '#0F766E', '#BE185D', '#4D7C0F', '#4F46E5', '#475569'];
const FALLBACK = { nome: 'Sem categoria', slug: 'sem-categoria', descricao: 'Postagens importadas do WordPress sem categoria.' };

export type LocalCategory = { id: number; slug: string };

export type CategoryDirectory = {
  flat: FlatCategory[];
  byWpSlug: Map<string, LocalCategory>;
  /** WordPress's parent of a category slug ('' for none). */
  parentOf(wpSlug: string): string;
  /** For posts with no category: created the first time it is needed. */
  fallback(): Promise<LocalCategory>;
};

const nameKey = (nome: string) => stripAccents(nome).toLowerCase().replace(/\s+/g, ' ').trim();

/** WordPress's default category: brought over only when some post is filed under it. */
const WORDPRESS_DEFAULT = new Set(['uncategorized', 'sem-categoria']);

export async function importCategories(
  db: Database,
  actor: Actor,
  site: string,
  categories: readonly WxrCategory[],
  used: ReadonlySet<string>,
  report: ImportReport,
): Promise<CategoryDirectory> {
  const flat = flattenCategories(categories).filter((category) => !WORDPRESS_DEFAULT.has(category.wpSlug) || used.has(category.wpSlug));
  report.categorias.encontradas = flat.length;
  const known = await importedKeys(db, site, 'categoria');
  const rows = await db.select({ id: categorias.id, slug: categorias.slug, nome: categorias.nome }).from(categorias);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const byName = new Map(rows.map((row) => [nameKey(row.nome), row]));
  const byWpSlug = new Map<string, LocalCategory>();
  let created = 0;

  const freeSlug = (base: string): string => {
    const root = base.slice(0, CATEGORY_SLUG_MAX - 4).replace(/-+$/, '') || 'categoria';
    if (!isReservedCategorySlug(base) && !bySlug.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${root}-${n}`;
      if (!isReservedCategorySlug(candidate) && !bySlug.has(candidate)) return candidate;
    }
  };

  const create = async (values: { nome: string; slug: string; descricao: string }): Promise<LocalCategory> => {
    const input = categorySchema.parse({ nome: values.nome, slug: freeSlug(values.slug), descricao: values.descricao, cor: PALETTE[created % PALETTE.length] });
    const category = await createCategory(db, actor, input);
    created += 1;
    const row = { id: category.id, slug: category.slug, nome: category.nome };
    bySlug.set(row.slug, row);
    byName.set(nameKey(row.nome), row);
    return row;
  };

  for (const category of flat) {
    const remembered = known.get(category.wpSlug);
    const linked = (remembered !== undefined ? byId.get(remembered) : undefined) ?? bySlug.get(category.slug) ?? byName.get(nameKey(category.nome));
    if (linked && !isReservedCategorySlug(linked.slug)) {
      report.categorias.existentes += 1;
      byWpSlug.set(category.wpSlug, { id: linked.id, slug: linked.slug });
      if (remembered === undefined) await rememberImported(db, site, 'categoria', category.wpSlug, linked.id);
      continue;
    }
    const row = await create(category);
    report.categorias.criadas += 1;
    await rememberImported(db, site, 'categoria', category.wpSlug, row.id);
    byWpSlug.set(category.wpSlug, row);
  }

  const parents = new Map(categories.map((category) => [category.slug, category.parentSlug]));
  let fallback: Promise<LocalCategory> | null = null;
  return {
    flat,
    byWpSlug,
    parentOf: (wpSlug) => parents.get(wpSlug) ?? '',
    fallback() {
      fallback ??= (async () => {
        const existing = bySlug.get(FALLBACK.slug) ?? byName.get(nameKey(FALLBACK.nome));
        if (existing) return { id: existing.id, slug: existing.slug };
        const row = await create(FALLBACK);
        report.categorias.criadas += 1;
        return row;
      })();
      return fallback;
    },
  };
}
