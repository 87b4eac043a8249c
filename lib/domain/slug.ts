/** Slugs: the general rule and the category name → URL slug table of SPEC §9. */

import { NEWS_SLUG } from './constants';

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Strip accents, lowercase, drop non-alphanumerics, spaces to hyphens, collapse and trim hyphens. */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** SPEC §9 table, keyed by the accent-free lowercase name. */
export const CATEGORY_SLUG_TABLE: Readonly<Record<string, string>> = {
  colunistas: 'colunistas',
  opiniao: 'opiniao',
  politica: 'politica',
  economia: 'economia',
  esportes: 'esportes',
  cultura: 'cultura',
  saude: 'saude',
  educacao: 'educacao',
  tecnologia: 'tecnologia',
  'meio ambiente': 'meio-ambiente',
  turismo: 'turismo',
  eventos: 'eventos',
  noticias: 'noticias',
  bombeiros: 'bombeiros-bombeiros',
  'galeria de fotos': 'galeria-de-fotos',
  galerias: 'galeria-de-fotos',
};

/** Category name → slug for post URLs; an empty name is the default category 'notícias'. */
export function categoryNameToSlug(name: string | null | undefined): string {
  const key = stripAccents(name ?? '').toLowerCase().trim().replace(/\s+/g, ' ');
  if (key === '') return NEWS_SLUG;
  const mapped = CATEGORY_SLUG_TABLE[key];
  if (mapped !== undefined) return mapped;
  return slugify(key) || NEWS_SLUG;
}
