/** Search-term highlighting that matches the way search works: word prefixes, accents ignored. */

import { stripAccents } from './slug';

export type TextSegment = { text: string; match: boolean };

export function searchWords(term: string): string[] {
  return [...new Set(stripAccents(term.toLowerCase()).split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 2))];
}

/** Splits text into runs, marking each word that starts with one of the searched words. */
export function highlightSegments(text: string, term: string): TextSegment[] {
  const words = searchWords(term);
  if (!text || words.length === 0) return text ? [{ text, match: false }] : [];
  const segments: TextSegment[] = [];
  const push = (part: string, match: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.match === match) last.text += part;
    else segments.push({ text: part, match });
  };
  for (const part of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!part) continue;
    const folded = stripAccents(part.toLowerCase());
    push(part, /[\p{L}\p{N}]/u.test(part) && words.some((word) => folded.startsWith(word)));
  }
  return segments;
}
