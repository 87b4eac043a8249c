import 'server-only';
import type { Metadata } from 'next';
import { getPublicSettings } from '@/lib/api/public';
import { buildPageMetadata, type PageMetadataInput } from '@/lib/domain/metadata';
import { brandName } from '@/lib/domain/settings';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { isShareImageUrl } from '@/lib/server/media/share-image';
import { SHARE_IMAGE_SIZE } from '@/lib/domain/focal-point';
import { absoluteUrl } from '@/lib/domain/url';
import { env } from '@/lib/server/env';

/** Where the site-wide feed lives (app/rss.xml/route.ts). */
export const NEWS_FEED_PATH = '/rss.xml';
export const RSS_MIME_TYPE = 'application/rss+xml';

/** An extra RSS feed a page advertises, e.g. a category page's /rss/{slug}.xml. */
export type FeedLink = { title: string; href: string };

export type NextPageMetadataInput = PageMetadataInput & { feed?: FeedLink | null };

/**
 * The public address of canonical URLs, share cards and feeds: SITE_URL, else this server on
 * localhost (the demo). Never the request's Host or X-Forwarded-Host: pages are cached and served
 * to everyone, so a forged header must not reach what others get.
 */
export async function getSiteBase(): Promise<string> {
  return env.siteUrl ?? `http://localhost:${process.env.PORT || 3000}`;
}

/**
 * RSS discovery links: the site's news feed on every page, plus the page's own feed if any.
 * The brand comes from the page when given, else from the (request-cached) settings.
 */
async function feedLinks(base: string, siteName: string | null | undefined, feed: FeedLink | null | undefined) {
  const brand = siteName?.trim() || brandName(await getPublicSettings());
  const links = [{ title: `${brand} — Notícias`, url: absoluteUrl(NEWS_FEED_PATH, base) as string }];
  const extra = feed ? absoluteUrl(feed.href, base) : null;
  if (feed && extra && !links.some((link) => link.url === extra)) links.push({ title: feed.title, url: extra });
  return links;
}

/** SPEC §2.5 metadata, framework-free in lib/domain, mapped to Next's Metadata here. */
export async function pageMetadata(input: NextPageMetadataInput): Promise<Metadata> {
  const base = await getSiteBase();
  // Every page gets a site name and a share image: the station's, unless the page has its own.
  const settings = await getPublicSettings();
  const meta = buildPageMetadata(
    { ...input, siteName: input.siteName || brandName(settings), image: publicMediaUrl(input.image || settings.site.logo || null) },
    base,
  );
  const feeds = await feedLinks(base, input.siteName, input.feed);
  // Our share image has a known size: scrapers can lay the card out before fetching it.
  const shareCard = meta.og.image && isShareImageUrl(meta.og.image) ? { width: SHARE_IMAGE_SIZE.width, height: SHARE_IMAGE_SIZE.height } : {};
  const images = meta.og.image ? [{ url: meta.og.image, ...shareCard }] : undefined;
  const common = {
    title: meta.og.title,
    description: meta.og.description ?? undefined,
    siteName: meta.og.siteName ?? undefined,
    url: meta.og.url ?? undefined,
    images,
    locale: 'pt_BR',
  };
  const openGraph: NonNullable<Metadata['openGraph']> = meta.article
    ? {
        ...common,
        type: 'article',
        publishedTime: meta.article.publishedTime ?? undefined,
        modifiedTime: meta.article.modifiedTime ?? undefined,
        authors: meta.article.author ? [meta.article.author] : undefined,
        section: meta.article.section ?? undefined,
        tags: meta.article.tags,
      }
    : { ...common, type: 'website' };
  return {
    title: { absolute: meta.title },
    description: meta.description ?? undefined,
    keywords: meta.keywords.length ? meta.keywords : undefined,
    alternates: {
      ...(meta.canonical ? { canonical: meta.canonical } : {}),
      types: { [RSS_MIME_TYPE]: feeds },
    },
    openGraph,
    twitter: {
      card: meta.twitter.card,
      title: meta.og.title,
      description: meta.og.description ?? undefined,
      images: meta.og.image ? [meta.og.image] : undefined,
    },
  };
}
