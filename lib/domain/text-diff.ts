/**
 * Word-level differences between two versions of a post's text (the form's "Histórico"):
 * the title, the summary and the body as plain-text paragraphs. Pure and bounded: a longest common
 * subsequence over paragraphs, then over the words of each changed paragraph, each table capped so
 * a huge rewrite costs a "removed all, inserted all" instead of freezing the browser.
 */

import { decodeXmlEntities } from './xml-entities';

export type DiffKind = 'igual' | 'removido' | 'inserido';
/** A run of words of one kind, joined by single spaces. */
export type DiffPart = { tipo: DiffKind; texto: string };

/**
 * One paragraph of the compared body: unchanged, changed inside (its parts say where), only in the
 * earlier text, or only in the later one; 'omitido' stands for a run of unchanged paragraphs
 * folded away (collapseUnchanged).
 */
export type DiffParagraph =
  | { tipo: 'igual' | 'alterado' | 'removido' | 'inserido'; partes: DiffPart[] }
  | { tipo: 'omitido'; quantidade: number };

/** Cells of one comparison table: about 4 MB, a few milliseconds. */
const MAX_TABLE_CELLS = 1_000_000;

const BLOCK_BOUNDARY = /<\/?(?:p|h[1-6]|li|ul|ol|blockquote|pre|div|figure|figcaption|table|thead|tbody|tr|td|th|hr)\b[^>]*>/gi;

/** The body's HTML as the paragraphs a reader sees: tags gone, entities decoded, spaces collapsed; images and videos as a word. */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<img\b[^>]*>/gi, '\n[imagem]\n')
    .replace(/<iframe\b[^>]*>[\s\S]*?<\/iframe\s*>/gi, '\n[vídeo]\n')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(BLOCK_BOUNDARY, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeXmlEntities(text.replace(/&nbsp;/gi, ' '))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

type Op = 'igual' | 'removido' | 'inserido';

/**
 * The edit script between two sequences, in order: at each divergence what only `before` has comes
 * first, then what only `after` has. Common ends are matched without a table; a middle too large
 * for MAX_TABLE_CELLS is all removed, then all inserted.
 */
function editScript<T>(before: readonly T[], after: readonly T[], same: (a: T, b: T) => boolean): { op: Op; a: number; b: number }[] {
  let start = 0;
  while (start < before.length && start < after.length && same(before[start], after[start])) start += 1;
  let endA = before.length;
  let endB = after.length;
  while (endA > start && endB > start && same(before[endA - 1], after[endB - 1])) {
    endA -= 1;
    endB -= 1;
  }
  const script: { op: Op; a: number; b: number }[] = [];
  for (let k = 0; k < start; k += 1) script.push({ op: 'igual', a: k, b: k });

  const n = endA - start;
  const m = endB - start;
  if (n > 0 && m > 0 && (n + 1) * (m + 1) <= MAX_TABLE_CELLS) {
    // lcs[i * (m + 1) + j]: the longest common subsequence of before[start + i..] and after[start + j..].
    const width = m + 1;
    const lcs = new Uint32Array((n + 1) * width);
    for (let i = n - 1; i >= 0; i -= 1) {
      for (let j = m - 1; j >= 0; j -= 1) {
        lcs[i * width + j] = same(before[start + i], after[start + j]) ? lcs[(i + 1) * width + j + 1] + 1 : Math.max(lcs[(i + 1) * width + j], lcs[i * width + j + 1]);
      }
    }
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (same(before[start + i], after[start + j])) {
        script.push({ op: 'igual', a: start + i, b: start + j });
        i += 1;
        j += 1;
      } else if (lcs[(i + 1) * width + j] >= lcs[i * width + j + 1]) {
        script.push({ op: 'removido', a: start + i, b: -1 });
        i += 1;
      } else {
        script.push({ op: 'inserido', a: -1, b: start + j });
        j += 1;
      }
    }
    for (; i < n; i += 1) script.push({ op: 'removido', a: start + i, b: -1 });
    for (; j < m; j += 1) script.push({ op: 'inserido', a: -1, b: start + j });
  } else {
    for (let i = start; i < endA; i += 1) script.push({ op: 'removido', a: i, b: -1 });
    for (let j = start; j < endB; j += 1) script.push({ op: 'inserido', a: -1, b: j });
  }

  for (let k = 0; k < before.length - endA; k += 1) script.push({ op: 'igual', a: endA + k, b: endB + k });
  return script;
}

