import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { JsonLd } from '@/components/site/json-ld';
import { getMostRead, getPost, getPublicSettings, getRelatedPosts } from '@/lib/api/public';
import type { PublicSettings } from '@/lib/domain/settings';
import { RELATED_POSTS_LIMIT } from '@/lib/domain/constants';
import { extractMediaFromHtml } from '@/lib/domain/html-media';
import { imageVariantUrl, isMissingImageUrl, normalizeMediaPath } from '@/lib/domain/media';
import { postPath, type Post } from '@/lib/domain/post';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, liveBlogPostingJsonLd, newsArticleJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { shareImageUrlFor } from '@/lib/server/media/share-image';
import { absoluteUrl } from '@/lib/domain/url';
import { postPlainText, sanitizePostHtml } from '@/lib/server/sanitize-html';
import { truncateText } from '@/lib/domain/truncate-text';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';
import { galleryImages } from '@/components/site/post/gallery-items';
import { mediaToPlay } from '@/components/site/post/media-list';
import { PostDetail } from '@/components/site/post/post-detail';
import { LiveCoverage } from '@/components/site/coverage/live-coverage';
import { CoverageBadge, UrgentLabel } from '@/components/site/coverage/live-badge';
import { isUrgentAt } from '@/lib/domain/urgent';
import { coverageFeedPath, readyCoverage } from './live-coverage';
import { MostReadBlock } from '@/components/site/most-read';

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
  if (!post) return { title: { absolute: `Notícia não encontrada | ${brandName(settings)}` }, robots: { index: false, follow: true } };
  return postMetadata(post, settings);
}

/** An article's metadata once the post is known (the post routes, and a preview link's draft). */
export function postMetadata(post: Post, settings: PublicSettings): Promise<Metadata> {
  const brand = brandName(settings);
  // The 1200×630 share image cut around the image's focal point, where the image is ours.
  const image =
    post.imagemUrl && !isMissingImageUrl(post.imagemUrl)
      ? (shareImageUrlFor(post.imagemUrl) ?? imageVariantUrl(post.imagemUrl, 'post-large'))
      : settings.site.logo || null;
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

  // Any other spelling of a post's address (wrong category, id, letter case) moves to the canonical one.
  if (categoria !== null && (segment(categoria) !== post.categoriaSlug || segment(slug) !== post.slug)) {
    permanentRedirect(encodeURI(postPath(post)));
  }
  // Called, not mounted: the page stays one server render (and renderable in tests).
  return PostView({ post, settings });
}

type PostViewProps = {
  post: Post;
  settings: PublicSettings;
  /** A preview link's draft: the same page, without counting a view. */
  preview?: boolean;
};

/** The post's page once the post is known: what /{categoria}/{slug}, /noticias/{slug} and a preview link (/previa/{token}) render. */
export async function PostView({ post, settings, preview = false }: PostViewProps) {
  const canonicalPath = postPath(post);
  // A live coverage's entries, read beside the rest; its own tag expires with each entry.
  const coverageRead = post.cobertura ? readyCoverage(post.id) : Promise.resolve(null);
  const [related, base, mostRead] = await Promise.all([getRelatedPosts(post), getSiteBase(), getMostRead()]);
  const coverage = await coverageRead;
  const brand = brandName(settings);
  const bodyHtml = sanitizePostHtml(post.conteudoHtml);
  const crumbs = postCrumbs(post);
  const shareUrl = absoluteUrl(canonicalPath, base) ?? canonicalPath;
  const jsonLdPost = { ...post, imagemUrl: publicMediaUrl(post.imagemUrl) };
  const jsonLdSite = { base, name: brand, logo: publicMediaUrl(settings.site.logo || null) };
  const articleJsonLd = coverage
    ? liveBlogPostingJsonLd(
        jsonLdPost,
        canonicalPath,
        jsonLdSite,
        coverage.cobertura,
        coverage.dados.map((entry) => ({ id: entry.id, texto: coverage.textos[entry.id] ?? '', criadoEm: entry.criadoEm, atualizadoEm: entry.atualizadoEm })),
      )
    : newsArticleJsonLd(jsonLdPost, canonicalPath, jsonLdSite);
  // Drawn at render: the scheduler expires every page when the urgency ends.
  const urgent = isUrgentAt(post.urgenteAte);
  const badges =
    urgent || coverage ? (
      <>
        {urgent && <UrgentLabel />}
        {coverage && <CoverageBadge coverage={coverage.cobertura} showEnded />}
      </>
    ) : null;

  return (
    <>
      <JsonLd data={articleJsonLd} />
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
        showViews={settings.postagens.mostrarVisualizacoes}
        afterArticle={mostRead && mostRead.posts.length > 0 ? <MostReadBlock mostRead={mostRead} /> : null}
        badges={badges}
        afterBody={coverage ? <LiveCoverage feed={coverage} feedUrl={coverageFeedPath(post.id)} /> : null}
        countView={!preview}
      />
    </>
  );
}
