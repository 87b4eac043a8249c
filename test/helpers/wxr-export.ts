/*
 * WordPress exports written the way WordPress writes them (wp-admin/includes/export.php, WXR 1.2):
 * the same namespaces, every text in CDATA (with "]]>" split as wxr_cdata() splits it), authors,
 * categories and tags in the channel, items with their postmeta (serialized PHP where WordPress
 * serializes), comments and terms. Tests build their exports here, and the scale generator
 * (scripts/generate-wordpress-export.ts) streams 20 000 posts through the same functions.
 */

export type WxrSiteSpec = { title: string; url: string; version?: string };
export type WxrAuthorSpec = { id: number; login: string; email?: string; displayName?: string; firstName?: string; lastName?: string };
export type WxrTermSpec = { id: number; slug: string; name: string; parent?: string; description?: string };
export type WxrCommentSpec = { id: number; author: string; content: string; approved?: boolean };

export type WxrItemSpec = {
  id: number;
  title: string;
  type?: 'post' | 'page' | 'attachment' | 'nav_menu_item' | 'revision' | string;
  status?: 'publish' | 'future' | 'draft' | 'pending' | 'private' | 'trash' | 'auto-draft' | 'inherit' | string;
  slug?: string;
  /** The site's local time, 'YYYY-MM-DD HH:MM:SS'. */
  date?: string;
  /** UTC, 'YYYY-MM-DD HH:MM:SS'; '0000-00-00 00:00:00' for a draft never dated. */
  dateGmt?: string;
  modifiedGmt?: string;
  author?: string;
  content?: string;
  excerpt?: string;
  /** The permalink; /?p={id} when not given. */
  link?: string;
  guid?: string;
  categories?: Array<{ slug: string; name: string }>;
  tags?: Array<{ slug: string; name: string }>;
  meta?: Record<string, string>;
  sticky?: boolean;
  parent?: number;
  menuOrder?: number;
  attachmentUrl?: string;
  password?: string;
  comments?: WxrCommentSpec[];
};

export type WxrExportSpec = {
  site: WxrSiteSpec;
  authors?: WxrAuthorSpec[];
  categories?: WxrTermSpec[];
  tags?: WxrTermSpec[];
  items: WxrItemSpec[];
  /** Replaces the <rss …> opening tag (wrong namespaces in tests). */
  rssOpen?: string;
  /** Inserted between the XML declaration and <rss> (a DOCTYPE in tests). */
  prolog?: string;
};

/** WordPress's wxr_cdata(): CDATA, with any "]]>" split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** PHP serialize() of a string (length in bytes, as PHP counts). */
export function phpString(text: string): string {
  return `s:${Buffer.byteLength(text)}:"${text}";`;
}

/** _wp_attachment_metadata as WordPress stores it: a serialized array with the sizes drawn. */
export function attachmentMetadata(file: string, width: number, height: number): string {
  const base = file.split('/').pop()!.replace(/\.[^.]+$/, '');
  const ext = file.split('.').pop()!;
  const sizes = [
    ['thumbnail', 150, 150],
    ['medium', 300, Math.round((300 * height) / width)],
  ] as const;
  const sizeEntries = sizes
    .map(([name, w, h]) => `${phpString(name)}a:4:{${phpString('file')}${phpString(`${base}-${w}x${h}.${ext}`)}${phpString('width')}i:${w};${phpString('height')}i:${h};${phpString('mime-type')}${phpString('image/jpeg')}}`)
    .join('');
  return `a:4:{${phpString('width')}i:${width};${phpString('height')}i:${height};${phpString('file')}${phpString(file)}${phpString('sizes')}a:${sizes.length}:{${sizeEntries}}}`;
}

const RSS_OPEN = `<rss version="2.0"
	xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"
	xmlns:content="http://purl.org/rss/1.0/modules/content/"
	xmlns:wfw="http://wellformedweb.org/CommentAPI/"
	xmlns:dc="http://purl.org/dc/elements/1.1/"
	xmlns:wp="http://wordpress.org/export/1.2/"
>`;

