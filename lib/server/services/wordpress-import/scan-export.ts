import 'server-only';
import { convertWordpressBody, IMAGE_FILE, plainParagraphs, uploadPathOf, type AttachmentRef } from '@/lib/domain/wordpress-import/convert-body';
import { oldPathOf } from '@/lib/domain/wordpress-import/old-addresses';
import { plainText, siteKey } from '@/lib/domain/wordpress-import/post-rules';
import { readAuthor, readCategory, readItem, readSite, readTag, readTerm, type WxrAuthor, type WxrCategory, type WxrSite, type WxrTag } from '@/lib/domain/wordpress-import/wxr-items';
import type { ReportPage } from '@/lib/domain/wordpress-import/report';
import { readExport, type ReadExportOptions } from './read-export';

/*
 * The first of the import's two readings of the file: it checks the whole file (namespaces, UTF-8,
 * declarations, well-formedness) before anything is written, so a refused file leaves nothing
 * behind, and gathers what the posts refer to before they come: the authors, the categories and
 * tags, and the attachments (in a WordPress export a post's images usually come after it).
 */

/** "A Rádio" is one setting of at most this many characters. */
export const ABOUT_TEXT_MAX = 20_000;
/** Pages listed for the "A Rádio" choice; a site with more lists the first ones. */
const PAGES_MAX = 500;

export type ExportPage = ReportPage & { texto: string };

export type ExportIndex = {
  site: WxrSite;
  siteKey: string;
  authors: WxrAuthor[];
  categories: WxrCategory[];
  tags: WxrTag[];
  /** Attachments by WordPress id. */
  attachments: Map<number, AttachmentRef>;
  /** The image attachments of each post, in gallery order. */
  childImages: Map<number, number[]>;
  /** An attachment by its file, for the library's alt text. */
  attachmentByPath: Map<string, AttachmentRef>;
  /** Where the site kept its uploads, when not under /wp-content/uploads/. */
  uploadBases: string[];
  /** Items of type post, whatever their status: the second reading's total. */
  posts: number;
  /** Category slugs some post is filed under. */
  usedCategories: Set<string>;
  pages: ExportPage[];
  comments: { total: number; aprovados: number };
  attachmentCount: number;
  otherTypes: Map<string, number>;
};

const CHANNEL_FIELDS = new Set(['title', 'link', 'wp:base_site_url', 'wp:base_blog_url', 'wp:wxr_version']);

