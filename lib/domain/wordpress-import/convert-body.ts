/**
 * A WordPress post body as this site's HTML, before the sanitiser: the blocks and shortcodes a
 * news site uses become what the editor here writes ([caption] a figure with its caption,
 * [gallery] and the gallery block the post's gallery, [embed] and bare YouTube links the YouTube
 * frame), the rest is stripped and named for the report, and classic-editor text gets its
 * paragraphs (WordPress adds them only when it shows a post). Which images the body uses and
 * where they end up is handled apart (uploadReferences, rewriteUploads), once the files are stored.
 */

import { decodeHTML } from 'entities';
import { youtubeEmbedUrl } from '../youtube';
import { plainText } from './post-rules';

/** An image attachment of the export, as the body and the gallery refer to it. */
export type AttachmentRef = {
  id: number;
  /** Its file under the uploads folder ('2024/05/foto.jpg'); null when the export does not say. */
  caminho: string | null;
  legenda: string;
  alt: string;
  parentId: number | null;
  ordem: number;
};

export type BodyContext = {
  postId: number | null;
  attachment(id: number): AttachmentRef | undefined;
  /** The images attached to a post, in WordPress's gallery order: what a [gallery] without ids shows. */
  childImages(postId: number): number[];
};

/** One image of the post's gallery: an attachment, or a file named only by its address. */
export type GalleryRef = { attachmentId: number } | { url: string; legenda: string };

export type ConvertedBody = {
  html: string;
  galeria: GalleryRef[];
  /** Shortcodes taken out, one name per occurrence. */
  shortcodesRemovidos: string[];
  /** YouTube frames made from [embed], embed blocks and bare links. */
  videos: number;
  /** Embeds of other sites, kept as links. */
  links: number;
};

type Accumulator = Omit<ConvertedBody, 'html'>;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const YOUTUBE_TITLE = 'Vídeo do YouTube';

