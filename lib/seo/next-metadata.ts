import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { buildPageMetadata, type PageMetadataInput } from '@/lib/domain/metadata';
import { env } from '@/lib/server/env';

/** SITE_URL when configured, else the address this request came in on. */
export async function getSiteBase(): Promise<string> {
  if (env.siteUrl) return env.siteUrl;
  const list = await headers();
  const host = list.get('x-forwarded-host') ?? list.get('host') ?? 'localhost:3000';
  const proto = list.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/** SPEC §2.5 metadata, framework-free in lib/domain, mapped to Next's Metadata here. */
export async function pageMetadata(input: PageMetadataInput): Promise<Metadata> {
  const meta = buildPageMetadata(input, await getSiteBase());
  const images = meta.og.image ? [{ url: meta.og.image }] : undefined;
  const openGraph: NonNullable<Metadata['openGraph']> = meta.article
    ? {
        type: 'article',
        title: meta.og.title,
        description: meta.og.description ?? undefined,
        siteName: meta.og.siteName ?? undefined,
        url: meta.og.url ?? undefined,
        images,
        locale: 'pt_BR',
        publishedTime: meta.article.publishedTime ?? undefined,
        modifiedTime: meta.article.modifiedTime ?? undefined,
        authors: meta.article.author ? [meta.article.author] : undefined,
        section: meta.article.section ?? undefined,
        tags: meta.article.tags,
      }
    : {
        type: 'website',
        title: meta.og.title,
        description: meta.og.description ?? undefined,
        siteName: meta.og.siteName ?? undefined,
        url: meta.og.url ?? undefined,
        images,
        locale: 'pt_BR',
      };
  return {
    title: { absolute: meta.title },
    description: meta.description ?? undefined,
    keywords: meta.keywords.length ? meta.keywords : undefined,
    alternates: meta.canonical ? { canonical: meta.canonical } : undefined,
    openGraph,
    twitter: {
      card: meta.twitter.card,
      title: meta.og.title,
      description: meta.og.description ?? undefined,
      images: meta.og.image ? [meta.og.image] : undefined,
    },
  };
}