export async function scanExport(file: string, options: ReadExportOptions = {}): Promise<ExportIndex> {
  const channel: Record<string, string> = {};
  const authors: WxrAuthor[] = [];
  const categories = new Map<string, WxrCategory>();
  const tags = new Map<string, WxrTag>();
  const attachments = new Map<number, AttachmentRef>();
  const attachmentByPath = new Map<string, AttachmentRef>();
  const uploadBases = new Set<string>();
  const pages: ExportPage[] = [];
  const otherTypes = new Map<string, number>();
  const comments = { total: 0, aprovados: 0 };
  const usedCategories = new Set<string>();
  let posts = 0;
  let attachmentCount = 0;

  for await (const node of readExport(file, options)) {
    if (CHANNEL_FIELDS.has(node.name)) {
      channel[node.name] ??= node.text;
      continue;
    }
    if (node.name === 'wp:author') {
      const author = readAuthor(node);
      if (author.login) authors.push(author);
      continue;
    }
    if (node.name === 'wp:category') {
      const category = readCategory(node);
      if (category.slug && !categories.has(category.slug)) categories.set(category.slug, category);
      continue;
    }
    if (node.name === 'wp:tag') {
      const tag = readTag(node);
      if (tag.slug && !tags.has(tag.slug)) tags.set(tag.slug, tag);
      continue;
    }
    if (node.name === 'wp:term') {
      const term = readTerm(node);
      if (term.taxonomy === 'category' && term.category.slug && !categories.has(term.category.slug)) categories.set(term.category.slug, term.category);
      if (term.taxonomy === 'post_tag' && term.tag.slug && !tags.has(term.tag.slug)) tags.set(term.tag.slug, term.tag);
      continue;
    }
    if (node.name !== 'item') continue;
    const item = readItem(node);
    comments.total += item.comentarios.total;
    comments.aprovados += item.comentarios.aprovados;
    if (item.postType === 'post') {
      posts += 1;
      // Terms used by posts but missing from the channel's lists (partial exports) still count.
      for (const term of item.terms) {
        if (term.domain === 'category' && term.slug) usedCategories.add(term.slug);
        if (term.domain === 'category' && term.slug && !categories.has(term.slug)) categories.set(term.slug, { termId: null, slug: term.slug, parentSlug: '', nome: term.nome, descricao: '' });
        if (term.domain === 'post_tag' && term.slug && !tags.has(term.slug)) tags.set(term.slug, { termId: null, slug: term.slug, nome: term.nome });
      }
    } else if (item.postType === 'attachment') {
      attachmentCount += 1;
      if (item.postId === null) continue;
      const attached = item.meta._wp_attached_file?.trim() ?? '';
      const caminho = (attached && !attached.startsWith('/') && !attached.includes('..') ? attached : null) ?? uploadPathOf(item.attachmentUrl);
      if (attached && item.attachmentUrl.endsWith(attached)) uploadBases.add(item.attachmentUrl.slice(0, -attached.length));
      const ref: AttachmentRef = {
        id: item.postId,
        caminho,
        legenda: plainText(item.resumo),
        alt: plainText(item.meta._wp_attachment_image_alt ?? ''),
        parentId: item.parentId,
        ordem: item.menuOrder,
      };
      attachments.set(item.postId, ref);
      if (caminho && !attachmentByPath.has(caminho)) attachmentByPath.set(caminho, ref);
    } else if (item.postType === 'page') {
      if (item.status === 'trash' || item.status === 'auto-draft' || item.postId === null || pages.length >= PAGES_MAX) continue;
      // A page's text as "A Rádio" takes: its shortcodes gone, plain paragraphs.
      const body = convertWordpressBody(item.conteudo, { postId: null, attachment: () => undefined, childImages: () => [] });
      const texto = plainParagraphs(body.html, ABOUT_TEXT_MAX);
      const site = channel['wp:base_blog_url'] || channel.link || '';
      pages.push({
        wpId: item.postId,
        titulo: plainText(item.titulo).slice(0, 200) || 'Sem título',
        slug: item.slug.slice(0, 200),
        caminho: oldPathOf(item.link, site),
        status: item.status,
        caracteres: texto.length,
        texto,
      });
    } else {
      otherTypes.set(item.postType, (otherTypes.get(item.postType) ?? 0) + 1);
    }
  }

  const childImages = new Map<number, number[]>();
  for (const ref of [...attachments.values()].sort((a, b) => a.ordem - b.ordem || a.id - b.id)) {
    if (ref.parentId === null || !ref.caminho || !IMAGE_FILE.test(ref.caminho)) continue;
    const list = childImages.get(ref.parentId) ?? [];
    list.push(ref.id);
    childImages.set(ref.parentId, list);
  }
  const site = readSite({
    title: channel.title ?? '',
    link: channel.link ?? '',
    baseSiteUrl: channel['wp:base_site_url'] ?? '',
    baseBlogUrl: channel['wp:base_blog_url'] ?? '',
    wxrVersion: channel['wp:wxr_version'] ?? '',
  });
  return {
    site,
    siteKey: siteKey(site.endereco),
    authors,
    categories: [...categories.values()],
    tags: [...tags.values()],
    attachments,
    childImages,
    attachmentByPath,
    uploadBases: [...uploadBases],
    posts,
    usedCategories,
    pages,
    comments,
    attachmentCount,
    otherTypes,
  };
}