/** A YouTube frame (the sanitiser keeps youtube-nocookie embeds only), or a link to another site's embed. */
function embedHtml(rawUrl: string, acc: Accumulator): string {
  const url = decodeHTML(rawUrl.trim());
  if (!url) return '';
  const src = youtubeEmbedUrl(url);
  if (src) {
    acc.videos += 1;
    return `<iframe src="${escapeHtml(src)}" title="${YOUTUBE_TITLE}" allowfullscreen></iframe>`;
  }
  if (!/^https?:\/\/\S+$/i.test(url)) return '';
  acc.links += 1;
  return `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
}

// ---- Blocks (the block editor's <!-- wp:name {attrs} --> … <!-- /wp:name -->) ----

type Block = { name: string; attrs: Record<string, unknown>; children: Array<string | Block> };

const BLOCK_DELIMITER = /<!--\s+(\/)?wp:([a-z][a-z0-9_-]*(?:\/[a-z][a-z0-9_-]*)?)\s+(?:(\{[\s\S]*?\})\s+)?(\/)?-->/g;

function blockAttributes(json: string | undefined): Record<string, unknown> {
  if (!json || json.length > 65_536) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function parseBlocks(text: string): Array<string | Block> {
  const root: Block = { name: '', attrs: {}, children: [] };
  const stack: Block[] = [root];
  let last = 0;
  for (const match of text.matchAll(BLOCK_DELIMITER)) {
    const top = stack[stack.length - 1];
    if (match.index > last) top.children.push(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, closing, name, json, selfClosing] = match;
    if (closing) {
      // Close the nearest block of that name; a stray closer is dropped.
      const at = stack.findLastIndex((block) => block.name === name);
      if (at > 0) stack.length = at;
      continue;
    }
    const block: Block = { name, attrs: blockAttributes(json), children: [] };
    top.children.push(block);
    if (!selfClosing && stack.length < 64) stack.push(block);
  }
  if (last < text.length) stack[stack.length - 1].children.push(text.slice(last));
  return root.children;
}

function innerHtml(block: Block): string {
  return block.children.map((child) => (typeof child === 'string' ? child : '')).join('');
}

const ID_IN_HTML = /(?:data-id="(\d{1,10})"|wp-image-(\d{1,10}))/g;
const IMG_SRC = /<img\b[^>]*?\ssrc\s*=\s*["']([^"']+)["']/gi;

/** The images of a gallery block: its ids (old format), its image blocks' ids (new), or its <img>s. */
function galleryOf(block: Block): GalleryRef[] {
  const ids = Array.isArray(block.attrs.ids) ? block.attrs.ids.map(Number).filter((id) => Number.isInteger(id) && id > 0) : [];
  if (ids.length > 0) return ids.map((attachmentId) => ({ attachmentId }));
  const refs: GalleryRef[] = [];
  const visit = (nodes: Array<string | Block>) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.name === 'image') {
        const id = Number(node.attrs.id);
        if (Number.isInteger(id) && id > 0) refs.push({ attachmentId: id });
        else {
          const html = innerHtml(node);
          const src = [...html.matchAll(IMG_SRC)][0]?.[1];
          const caption = /<figcaption[^>]*>([\s\S]*?)<\/figcaption>/i.exec(html)?.[1] ?? '';
          if (src) refs.push({ url: decodeHTML(src), legenda: plainText(caption) });
        }
      } else visit(node.children);
    }
  };
  visit(block.children);
  if (refs.length > 0) return refs;
  // Galleries saved before image blocks: the ids are in the markup, else only the files.
  const html = innerHtml(block);
  const fromMarkup = [...html.matchAll(ID_IN_HTML)].map((match) => Number(match[1] ?? match[2]));
  if (fromMarkup.length > 0) return [...new Set(fromMarkup)].map((attachmentId) => ({ attachmentId }));
  return [...html.matchAll(IMG_SRC)].map((match) => ({ url: decodeHTML(match[1]), legenda: '' }));
}

function renderBlocks(nodes: Array<string | Block>, acc: Accumulator): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node;
      continue;
    }
    const { name } = node;
    if (name === 'gallery' || name === 'jetpack/tiled-gallery' || name === 'jetpack/slideshow') {
      acc.galeria.push(...galleryOf(node));
    } else if (name === 'embed' || name.startsWith('core-embed/')) {
      const url = typeof node.attrs.url === 'string' ? node.attrs.url : (/https?:\/\/[^\s<"]+/.exec(innerHtml(node))?.[0] ?? '');
      out += `\n\n${embedHtml(url, acc)}\n\n`;
    } else if (name === 'more' || name === 'nextpage') {
      // WordPress's teaser cut and page breaks: nothing to show here.
    } else {
      out += renderBlocks(node.children, acc);
    }
  }
  return out;
}

// ---- Shortcodes ----

/** WordPress's own shortcode pattern (get_shortcode_regex), for any name. */
const SHORTCODE = /\[(\[?)([A-Za-z0-9_][\w-]*)(?![\w-])([^\]/]*(?:\/(?!\])[^\]/]*)*?)(?:(\/)\]|\](?:([^[]*(?:\[(?!\/\2\])[^[]*)*)\[\/\2\])?)(\]?)/g;

/** Shortcodes of WordPress and of the plugins news sites use, recognised even without attributes. */
const KNOWN_SHORTCODES = new Set([
  'caption', 'wp_caption', 'gallery', 'embed', 'video', 'audio', 'playlist', 'youtube', 'soundcloud', 'tweet', 'twitter', 'facebook', 'instagram',
  'contact-form-7', 'contact-form', 'contact_form', 'wpforms', 'ninja_form', 'ninja_forms', 'gravityform', 'formidable', 'caldera_form',
  'adrotate', 'ads', 'ad', 'advanced_ads', 'the_ad', 'the_ad_group', 'adsense', 'wp_ad_camp', 'instagram-feed', 'custom-facebook-feed', 'fts_facebook',
  'googlemaps', 'google-map', 'wpgmza', 'iframe', 'pdf-embedder', 'metaslider', 'rev_slider', 'layerslider', 'smartslider3', 'table', 'tabs', 'tab',
  'accordion', 'toggle', 'button', 'dropcap', 'divider', 'spacer', 'row', 'column', 'col', 'one_half', 'one_third', 'two_third', 'one_fourth',
  'three_fourth', 'one_half_last', 'one_third_last', 'two_third_last', 'one_fourth_last', 'three_fourth_last', 'related_posts', 'poll', 'wp_poll',
  'ratings', 'shareaholic', 'ssba', 'addtoany', 'sharethis', 'toc', 'ez-toc', 'wpdm_package', 'download', 'email-subscribers',
]);
const KNOWN_PREFIXES = ['vc_', 'et_pb_', 'fusion_', 'su_', 'av_', 'cs_', 'tie_', 'td_', 'mk_', 'ultimate_', 'ux_', 'tm_', 'bsf_', 'jnews_', 'penci_'];

function isShortcode(name: string, attrs: string, enclosing: boolean): boolean {
  const lower = name.toLowerCase();
  if (KNOWN_SHORTCODES.has(lower) || KNOWN_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  // '[sic]', '[1]' or '[Atualizado às 14h]' are words in brackets; with attributes or a closing tag, a shortcode.
  if (/^[\d]+$/.test(name)) return false;
  return enclosing || /[\w-]\s*=/.test(attrs);
}

const SHORTCODE_ATTRIBUTE = /([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g;

/** shortcode_parse_atts: named attributes by lower-case name, positional ones in order. */
function shortcodeAttributes(text: string): { named: Record<string, string>; positional: string[] } {
  const named: Record<string, string> = {};
  const positional: string[] = [];
  const source = text.replace(/[\u00a0\u200b]+/g, ' ');
  for (const match of source.matchAll(SHORTCODE_ATTRIBUTE)) {
    if (match[1] !== undefined) named[match[1].toLowerCase()] = match[2];
    else if (match[3] !== undefined) named[match[3].toLowerCase()] = match[4];
    else if (match[5] !== undefined) named[match[5].toLowerCase()] = match[6];
    else positional.push(match[7] ?? match[8] ?? match[9] ?? '');
  }
  return { named, positional };
}

const CAPTIONED_MEDIA = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i;

/** [caption]<a><img></a> Texto[/caption] → <figure> with its <figcaption>. */
function captionHtml(inner: string, attrs: Record<string, string>): string {
  const match = CAPTIONED_MEDIA.exec(inner);
  if (!match) return inner;
  // Older exports put the text in a caption="…" attribute.
  const text = (attrs.caption ?? match[2]).trim();
  const caption = text ? `<figcaption>${text}</figcaption>` : '';
  return `\n\n<figure>${match[1]}${caption}</figure>\n\n`;
}

function ids(list: string | undefined): number[] {
  return (list ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
}

function mediaTag(tag: 'audio' | 'video', url: string): string {
  const src = decodeHTML(url.trim());
  return /^https?:\/\/\S+$/i.test(src) ? `\n\n<${tag} controls src="${escapeHtml(src)}"></${tag}>\n\n` : '';
}

function convertShortcodes(text: string, acc: Accumulator, context: BodyContext, depth = 0): string {
  if (depth > 8 || !text.includes('[')) return text;
  return text.replace(SHORTCODE, (whole: string, open2: string, name: string, attrText: string, selfClosing: string | undefined, inner: string | undefined, close2: string) => {
    // [[name]] is how WordPress writes a shortcode as text.
    if (open2 === '[' && close2 === ']') return whole.slice(1, -1);
    if (!isShortcode(name, attrText, inner !== undefined && !selfClosing)) return whole;
    const { named, positional } = shortcodeAttributes(attrText);
    const lower = name.toLowerCase();
    const content = inner ?? '';
    switch (lower) {
      case 'caption':
      case 'wp_caption':
        return open2 + captionHtml(convertShortcodes(content, acc, context, depth + 1), named) + close2;
      case 'gallery': {
        let list = ids(named.ids ?? named.include);
        if (list.length === 0 && context.postId !== null) list = context.childImages(named.id ? Number(named.id) : context.postId);
        acc.galeria.push(...list.map((attachmentId) => ({ attachmentId })));
        return open2 + close2;
      }
      case 'embed':
        return `${open2}\n\n${embedHtml(content || named.src || named.url || '', acc)}\n\n${close2}`;
      case 'youtube':
        return `${open2}\n\n${embedHtml(named.url || named.src || (named.id ? `https://youtu.be/${named.id}` : '') || positional[0] || content, acc)}\n\n${close2}`;
      case 'video': {
        const url = named.src || named.mp4 || named.m4v || named.webm || named.ogv || named.url || content.trim();
        return open2 + (youtubeEmbedUrl(decodeHTML(url)) ? `\n\n${embedHtml(url, acc)}\n\n` : mediaTag('video', url)) + close2;
      }
      case 'audio':
        return open2 + mediaTag('audio', named.src || named.mp3 || named.m4a || named.ogg || named.wav || content.trim()) + close2;
      default:
        acc.shortcodesRemovidos.push(lower);
        // A wrapper (a page builder's row, a tab) keeps what it wraps.
        return open2 + (inner === undefined ? '' : convertShortcodes(content, acc, context, depth + 1)) + close2;
    }
  });
}

// ---- Paragraphs (wpautop) ----

const BLOCK_TAGS =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary)';
const BLOCK_OPEN = new RegExp(`(<${BLOCK_TAGS}[\\s/>])`, 'gi');
const BLOCK_CLOSE = new RegExp(`(</${BLOCK_TAGS}>)`, 'gi');
const P_AROUND_BLOCK = new RegExp(`<p>\\s*(</?${BLOCK_TAGS}[^>]*>)\\s*</p>`, 'gi');
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?${BLOCK_TAGS}[^>]*>)`, 'gi');
const P_AFTER_BLOCK = new RegExp(`(</?${BLOCK_TAGS}[^>]*>)\\s*</p>`, 'gi');
const BR_AFTER_BLOCK = new RegExp(`(</?${BLOCK_TAGS}[^>]*>)\\s*<br />`, 'gi');
/** Elements whose inside is never touched (and the ones conversions made, already whole). */
const KEPT_WHOLE = /<(pre|script|style|figure|iframe|video|audio)\b[\s\S]*?<\/\1>/gi;

