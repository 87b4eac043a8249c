/** Framework-free page metadata (SPEC §2.5); every URL made absolute against the site base. */

import { LOCALE } from './constants';
import { toIsoDate } from './dates';
import { absoluteUrl } from './url';

export interface ArticleMetadataInput {
  publishedTime?: Date | string | number | null;
  modifiedTime?: Date | string | number | null;
  author?: string | null;
  section?: string | null;
  tags?: readonly string[] | null;
}

export interface PageMetadataInput {
  title: string;
  description?: string | null;
  keywords?: readonly string[] | string | null;
  /** Canonical path or URL; also the default og:url. */
  canonical?: string | null;
  type?: string | null;
  siteName?: string | null;
  url?: string | null;
  image?: string | null;
  article?: ArticleMetadataInput | null;
}

export interface PageMetadata {
  title: string;
  description: string | null;
  keywords: string[];
  canonical: string | null;
  og: {
    title: string;
    description: string | null;
    type: string;
    siteName: string | null;
    url: string | null;
    image: string | null;
  };
  article: {
    publishedTime: string | null;
    modifiedTime: string | null;
    author: string | null;
    section: string | null;
    tags: string[];
  } | null;
  twitter: { card: 'summary_large_image' };
}

/** Global metadata of every page. */
export const GLOBAL_METADATA = {
  language: LOCALE,
  robots: { index: true, follow: true },
  geoRegion: 'BR-RS',
} as const;

const blankToNull = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

function keywordList(keywords: PageMetadataInput['keywords']): string[] {
  const items = typeof keywords === 'string' ? keywords.split(',') : [...(keywords ?? [])];
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}

export function buildPageMetadata(input: PageMetadataInput, siteBase: string): PageMetadata {
  const description = blankToNull(input.description);
  const canonical = absoluteUrl(input.canonical, siteBase);
  const type = blankToNull(input.type) ?? 'website';
  const article = input.article ?? null;
  return {
    title: input.title,
    description,
    keywords: keywordList(input.keywords),
    canonical,
    og: {
      title: input.title,
      description,
      type,
      siteName: blankToNull(input.siteName),
      url: absoluteUrl(input.url, siteBase) ?? canonical,
      image: absoluteUrl(input.image, siteBase),
    },
    article:
      article === null
        ? null
        : {
            publishedTime: toIsoDate(article.publishedTime),
            modifiedTime: toIsoDate(article.modifiedTime),
            author: blankToNull(article.author),
            section: blankToNull(article.section),
            tags: keywordList(article.tags ?? []),
          },
    twitter: { card: 'summary_large_image' },
  };
}
