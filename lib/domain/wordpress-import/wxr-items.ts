/**
 * The pieces of a WordPress export as plain records, out of the trees the reader gives
 * (./wxr-reader): the site, its authors, categories and tags, and each item (post, page,
 * attachment, menu entry…) with its postmeta and comment counts. Text is taken as written
 * (control characters dropped); what it means is decided by ./post-rules and ./convert-body.
 */

import { stripControlCharacters } from '../control-characters';
import { childNodes, childText, type XmlNode } from './wxr-reader';

export type WxrSite = {
  titulo: string;
  /** The blog's address (wp:base_blog_url, else the channel's link). */
  endereco: string;
  versaoWxr: string;
};

export type WxrAuthor = {
  wpId: number | null;
  login: string;
  email: string;
  nome: string;
};

export type WxrCategory = {
  termId: number | null;
  /** As WordPress stores it: percent-encoded UTF-8 for non-ASCII slugs. */
  slug: string;
  parentSlug: string;
  nome: string;
  descricao: string;
};

export type WxrTag = { termId: number | null; slug: string; nome: string };

export type WxrTerm = { domain: string; slug: string; nome: string };

export type WxrItem = {
  postId: number | null;
  postType: string;
  status: string;
  titulo: string;
  link: string;
  guid: string;
  conteudo: string;
  resumo: string;
  slug: string;
  /** 'YYYY-MM-DD HH:MM:SS' as exported ('0000-00-00 00:00:00' for a never-dated draft). */
  dataGmt: string;
  dataLocal: string;
  modificadoGmt: string;
  autorLogin: string;
  parentId: number | null;
  menuOrder: number;
  sticky: boolean;
  senha: string;
  terms: WxrTerm[];
  /** Postmeta: the first value of each key. */
  meta: Record<string, string>;
  attachmentUrl: string;
  comentarios: { total: number; aprovados: number };
  /** Past the reader's size limit: only what came before the limit is here. */
  grandeDemais: boolean;
};

const clean = (text: string) => stripControlCharacters(text);
const cleanTrim = (text: string) => clean(text).trim();

/** A WordPress id: digits only, within an integer column. */
export function wpId(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function readSite(channel: { title: string; link: string; baseSiteUrl: string; baseBlogUrl: string; wxrVersion: string }): WxrSite {
  return {
    titulo: cleanTrim(channel.title),
    endereco: cleanTrim(channel.baseBlogUrl) || cleanTrim(channel.link) || cleanTrim(channel.baseSiteUrl),
    versaoWxr: cleanTrim(channel.wxrVersion),
  };
}

export function readAuthor(node: XmlNode): WxrAuthor {
  const login = cleanTrim(childText(node, 'wp:author_login'));
  const display = cleanTrim(childText(node, 'wp:author_display_name'));
  const first = cleanTrim(childText(node, 'wp:author_first_name'));
  const last = cleanTrim(childText(node, 'wp:author_last_name'));
  return {
    wpId: wpId(childText(node, 'wp:author_id')),
    login,
    email: cleanTrim(childText(node, 'wp:author_email')),
    nome: display || [first, last].filter(Boolean).join(' ') || login,
  };
}

export function readCategory(node: XmlNode): WxrCategory {
  return {
    termId: wpId(childText(node, 'wp:term_id')),
    slug: cleanTrim(childText(node, 'wp:category_nicename')),
    parentSlug: cleanTrim(childText(node, 'wp:category_parent')),
    nome: cleanTrim(childText(node, 'wp:cat_name')),
    descricao: cleanTrim(childText(node, 'wp:category_description')),
  };
}

export function readTag(node: XmlNode): WxrTag {
  return {
    termId: wpId(childText(node, 'wp:term_id')),
    slug: cleanTrim(childText(node, 'wp:tag_slug')),
    nome: cleanTrim(childText(node, 'wp:tag_name')),
  };
}

/** <wp:term> (WXR 1.2) for the category and post_tag taxonomies, as the older elements read. */
export function readTerm(node: XmlNode): { taxonomy: string; category: WxrCategory; tag: WxrTag } {
  const termId = wpId(childText(node, 'wp:term_id'));
  const slug = cleanTrim(childText(node, 'wp:term_slug'));
  const nome = cleanTrim(childText(node, 'wp:term_name'));
  return {
    taxonomy: cleanTrim(childText(node, 'wp:term_taxonomy')),
    category: { termId, slug, parentSlug: cleanTrim(childText(node, 'wp:term_parent')), nome, descricao: cleanTrim(childText(node, 'wp:term_description')) },
    tag: { termId, slug, nome },
  };
}

export function readItem(node: XmlNode): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of childNodes(node, 'wp:postmeta')) {
    const key = cleanTrim(childText(entry, 'wp:meta_key'));
    if (key && !(key in meta)) meta[key] = clean(childText(entry, 'wp:meta_value'));
  }
  let total = 0;
  let aprovados = 0;
  for (const comment of childNodes(node, 'wp:comment')) {
    total += 1;
    if (childText(comment, 'wp:comment_approved').trim() === '1') aprovados += 1;
  }
  const terms: WxrTerm[] = childNodes(node, 'category').map((term) => ({
    domain: cleanTrim(term.attrs.domain ?? ''),
    slug: cleanTrim(term.attrs.nicename ?? ''),
    nome: cleanTrim(term.text),
  }));
  return {
    postId: wpId(childText(node, 'wp:post_id')),
    postType: cleanTrim(childText(node, 'wp:post_type')) || 'post',
    status: cleanTrim(childText(node, 'wp:status')),
    titulo: clean(childText(node, 'title')),
    link: cleanTrim(childText(node, 'link')),
    guid: cleanTrim(childText(node, 'guid')),
    conteudo: clean(childText(node, 'content:encoded')),
    resumo: clean(childText(node, 'excerpt:encoded')),
    slug: cleanTrim(childText(node, 'wp:post_name')),
    dataGmt: cleanTrim(childText(node, 'wp:post_date_gmt')),
    dataLocal: cleanTrim(childText(node, 'wp:post_date')),
    modificadoGmt: cleanTrim(childText(node, 'wp:post_modified_gmt')),
    autorLogin: cleanTrim(childText(node, 'dc:creator')),
    parentId: wpId(childText(node, 'wp:post_parent')),
    menuOrder: Number.parseInt(childText(node, 'wp:menu_order').trim(), 10) || 0,
    sticky: childText(node, 'wp:is_sticky').trim() === '1',
    senha: clean(childText(node, 'wp:post_password')),
    terms,
    meta,
    attachmentUrl: cleanTrim(childText(node, 'wp:attachment_url')),
    comentarios: { total, aprovados },
    grandeDemais: node.oversized === true,
  };
}