/**
 * WordPress's wpautop, which it applies when it shows a classic-editor post: blank lines are
 * paragraphs and single line breaks <br />, outside block elements.
 */
export function autop(text: string): string {
  const kept: string[] = [];
  let pee = `${text.replace(KEPT_WHOLE, (whole: string) => `\n\n\u0000${kept.push(whole) - 1}\u0000\n\n`)}\n`;
  pee = pee
    .replace(/<br\s*\/?>\s*<br\s*\/?>/gi, '\n\n')
    .replace(BLOCK_OPEN, '\n\n$1')
    .replace(BLOCK_CLOSE, '$1\n\n')
    .replace(/<hr\s*\/?>/gi, '<hr />\n\n')
    .replace(/\n\n+/g, '\n\n');
  pee = pee
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => `<p>${chunk}</p>\n`)
    .join('');
  pee = pee
    .replace(/<p>\s*<\/p>/g, '')
    .replace(/<p>([^<]+)<\/(div|address|form)>/gi, '<p>$1</p></$2>')
    .replace(P_AROUND_BLOCK, '$1')
    .replace(/<p>(<li.+?)<\/p>/gi, '$1')
    .replace(/<p><blockquote([^>]*)>/gi, '<blockquote$1><p>')
    .replace(/<\/blockquote><\/p>/gi, '</p></blockquote>')
    .replace(P_BEFORE_BLOCK, '$1')
    .replace(P_AFTER_BLOCK, '$1')
    .replace(/(?<!<br \/>)\s*\n/g, '<br />\n')
    .replace(BR_AFTER_BLOCK, '$1')
    .replace(/<br \/>(\s*<\/?(?:p|li|div|dl|dd|dt|th|pre|td|ul|ol)[^>]*>)/gi, '$1')
    .replace(/<br \/>\n$/, '')
    .replace(/\n<\/p>$/g, '</p>');
  return pee
    .replace(/<p>\s*\u0000(\d+)\u0000\s*<\/p>/g, (_: string, index: string) => kept[Number(index)])
    .replace(/\u0000(\d+)\u0000/g, (_: string, index: string) => kept[Number(index)])
    .trim();
}

