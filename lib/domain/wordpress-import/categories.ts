/**
 * WordPress categories nest; here a category has no parent. Each one becomes a category of its
 * own, and a subcategory keeps its parents' names in its description ('Subcategoria de Esportes ›
 * Futebol.'), so an editor still sees where it came from.
 */

import { categoryNameToSlug, slugify } from '../slug';
import { truncateText } from '../truncate-text';
import { plainText } from './post-rules';
import type { WxrCategory } from './wxr-items';

/** The category form's limits. */
export const CATEGORY_NAME_MAX = 80;
export const CATEGORY_SLUG_MAX = 120;
export const CATEGORY_DESCRIPTION_MAX = 300;

export type FlatCategory = {
  /** WordPress's slug (its key in the export and in the posts' <category nicename>). */
  wpSlug: string;
  termId: number | null;
  nome: string;
  /** The slug it asks for here, before reserved routes and taken slugs are accounted for. */
  slug: string;
  descricao: string;
  /** WordPress slugs from the top ancestor down to this one: its archive's path. */
  chain: string[];
};

function percentDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function fitSlug(slug: string): string {
  return slug.slice(0, CATEGORY_SLUG_MAX).replace(/-+$/, '');
}

export function flattenCategories(categories: readonly WxrCategory[]): FlatCategory[] {
  const bySlug = new Map<string, WxrCategory>();
  for (const category of categories) if (category.slug && !bySlug.has(category.slug)) bySlug.set(category.slug, category);
  const nameOf = (category: WxrCategory) => truncateText(plainText(category.nome) || percentDecoded(category.slug), CATEGORY_NAME_MAX);
  return [...bySlug.values()].map((category) => {
    const chain = [category.slug];
    const seen = new Set(chain);
    for (let parent = bySlug.get(category.parentSlug); parent && !seen.has(parent.slug); parent = bySlug.get(parent.parentSlug)) {
      chain.unshift(parent.slug);
      seen.add(parent.slug);
    }
    let nome = nameOf(category);
    if (nome.length < 2) nome = `Categoria ${nome}`.trim();
    const ancestors = chain.slice(0, -1).map((slug) => nameOf(bySlug.get(slug)!));
    const own = plainText(category.descricao);
    const lineage = ancestors.length > 0 ? `Subcategoria de ${ancestors.join(' › ')}.` : '';
    const descricao = truncateText([own, lineage].filter(Boolean).join(' — '), CATEGORY_DESCRIPTION_MAX);
    const slug = fitSlug(slugify(percentDecoded(category.slug))) || fitSlug(categoryNameToSlug(nome));
    return { wpSlug: category.slug, termId: category.termId, nome, slug, descricao, chain };
  });
}
