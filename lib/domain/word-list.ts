/*
 * Lists of words a setting holds (one per line, or separated by commas) and the check of a text
 * against them: whole words or phrases, case and accents ignored, so 'Cassino' in the list finds
 * 'CASSINO' and 'cassino!' but not 'cassinos' nor a longer word that merely contains it.
 */

import { stripAccents } from './slug';

/** How many words a list keeps, and how long each may be: the check runs on every public write. */
export const WORD_LIST_LIMITS = { words: 200, length: 60 } as const;

/** Lower case, no accents, every run of what is not a letter or a digit one space. */
export function foldForWords(text: string): string {
  return stripAccents(text.normalize('NFKC'))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The stored text as folded words: blanks and repeats dropped, capped in number and length. */
export function parseWordList(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = new Set<string>();
  for (const item of text.split(/[\n,;]/)) {
    const word = foldForWords(item).slice(0, WORD_LIST_LIMITS.length).trim();
    if (word) words.add(word);
    if (words.size >= WORD_LIST_LIMITS.words) break;
  }
  return [...words];
}

/** The first listed word found in any of the texts, or null. `words` come from parseWordList. */
export function findListedWord(texts: readonly string[], words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const haystacks = texts.map((text) => ` ${foldForWords(text)} `);
  return words.find((word) => haystacks.some((haystack) => haystack.includes(` ${word} `))) ?? null;
}
