/*
 * The lead story of a category page, as the editorias of GZH and g1 open: the
 * post an editor pinned for the category, else its latest featured post, else its latest post.
 * Only page 1 has a lead; the grid under it leaves the lead out, and page 2 onwards is the plain
 * list. Every candidate comes from a public read, so it is already public; what is checked here is
 * that it still belongs to the category (a pinned post may have moved since, and a remote backend
 * may ignore the category filter).
 */

import type { Post } from './post';

export type CategoryLeadCandidates = {
  /** The category's slug (the page's). */
  categorySlug: string;
  /** The pinned post (categorias.destaque_postagem_id) as the public read answered it; null when none or not public. */
  pinned: Post | null;
  /** The category's featured posts, newest first. */
  featured: readonly Post[];
  /** The category's posts, newest first (page 1 of its list). */
  latest: readonly Post[];
};

export type CategoryLeadSource = 'fixado' | 'destaque' | 'recente';

export type CategoryLead = { post: Post; source: CategoryLeadSource };

const inCategory = (slug: string) => (post: Post) => post.categoriaSlug === slug;

export function chooseCategoryLead({ categorySlug, pinned, featured, latest }: CategoryLeadCandidates): CategoryLead | null {
  const belongs = inCategory(categorySlug);
  if (pinned && belongs(pinned)) return { post: pinned, source: 'fixado' };
  const featuredPost = featured.find(belongs);
  if (featuredPost) return { post: featuredPost, source: 'destaque' };
  const latestPost = latest.find(belongs);
  return latestPost ? { post: latestPost, source: 'recente' } : null;
}

/** The grid under the lead: the page's posts without the lead (it is never shown twice). */
export function withoutLead(posts: readonly Post[], lead: CategoryLead | null): Post[] {
  return lead ? posts.filter((post) => post.id !== lead.post.id) : [...posts];
}