/** WordPress turns a URL alone on its line into its embed: a paragraph holding only a YouTube link is the video. */
const BARE_LINK_PARAGRAPH = /<p>\s*(?:<a\b[^>]*>\s*)?(https?:\/\/[^\s<>"]+)\s*(?:<\/a>\s*)?<\/p>/gi;

function embedBareLinks(html: string, acc: Accumulator): string {
  return html.replace(BARE_LINK_PARAGRAPH, (whole: string, url: string) => (youtubeEmbedUrl(decodeHTML(url)) ? embedHtml(url, acc) : whole));
}

export function convertWordpressBody(raw: string, context: BodyContext): ConvertedBody {
  const acc: Accumulator = { galeria: [], shortcodesRemovidos: [], videos: 0, links: 0 };
  let text = raw.replace(/\r\n?/g, '\n').replace(/<!--\s*(?:more|nextpage|noteaser)\b[\s\S]*?-->/g, '\n\n');
  const blocks = /<!--\s+wp:/.test(text);
  if (blocks) text = renderBlocks(parseBlocks(text), acc);
  // A YouTube address alone on its line is the video (WordPress's autoembed, before its paragraphs).
  else text = text.replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (whole: string, url: string) => (youtubeEmbedUrl(decodeHTML(url)) ? `\n\n${embedHtml(url, acc)}\n\n` : whole));
  text = convertShortcodes(text, acc, context);
  // Content from the block editor already has its paragraphs (WordPress skips wpautop for it).
  text = blocks ? text.trim() : autop(text);
  return { html: embedBareLinks(text, acc), ...acc };
}

// ---- Files of the uploads folder ----

export const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp)$/i;
const UPLOADS_MARKER = '/wp-content/uploads/';

