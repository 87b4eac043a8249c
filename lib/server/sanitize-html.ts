import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { decodeHTML } from 'entities';
import { LRUCache } from 'lru-cache';
import { DROPPED_WITH_CONTENT_TAGS } from '@/lib/domain/dropped-elements';
import { dropEmptyBlocksHtml } from '@/lib/domain/empty-blocks';

/*
 * Post bodies are HTML written in the staff editor (SPEC §3 "Rich-text content") or sent by a
 * station backend in API_URL mode; either way they are rendered with dangerouslySetInnerHTML, so
 * everything goes through this allow-list first. Only what the editor can produce survives:
 * nothing that runs script, loads a foreign frame, submits a form or restyles the page.
 */

const ALLOWED_TAGS = [
  'p',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'strong',
  'b',
  'em',
  'i',
  's',
  'strike',
  'del',
  'u',
  'ol',
  'ul',
  'li',
  'label',
  'input',
  'span',
  'a',
  'hr',
  'br',
  'img',
  'figure',
  'figcaption',
  'div',
  'audio',
  'video',
  'source',
  'iframe',
];

// Tags whose text is not content either: dropped with everything inside them.
const NON_TEXT_TAGS = [...DROPPED_WITH_CONTENT_TAGS];

const LENGTH = String.raw`(?:0|auto|\d{1,4}(?:\.\d{1,3})?(?:px|%|em|rem|vw))`;
const length = new RegExp(`^${LENGTH}$`);
const boxShorthand = new RegExp(`^${LENGTH}(?:\\s+${LENGTH}){0,3}$`);

/** What the image extension's containerStyle/wrapperStyle record: size, alignment, float. */
const LAYOUT_STYLES: sanitizeHtml.IOptions['allowedStyles'] = {
  '*': {
    width: [length],
    height: [length],
    'max-width': [length],
    margin: [boxShorthand],
    'margin-left': [length],
    'margin-right': [length],
    padding: [boxShorthand],
    'padding-left': [length],
    'padding-right': [length],
    display: [/^(?:block|inline-block|inline|flex)$/],
    float: [/^(?:left|right|none)$/],
    'text-align': [/^(?:left|center|right)$/],
    'justify-content': [/^(?:flex-start|center|flex-end|start|end)$/],
  },
};