export function wxrHead(spec: Omit<WxrExportSpec, 'items'>): string {
  const { site } = spec;
  const authors = (spec.authors ?? [])
    .map(
      (author) =>
        `\t<wp:author><wp:author_id>${author.id}</wp:author_id><wp:author_login>${cdata(author.login)}</wp:author_login><wp:author_email>${cdata(author.email ?? '')}</wp:author_email><wp:author_display_name>${cdata(author.displayName ?? author.login)}</wp:author_display_name><wp:author_first_name>${cdata(author.firstName ?? '')}</wp:author_first_name><wp:author_last_name>${cdata(author.lastName ?? '')}</wp:author_last_name></wp:author>\n`,
    )
    .join('');
  const categories = (spec.categories ?? [])
    .map(
      (category) =>
        `\t<wp:category>\n\t\t<wp:term_id>${category.id}</wp:term_id>\n\t\t<wp:category_nicename>${cdata(category.slug)}</wp:category_nicename>\n\t\t<wp:category_parent>${cdata(category.parent ?? '')}</wp:category_parent>\n\t\t<wp:cat_name>${cdata(category.name)}</wp:cat_name>\n${category.description ? `\t\t<wp:category_description>${cdata(category.description)}</wp:category_description>\n` : ''}\t</wp:category>\n`,
    )
    .join('');
  const tags = (spec.tags ?? [])
    .map((tag) => `\t<wp:tag>\n\t\t<wp:term_id>${tag.id}</wp:term_id>\n\t\t<wp:tag_slug>${cdata(tag.slug)}</wp:tag_slug>\n\t\t<wp:tag_name>${cdata(tag.name)}</wp:tag_name>\n\t</wp:tag>\n`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" ?>
<!-- This is a WordPress eXtended RSS file generated by WordPress as an export of your site. -->
<!-- It contains information about your site's posts, pages, comments, categories, and other content. -->
<!-- generator="WordPress/6.5.3" created="2024-06-01 12:00" -->
${spec.prolog ?? ''}${spec.rssOpen ?? RSS_OPEN}

<channel>
	<title>${escapeXml(site.title)}</title>
	<link>${escapeXml(site.url)}</link>
	<description>Notícias da região</description>
	<pubDate>Sat, 01 Jun 2024 12:00:00 +0000</pubDate>
	<language>pt-BR</language>
	<wp:wxr_version>${site.version ?? '1.2'}</wp:wxr_version>
	<wp:base_site_url>${escapeXml(site.url)}</wp:base_site_url>
	<wp:base_blog_url>${escapeXml(site.url)}</wp:base_blog_url>

${authors}
${categories}${tags}
	<generator>https://wordpress.org/?v=6.5.3</generator>
`;
}

export function wxrItem(item: WxrItemSpec, site: WxrSiteSpec): string {
  const type = item.type ?? 'post';
  const status = item.status ?? (type === 'attachment' ? 'inherit' : 'publish');
  const date = item.date ?? '2024-05-12 12:30:00';
  const dateGmt = item.dateGmt ?? '2024-05-12 15:30:00';
  const link = item.link ?? `${site.url}/?p=${item.id}`;
  const terms = [
    ...(item.categories ?? []).map((term) => `\t\t<category domain="category" nicename="${escapeXml(term.slug)}">${cdata(term.name)}</category>\n`),
    ...(item.tags ?? []).map((term) => `\t\t<category domain="post_tag" nicename="${escapeXml(term.slug)}">${cdata(term.name)}</category>\n`),
  ].join('');
  const meta = Object.entries(item.meta ?? {})
    .map(([key, value]) => `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>\n`)
    .join('');
  const comments = (item.comments ?? [])
    .map(
      (comment) =>
        `\t\t<wp:comment>\n\t\t\t<wp:comment_id>${comment.id}</wp:comment_id>\n\t\t\t<wp:comment_author>${cdata(comment.author)}</wp:comment_author>\n\t\t\t<wp:comment_author_email>${cdata('')}</wp:comment_author_email>\n\t\t\t<wp:comment_date>${cdata(date)}</wp:comment_date>\n\t\t\t<wp:comment_date_gmt>${cdata(dateGmt)}</wp:comment_date_gmt>\n\t\t\t<wp:comment_content>${cdata(comment.content)}</wp:comment_content>\n\t\t\t<wp:comment_approved>${cdata(comment.approved === false ? '0' : '1')}</wp:comment_approved>\n\t\t\t<wp:comment_type>${cdata('comment')}</wp:comment_type>\n\t\t\t<wp:comment_parent>0</wp:comment_parent>\n\t\t</wp:comment>\n`,
    )
    .join('');
  return `
	<item>
		<title>${cdata(item.title)}</title>
		<link>${escapeXml(link)}</link>
		<pubDate>Sun, 12 May 2024 15:30:00 +0000</pubDate>
		<dc:creator>${cdata(item.author ?? 'admin')}</dc:creator>
		<guid isPermaLink="false">${escapeXml(item.guid ?? `${site.url}/?p=${item.id}`)}</guid>
		<description></description>
		<content:encoded>${cdata(item.content ?? '')}</content:encoded>
		<excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>
		<wp:post_id>${item.id}</wp:post_id>
		<wp:post_date>${cdata(date)}</wp:post_date>
		<wp:post_date_gmt>${cdata(dateGmt)}</wp:post_date_gmt>
		<wp:post_modified>${cdata(date)}</wp:post_modified>
		<wp:post_modified_gmt>${cdata(item.modifiedGmt ?? dateGmt)}</wp:post_modified_gmt>
		<wp:comment_status>${cdata('open')}</wp:comment_status>
		<wp:ping_status>${cdata('open')}</wp:ping_status>
		<wp:post_name>${cdata(item.slug ?? '')}</wp:post_name>
		<wp:status>${cdata(status)}</wp:status>
		<wp:post_parent>${item.parent ?? 0}</wp:post_parent>
		<wp:menu_order>${item.menuOrder ?? 0}</wp:menu_order>
		<wp:post_type>${cdata(type)}</wp:post_type>
		<wp:post_password>${cdata(item.password ?? '')}</wp:post_password>
		<wp:is_sticky>${item.sticky ? 1 : 0}</wp:is_sticky>
${item.attachmentUrl ? `\t\t<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>\n` : ''}${terms}${meta}${comments}	</item>`;
}

export function wxrTail(): string {
  return `
</channel>
</rss>
`;
}

export function buildWxr(spec: WxrExportSpec): string {
  return wxrHead(spec) + spec.items.map((item) => wxrItem(item, spec.site)).join('') + wxrTail();
}

/** An attachment item as WordPress exports an uploaded image. */
export function attachmentItem(site: WxrSiteSpec, spec: { id: number; file: string; parent?: number; title?: string; caption?: string; alt?: string; menuOrder?: number }): WxrItemSpec {
  const url = `${site.url}/wp-content/uploads/${spec.file}`;
  return {
    id: spec.id,
    title: spec.title ?? spec.file.split('/').pop()!.replace(/\.[^.]+$/, ''),
    type: 'attachment',
    status: 'inherit',
    slug: spec.file.split('/').pop()!.replace(/\.[^.]+$/, '').toLowerCase(),
    parent: spec.parent ?? 0,
    menuOrder: spec.menuOrder ?? 0,
    link: `${site.url}/?attachment_id=${spec.id}`,
    guid: url,
    attachmentUrl: url,
    excerpt: spec.caption ?? '',
    meta: {
      _wp_attached_file: spec.file,
      _wp_attachment_metadata: attachmentMetadata(spec.file, 1600, 1067),
      ...(spec.alt ? { _wp_attachment_image_alt: spec.alt } : {}),
    },
  };
}