function stripHost(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

/**
 * The file under the uploads folder an address points to ('2024/05/foto.jpg'), or null: any host's
 * /wp-content/uploads/ (old domains, a CDN, http or https), a relative one, or the export's own
 * uploads base (`bases`, absolute, from its attachments: a site that moved its uploads folder).
 */
export function uploadPathOf(address: string, bases: readonly string[] = []): string | null {
  const text = decodeHTML(address.trim());
  if (!text || text.startsWith('data:')) return null;
  let url: URL;
  try {
    url = new URL(text, 'http://relativo.invalid');
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  let rest: string | null = null;
  const marker = url.pathname.indexOf(UPLOADS_MARKER);
  if (marker !== -1) rest = url.pathname.slice(marker + UPLOADS_MARKER.length);
  else {
    for (const base of bases) {
      let baseUrl: URL;
      try {
        baseUrl = new URL(base);
      } catch {
        continue;
      }
      const relative = url.hostname === 'relativo.invalid';
      if (!relative && stripHost(baseUrl.hostname) !== stripHost(url.hostname)) continue;
      const prefix = baseUrl.pathname.endsWith('/') ? baseUrl.pathname : `${baseUrl.pathname}/`;
      if (url.pathname.startsWith(prefix)) {
        rest = url.pathname.slice(prefix.length);
        break;
      }
    }
  }
  if (rest === null) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return null;
  }
  const segments = decoded.split('/');
  if (decoded.includes('\\') || decoded.includes('\0') || segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return decoded;
}

/** The original a resized copy comes from: 'foto-1024x683.jpg' → 'foto.jpg', 'foto-scaled.jpg' → 'foto.jpg'. */
export function originalUploadPath(path: string): string {
  return path.replace(/-(?:\d{1,5}x\d{1,5}|scaled|rotated)(\.[A-Za-z0-9]+)$/, '$1');
}

const MEDIA_TAG = /<(img|a)\b[^>]*>/gi;
const URL_ATTRIBUTE = /(\s(src|href)\s*=\s*)(["'])([^"']*)\3/gi;
const DROPPED_ATTRIBUTE = /\s(?:srcset|sizes|data-[\w-]+)\s*=\s*(["'])[^"']*\1/gi;

/** The image files of the uploads folder the body shows (<img src>) or links to (<a href>), once each. */
export function uploadReferences(html: string, bases: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const tag of html.matchAll(MEDIA_TAG)) {
    for (const attribute of tag[0].matchAll(URL_ATTRIBUTE)) {
      const path = uploadPathOf(attribute[4], bases);
      if (path && IMAGE_FILE.test(path)) found.add(path);
    }
  }
  return [...found];
}

/**
 * The body with each uploads image at its new address (`resolve`: the library's URL, or null when
 * the file was not imported). An image not imported keeps its old address, made absolute on the
 * old site (`siteOrigin`) when it was relative, so it is never a broken path here. Responsive
 * attributes pointing at the old files go.
 */
export function rewriteUploads(html: string, bases: readonly string[], resolve: (path: string) => string | null, siteOrigin: string | null): string {
  return html.replace(MEDIA_TAG, (tag: string, name: string) => {
    const rewritten = tag.replace(URL_ATTRIBUTE, (whole: string, lead: string, _attr: string, quote: string, value: string) => {
      const path = uploadPathOf(value, bases);
      if (!path || !IMAGE_FILE.test(path)) return whole;
      const target = resolve(path);
      if (target) return `${lead}${quote}${target}${quote}`;
      if (siteOrigin && value.trim().startsWith('/') && !value.trim().startsWith('//')) return `${lead}${quote}${siteOrigin}${value.trim()}${quote}`;
      return whole;
    });
    return name.toLowerCase() === 'img' ? rewritten.replace(DROPPED_ATTRIBUTE, '') : rewritten;
  });
}

// ---- A page as the text of "A Rádio" ----

/** Plain text, paragraphs separated by a blank line (how the "A Rádio" setting is written), at most `max` characters. */
export function plainParagraphs(html: string, max: number): string {
  const text = decodeHTML(
    html
      .replace(/<(?:script|style)\b[\s\S]*?<\/(?:script|style)>/gi, '')
      // Line breaks in HTML source are spaces; only <br> and block ends break lines.
      .replace(/\s+/g, ' ')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(?:p|div|h[1-6]|li|blockquote|figure|figcaption|ul|ol|table|tr|section|article)>/gi, '\n\n')
      .replace(/<[^>]*>/g, ''),
  );
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
  let out = '';
  for (const paragraph of paragraphs) {
    const next = out ? `${out}\n\n${paragraph}` : paragraph;
    if (next.length > max) {
      if (!out) out = paragraph.slice(0, max);
      break;
    }
    out = next;
  }
  return out;
}
