import { dropEmptyBlocksHtml } from '@/lib/domain/empty-blocks';

/**
 * The editor's HTML as the public page would show it, for the staff-only preview. It is the
 * author's own editor output, shown only to that author inside the panel, so it is not
 * sanitised here (the server sanitises what it stores); these are the visible changes the
 * public sanitiser makes: h1 becomes h2 (the page has its own h1), the image layout recorded in
 * containerStyle becomes the image's style, and task checkboxes cannot be ticked by a reader.
 */
export function previewHtml(html: string): string {
  // Empty headings and stray empty paragraphs are dropped on save: not shown here either.
  return dropEmptyBlocksHtml(html)
    .replace(/<h1(\s|>)/g, '<h2$1')
    .replace(/<\/h1>/g, '</h2>')
    .replace(/<img\b([^>]*?)\scontainerstyle="([^"]*)"/g, '<img$1 style="$2"')
    .replace(/<input\b(?![^>]*\bdisabled)/g, '<input disabled');
}
