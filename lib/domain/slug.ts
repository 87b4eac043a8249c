/** Slugs: the general rule and the category name → URL slug table of SPEC §9. */

import { NEWS_SLUG } from './constants';

export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Latin letters that no accent-stripping reaches, and Cyrillic written in Latin letters. */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i',
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '',
  э: 'e', ю: 'iu', я: 'ia', і: 'i', ї: 'i', є: 'e', ґ: 'g',
};

/** Cyrillic letters that look like Latin ones: in a word mixing both scripts, they stand for those. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's',
};

function latinLetters(word: string): string {
  const mixed = /[a-z]/.test(word) && /[\u0400-\u04ff]/.test(word);
  return word.replace(/[^\x00-\x7f]/g, (char) => (mixed ? LOOK_ALIKES[char] : undefined) ?? TRANSLITERATION[char] ?? char);
}

/**
 * SPEC §9's rule: strip accents, lowercase, drop non-alphanumerics, spaces to hyphens, collapse and
 * trim hyphens. Before dropping: dashes (em, en…) separate words as spaces do ('São João—Festa'
 * is 'sao-joao-festa', not 'sao-joaofesta'), compatibility forms are unfolded (ligatures,
 * full-width letters) and Cyrillic becomes Latin: by sound in a Cyrillic word ('Москва' →
 * 'moskva'), by look in a word that mixes scripts ('Рaris' → 'paris'), so no letter is lost.
 */
export function slugify(text: string): string {
  return stripAccents(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/\S+/g, latinLetters)
    .replace(/\p{Pd}/gu, ' ')
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