const words = (text: string): string[] => text.split(/\s+/).filter((word) => word !== '');

/** Consecutive words of one kind become one part. */
function joinParts(items: { tipo: DiffKind; word: string }[]): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const { tipo, word } of items) {
    const last = parts[parts.length - 1];
    if (last && last.tipo === tipo) last.texto += ` ${word}`;
    else parts.push({ tipo, texto: word });
  }
  return parts;
}

/** Word by word: what `before` had that `after` lacks is 'removido', what `after` adds is 'inserido'. */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before);
  const b = words(after);
  return joinParts(editScript(a, b, (x, y) => x === y).map((step) => (step.op === 'inserido' ? { tipo: step.op, word: b[step.b] } : { tipo: step.op, word: a[step.a] })));
}

/**
 * Paragraph by paragraph, then word by word inside the paragraphs that changed: a run of removed
 * paragraphs facing a run of inserted ones is compared pairwise, in order; what is left over is
 * wholly removed or inserted.
 */
export function diffParagraphs(before: readonly string[], after: readonly string[]): DiffParagraph[] {
  const result: DiffParagraph[] = [];
  let removed: string[] = [];
  let inserted: string[] = [];
  const flush = () => {
    const paired = Math.min(removed.length, inserted.length);
    for (let k = 0; k < paired; k += 1) result.push({ tipo: 'alterado', partes: diffWords(removed[k], inserted[k]) });
    for (const text of removed.slice(paired)) result.push({ tipo: 'removido', partes: [{ tipo: 'removido', texto: text }] });
    for (const text of inserted.slice(paired)) result.push({ tipo: 'inserido', partes: [{ tipo: 'inserido', texto: text }] });
    removed = [];
    inserted = [];
  };
  for (const step of editScript(before, after, (x, y) => x === y)) {
    if (step.op === 'removido') removed.push(before[step.a]);
    else if (step.op === 'inserido') inserted.push(after[step.b]);
    else {
      flush();
      result.push({ tipo: 'igual', partes: [{ tipo: 'igual', texto: before[step.a] }] });
    }
  }
  flush();
  return result;
}

/** Runs of more than 2 × `context` + 1 unchanged paragraphs keep `context` on each side and fold the rest. */
export function collapseUnchanged(paragraphs: readonly DiffParagraph[], context = 1): DiffParagraph[] {
  const result: DiffParagraph[] = [];
  let run: DiffParagraph[] = [];
  const flush = (atStart: boolean, atEnd: boolean) => {
    const keepBefore = atStart ? 0 : context;
    const keepAfter = atEnd ? 0 : context;
    if (run.length > keepBefore + keepAfter + 1) {
      result.push(...run.slice(0, keepBefore), { tipo: 'omitido', quantidade: run.length - keepBefore - keepAfter }, ...run.slice(run.length - keepAfter));
    } else {
      result.push(...run);
    }
    run = [];
  };
  for (const paragraph of paragraphs) {
    if (paragraph.tipo === 'igual') {
      run.push(paragraph);
      continue;
    }
    flush(result.length === 0, false);
    result.push(paragraph);
  }
  flush(result.length === 0, true);
  return result;
}

export type ComparedText = { titulo: string; resumo: string; conteudo: string };

export type TextDiff = {
  titulo: DiffPart[];
  resumo: DiffPart[];
  texto: DiffParagraph[];
  /** Title, summary and body read the same (what differs, if anything, is elsewhere: the image, tags…). */
  igual: boolean;
};

const changed = (parts: readonly DiffPart[]) => parts.some((part) => part.tipo !== 'igual');

/** From an earlier version (`before`, e.g. a revision) to a later one (`after`, e.g. the form as it is). */
export function compareTexts(before: ComparedText, after: ComparedText): TextDiff {
  const titulo = diffWords(before.titulo, after.titulo);
  const resumo = diffWords(before.resumo, after.resumo);
  const texto = diffParagraphs(htmlToParagraphs(before.conteudo), htmlToParagraphs(after.conteudo));
  const igual = !changed(titulo) && !changed(resumo) && texto.every((paragraph) => paragraph.tipo === 'igual');
  return { titulo, resumo, texto: collapseUnchanged(texto), igual };
}
