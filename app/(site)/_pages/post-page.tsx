import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { JsonLd } from '@/components/site/json-ld';
import { getPost, getPublicSettings, getRelatedPosts } from '@/lib/api/public';
import { RELATED_POSTS_LIMIT } from '@/lib/domain/constants';
import { extractMediaFromHtml } from '@/lib/domain/html-media';
import { imageVariantUrl, isMissingImageUrl, normalizeMediaPath } from '@/lib/domain/media';
import { postPath, type Post } from '@/lib/domain/post';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, newsArticleJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { absoluteUrl } from '@/lib/domain/url';
import { postPlainText, sanitizePostHtml, truncateText } from '@/lib/server/sanitize-html';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';
import { galleryImages } from '@/components/site/post/gallery-items';
import { mediaToPlay } from '@/components/site/post/media-list';
import { PostDetail } from '@/components/site/post/post-detail';

/*
 * What the two post routes share: /{categoria}/{slug} (canonical, SPEC §9) and /noticias/{slug}
 * (SPEC §2.1). The route files only pass their segments in.
 */

const DESCRIPTION_MAX = 160;

/** Params arrive decoded in current Next versions; decoding again is harmless and covers older ones. */
function segment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The featured image above the body, unless it is missing, already in the body, or a columnist's
 * avatar standing in for it (SPEC §3), which the byline shows anyway.
 */
export function coverToShow(post: Post, bodyHtml: string): string | null {
  const url = post.imagemUrl;
  if (!url || isMissingImageUrl(url)) return null;
  if (post.membroEquipe?.avatar && url === post.membroEquipe.avatar) return null;
  const bodyImages = new Set(extractMediaFromHtml(bodyHtml).images.map(normalizeMediaPath));
  return bodyImages.has(url) ? null : url;
}

function postCrumbs(post: Post): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Início', path: '/' }];
  if (post.categoria) crumbs.push({ name: post.categoria, path: `/${post.categoriaSlug}` });
  crumbs.push({ name: post.titulo, path: postPath(post) });
  return crumbs;
}

export function postDescription(post: Post): string {
  return post.resumo || truncateText(postPlainText(post.conteudoHtml), DESCRIPTION_MAX);
}

/** SPEC §2.5 for an article. An unknown post gets plain not-found metadata, never an error. */
export async function postPageMetadata(slug: string): Promise<Metadata> {
  const [post, settings] = await Promise.all([getPost(segment(slug)), getPublicSettings()]);
  const brand = brandName(settings);
  if (!post) return { title: { absolute: `Notícia não encontrada | ${brand}` }, robots: { index: false, follow: true } };
  const image = post.imagemUrl && !isMissingImageUrl(post.imagemUrl) ? imageVariantUrl(post.imagemUrl, 'post-large') : settings.site.logo || null;
  return pageMetadata({
    title: `${post.titulo} | ${brand}`,
    description: postDescription(post),
    keywords: post.tags,
    canonical: postPath(post),
    type: 'article',
    siteName: brand,
    image,
    article: {
      publishedTime: post.publicadoEm ?? post.criadoEm,
      modifiedTime: post.atualizadoEm ?? post.publicadoEm ?? post.criadoEm,
      author: post.membroEquipe?.nome || post.autor?.nome || brand,
      section: post.categoria,
      tags: post.tags,
    },
  });
}

type Props = {
  slug: string;
  /** The category segment of /{categoria}/{slug}; null on /noticias/{slug}, which renders any post. */
  categoria: string | null;
};

export async function PostPage({ slug, categoria }: Props) {
  const [post, settings] = await Promise.all([getPost(segment(slug)), getPublicSettings()]);
  if (!post) notFound();

  const canonicalPath = postPath(post);
  // Any other spelling of a post's address (wrong category, id, letter case) moves to the canonical one.
  if (categoria !== null && (segment(categoria) !== post.categoriaSlug || segment(slug) !== post.slug)) {
    permanentRedirect(encodeURI(canonicalPath));
  }

  const [related, base] = await Promise.all([getRelatedPosts(post), getSiteBase()]);
  const brand = brandName(settings);
  const bodyHtml = sanitizePostHtml(post.conteudoHtml);
  const crumbs = postCrumbs(post);
  const shareUrl = absoluteUrl(canonicalPath, base) ?? canonicalPath;

  return (
    <>
      <JsonLd data={newsArticleJsonLd({ ...post, imagemUrl: publicMediaUrl(post.imagemUrl) }, canonicalPath, { base, name: brand, logo: publicMediaUrl(settings.site.logo || null) })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, base)} />
      <PostDetail
        post={post}
        bodyHtml={bodyHtml}
        media={mediaToPlay(post.audios, post.videos, bodyHtml)}
        gallery={galleryImages(post.galeriaImagens)}
        related={related.filter((item) => item.id !== post.id).slice(0, RELATED_POSTS_LIMIT)}
        crumbs={crumbs}
        shareUrl={shareUrl}
        cover={coverToShow(post, bodyHtml)}
      />
    </>
  );
}
