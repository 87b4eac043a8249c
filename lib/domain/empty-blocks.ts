/**
 * Empty blocks of a post body: what an editor leaves behind by pressing Enter, never what
 * a reader should get.
 *
 * - An empty heading (`<h2></h2>`, `<h2><br></h2>`, only spaces) goes, wherever it is: it would be an
 *   empty entry in the page's outline for screen readers and a gap of heading margins.
 * - Empty paragraphs at the document's top level go at its start and end; a run of them between
 *   blocks becomes one, which keeps a deliberate blank line and drops the accidental ones.
 *   Paragraphs inside lists, quotes or tables are left alone (a list item always holds one).
 *
 * Applied to the stored HTML (lib/server/sanitize-html: on save and on every render, so bodies saved
 * before are tidied too) and to the editor's JSON twin on save (the editor reopens what the page shows).
 */

const MEDIA_TAG = /<(?:img|iframe|video|audio|input|hr|svg|object|embed)\b/i;
const ANY_TAG = /<[^>]*>/g;
const NBSP_ENTITY = /&nbsp;|&#160;|&#x0*a0;/gi;
// Zero-width characters some pastes leave; String#trim does not see them.
const INVISIBLE = /[\u200b\u200c\u200d\u2060]/g;

/** No text and no media: only breaks, spaces and empty inline tags. */
export function isBlankInlineHtml(inner: string): boolean {
  if (MEDIA_TAG.test(inner)) return false;
  return inner.replace(ANY_TAG, '').replace(NBSP_ENTITY, ' ').replace(INVISIBLE, '').trim() === '';
}

const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;
const EMPTIED_QUOTE = /<blockquote\b([^>]*)>\s*<\/blockquote\s*>/gi;
const PARAGRAPH = /^<p\b[^>]*>([\s\S]*)<\/p\s*>$/i;
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g;
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** The document's top-level pieces, in order: elements whole, and the text between them. */
function topLevelPieces(html: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let start = 0;
  for (const match of html.matchAll(TAG)) {
    const [whole, closing, name, selfClosing] = match;
    const index = match.index ?? 0;
    if (depth === 0 && index > start) {
      pieces.push(html.slice(start, index));
      start = index;
    }
    const end = index + whole.length;
    if (closing) {
      depth = Math.max(0, depth - 1);
    } else if (!VOID_TAGS.has(name.toLowerCase()) && !selfClosing) {
      depth += 1;
      continue;
    }
    if (depth === 0) {
      pieces.push(html.slice(start, end));
      start = end;
    }
  }
  if (start < html.length) pieces.push(html.slice(start));
  return pieces;
}

const isSpace = (piece: string) => !piece.startsWith('<') && piece.trim() === '';

function isEmptyParagraphHtml(piece: string): boolean {
  const match = PARAGRAPH.exec(piece);
  return match !== null && isBlankInlineHtml(match[1]);
}

/** The rules above, on HTML. Returns '' when nothing but empty blocks was there. */
export function dropEmptyBlocksHtml(html: string): string {
  if (html.trim() === '') return '';
  const withoutHeadings = html
    .replace(HEADING, (heading, _level: string, inner: string) => (isBlankInlineHtml(inner) ? '' : heading))
    // A quote that held only an empty heading keeps an empty paragraph, as the editor's document does.
    .replace(EMPTIED_QUOTE, '<blockquote$1><p></p></blockquote>');
  const pieces = topLevelPieces(withoutHeadings);
  const kept: string[] = [];
  // Whether the last block kept was an empty paragraph (spaces between blocks do not count).
  let lastWasEmpty = true;
  let pendingSpace: string[] = [];
  for (const piece of pieces) {
    if (isSpace(piece)) {
      pendingSpace.push(piece);
      continue;
    }
    const empty = isEmptyParagraphHtml(piece);
    if (empty && lastWasEmpty) {
      pendingSpace = [];
      continue;
    }
    kept.push(...pendingSpace, piece);
    pendingSpace = [];
    lastWasEmpty = empty;
  }
  // A trailing empty paragraph (and the spaces around it) goes too.
  while (kept.length > 0 && (isSpace(kept[kept.length - 1]) || isEmptyParagraphHtml(kept[kept.length - 1]))) kept.pop();
  return kept.join('');
}

// ---- the editor's JSON (ProseMirror/Tiptap document) ----

type JsonNode = { type?: unknown; text?: unknown; content?: unknown; [key: string]: unknown };

const isNode = (value: unknown): value is JsonNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** No text and nothing but hard breaks (or no content at all). */
function isBlankTextblock(node: JsonNode): boolean {
  if (!Array.isArray(node.content)) return true;
  return node.content.every(
    (child) => isNode(child) && (child.type === 'hardBreak' || (child.type === 'text' && typeof child.text === 'string' && child.text.replace(INVISIBLE, '').trim() === '')),
  );
}

const isEmptyHeading = (node: unknown) => isNode(node) && node.type === 'heading' && isBlankTextblock(node);
const isEmptyParagraph = (node: unknown) => isNode(node) && node.type === 'paragraph' && isBlankTextblock(node);

/** Empty headings out of a node's content, at any depth; a container left with nothing gets an empty paragraph. */
function withoutEmptyHeadings(node: JsonNode): JsonNode {
  if (!Array.isArray(node.content)) return node;
  const content = node.content.filter((child) => !isEmptyHeading(child)).map((child) => (isNode(child) ? withoutEmptyHeadings(child) : child));
  if (content.length === 0 && node.content.length > 0) return { ...node, content: [{ type: 'paragraph' }] };
  return { ...node, content };
}

/**
 * The same rules on the editor's document ({type: 'doc', content: […]}). Anything that is not such
 * a document is returned as it came. A document left with nothing keeps one empty paragraph (a
 * document must hold a block).
 */
export function dropEmptyBlocksDoc<T>(doc: T): T {
  if (!isNode(doc) || doc.type !== 'doc' || !Array.isArray(doc.content)) return doc;
  const tidy = withoutEmptyHeadings(doc);
  const blocks = tidy.content as unknown[];
  const kept: unknown[] = [];
  let lastWasEmpty = true;
  for (const block of blocks) {
    const empty = isEmptyParagraph(block);
    if (empty && lastWasEmpty) continue;
    kept.push(block);
    lastWasEmpty = empty;
  }
  while (kept.length > 0 && isEmptyParagraph(kept[kept.length - 1])) kept.pop();
  return { ...tidy, content: kept.length > 0 ? kept : [{ type: 'paragraph' }] } as T;
}
