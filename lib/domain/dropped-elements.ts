/**
 * Elements the post sanitiser drops with everything inside them (lib/server/sanitize-html.ts):
 * their text is not content (scripts, styles, embedded documents).
 */
export const DROPPED_WITH_CONTENT_TAGS = ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'template', 'svg', 'math', 'title', 'object', 'embed'] as const;

/**
 * HTML's void elements: they have no content and no end tag, so the parser closes them where they
 * open (`<embed src="…">` is whole). One is never "left open", whatever list it is on.
 */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/**
 * The first such element opened and never closed. The sanitiser would drop everything after it,
 * so a save is refused instead of silently losing the rest of the post.
 */
export function unclosedDroppedElement(html: string): string | null {
  for (const tag of DROPPED_WITH_CONTENT_TAGS) {
    if (VOID_ELEMENTS.has(tag)) continue;
    const opened = html.match(new RegExp(`<${tag}(?=[\\s/>])[^>]*>`, 'gi')) ?? [];
    const selfClosed = opened.filter((element) => element.endsWith('/>')).length;
    const closed = html.match(new RegExp(`</${tag}\\s*>`, 'gi'))?.length ?? 0;
    if (opened.length - selfClosed > closed) return tag;
  }
  return null;
}

export function unclosedElementMessage(tag: string): string {
  return `O texto tem um elemento <${tag}> sem fechamento: todo o conteúdo depois dele seria perdido. Feche-o com </${tag}> ou remova-o.`;
}