const YOUTUBE_EMBED = /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})(?:\?([^\s"'<>#]*))?$/;
// Player options worth keeping from an embed URL; anything else (e.g. enablejsapi, origin) is dropped.
const YOUTUBE_PARAMS = new Set(['start', 'end', 'rel', 'si', 'list', 'index', 'controls', 'cc_load_policy', 'hl']);
const YOUTUBE_ALLOW = 'accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share';

const EXTERNAL_REL = 'noopener noreferrer nofollow';
const DIGITS = /^\d{1,4}$/;
const NUMBER = /^-?\d{1,6}$/;

type Attributes = sanitizeHtml.Attributes;
type Transformed = sanitizeHtml.Tag;

/** The privacy-friendly embed URL of an https YouTube embed, or null for any other frame. */
export function youtubeEmbedSrc(src: string): string | null {
  const match = YOUTUBE_EMBED.exec(src.trim());
  if (!match) return null;
  const params = new URLSearchParams();
  for (const [key, value] of new URLSearchParams(match[2] ?? '')) {
    if (YOUTUBE_PARAMS.has(key) && /^[\w.-]{1,64}$/.test(value)) params.set(key, value);
  }
  const query = params.toString();
  return `https://www.youtube-nocookie.com/embed/${match[1]}${query ? `?${query}` : ''}`;
}

function isAbsoluteHttp(url: string): boolean {
  // Leading whitespace and control characters are ignored by browsers, so they are here too.
  return /^[\s\u0000-\u001f]*https?:/i.test(url);
}

function pick(attribs: Attributes, names: readonly string[]): Attributes {
  const result: Attributes = {};
  for (const name of names) if (attribs[name] !== undefined) result[name] = attribs[name];
  return result;
}

function transformLink(_tag: string, attribs: Attributes): Transformed {
  const result = pick(attribs, ['href', 'class']);
  const href = attribs.href ?? '';
  if (isAbsoluteHttp(href)) {
    result.target = '_blank';
    result.rel = EXTERNAL_REL;
  } else if (attribs.target === '_blank') {
    // Internal links stay in the tab unless the author asked otherwise; a new tab never gets window.opener.
    result.target = '_blank';
    result.rel = 'noopener noreferrer';
  }
  return { tagName: 'a', attribs: result };
}

function transformImage(_tag: string, attribs: Attributes): Transformed {
  const result = pick(attribs, ['src', 'alt', 'title']);
  if (DIGITS.test(attribs.width ?? '')) result.width = attribs.width;
  if (DIGITS.test(attribs.height ?? '')) result.height = attribs.height;
  // The resize extension keeps the layout in containerstyle; its own parser falls back the same way.
  const style = attribs.style || attribs.containerstyle;
  if (style) result.style = style;
  result.loading = 'lazy';
  result.decoding = 'async';
  return { tagName: 'img', attribs: result };
}

function transformFrame(_tag: string, attribs: Attributes): Transformed {
  const src = youtubeEmbedSrc(attribs.src ?? '');
  if (src === null) return { tagName: 'iframe', attribs: {} };
  return {
    tagName: 'iframe',
    attribs: {
      src,
      title: (attribs.title ?? '').trim() || 'Vídeo do YouTube',
      loading: 'lazy',
      allow: YOUTUBE_ALLOW,
      allowfullscreen: '',
      referrerpolicy: 'strict-origin-when-cross-origin',
    },
  };
}

function transformMedia(tag: string, attribs: Attributes): Transformed {
  const result = pick(attribs, ['src']);
  result.controls = '';
  result.preload = tag === 'audio' ? 'none' : 'metadata';
  return { tagName: tag, attribs: result };
}

function transformSource(_tag: string, attribs: Attributes): Transformed {
  const result = pick(attribs, ['src']);
  if (/^(?:audio|video)\/[\w.+-]{1,40}$/i.test(attribs.type ?? '')) result.type = attribs.type;
  return { tagName: 'source', attribs: result };
}

function transformList(_tag: string, attribs: Attributes): Transformed {
  return { tagName: 'ol', attribs: NUMBER.test(attribs.start ?? '') ? { start: attribs.start } : {} };
}

function transformBulletList(_tag: string, attribs: Attributes): Transformed {
  return { tagName: 'ul', attribs: attribs['data-type'] === 'taskList' ? { 'data-type': 'taskList' } : {} };
}

function transformListItem(_tag: string, attribs: Attributes): Transformed {
  if (attribs['data-type'] !== 'taskItem') return { tagName: 'li', attribs: {} };
  const checked = attribs['data-checked'] === 'true' || attribs['data-checked'] === '';
  return { tagName: 'li', attribs: { 'data-type': 'taskItem', 'data-checked': checked ? 'true' : 'false' } };
}

function transformInput(_tag: string, attribs: Attributes): Transformed {
  // Only the task-item checkbox exists in content, and a reader cannot tick it.
  if ((attribs.type ?? '').toLowerCase() !== 'checkbox') return { tagName: 'input', attribs: {} };
  const result: Attributes = { type: 'checkbox', disabled: '' };
  if (attribs.checked !== undefined) result.checked = '';
  return { tagName: 'input', attribs: result };
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'class'],
    code: ['class'],
    ol: ['start'],
    ul: ['data-type'],
    li: ['data-type', 'data-checked'],
    input: ['type', 'checked', 'disabled'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style', 'loading', 'decoding'],
    div: ['style'],
    figure: ['style'],
    audio: ['src', 'controls', 'preload'],
    video: ['src', 'controls', 'preload'],
    source: ['src', 'type'],
    iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy'],
  },
  allowedClasses: {
    code: [/^language-[\w+#.-]{1,30}$/],
    // Only link-* hooks: the site's utility classes (fixed, inset-0, z-50…) could cover the page.
    a: [/^link(?:-[a-z0-9]+){0,3}$/],
  },
  allowedStyles: { img: LAYOUT_STYLES['*'], div: LAYOUT_STYLES['*'], figure: LAYOUT_STYLES['*'] },
  // Links may use what the editor accepts (SPEC §5); media only load over http(s).
  allowedSchemes: ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'],
  // Images come from http(s) or our own paths; base64 data: images are refused (SPEC §5).
  allowedSchemesByTag: { img: ['http', 'https'], audio: ['http', 'https'], video: ['http', 'https'], source: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background', 'ping', 'longdesc'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube-nocookie.com'],
  allowIframeRelativeUrls: false,
  nonTextTags: NON_TEXT_TAGS,
  selfClosing: ['img', 'br', 'hr', 'input', 'source'],
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: transformLink,
    img: transformImage,
    iframe: transformFrame,
    audio: transformMedia,
    video: transformMedia,
    source: transformSource,
    ol: transformList,
    ul: transformBulletList,
    li: transformListItem,
    input: transformInput,
    // Old markup for struck text; <s> is what the editor writes.
    strike: 's',
  },
  exclusiveFilter(frame) {
    const { tag, attribs } = frame;
    // Media whose source was refused goes entirely (a frame's fallback text included).
    if ((tag === 'img' || tag === 'iframe' || tag === 'source') && !attribs.src) return true;
    if (tag === 'input' && attribs.type !== 'checkbox') return true;
    // A link whose address was refused keeps its words.
    if (tag === 'a' && !attribs.href) return 'excludeTag';
    return false;
  },
};

/** The memo's budget in bytes (UTF-16: two per character, source and result). */
export const SANITIZED_CACHE_BYTES = 16 * 1024 * 1024;
// Posts are read far more often than written: keep the latest bodies, least recently used out first.
const cache = new LRUCache<string, string>({ maxSize: SANITIZED_CACHE_BYTES, sizeCalculation: (output, input) => 2 * (input.length + output.length) });

/**
 * The post body as safe HTML: SPEC §3's elements only, h1 demoted to h2 (the page has its own h1),
 * without empty headings and stray empty paragraphs (lib/domain/empty-blocks): on save
 * and on render alike, so bodies stored before are tidied too.
 */
export function sanitizePostHtml(html: string | null | undefined): string {
  const input = html ?? '';
  if (input.trim() === '') return '';
  const cached = cache.get(input);
  if (cached !== undefined) return cached;
  const output = dropEmptyBlocksHtml(sanitizeHtml(input, OPTIONS));
  cache.set(input, output);
  return output;
}

const TEXT_OPTIONS: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS };

/** Plain text of a post body, blocks separated by spaces: for descriptions and previews. */
export function postPlainText(html: string | null | undefined): string {
  const spaced = (html ?? '').replace(/<\/(?:p|h[1-6]|li|blockquote|pre|div|figcaption)\s*>|<br\s*\/?>/gi, (tag) => `${tag} `);
  return decodeHTML(sanitizeHtml(spaced, TEXT_OPTIONS))
    .replace(/\s+/g, ' ')
    .trim();
}

