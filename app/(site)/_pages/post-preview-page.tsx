import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPostPreview, getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { PreviewBanner } from '@/components/site/post/preview-banner';
import { PostView, postMetadata } from './post-page';

/*
 * A preview link, /previa/{token}: the post's page exactly as readers will see
 * it, whatever its status, for whoever holds the link. Never indexed (this meta tag, and the
 * X-Robots-Tag header next.config.mjs sends for /previa/), never cached (the route renders per
 * request and its read skips the data cache), and never listed: sitemaps and feeds read the
 * published posts only. An unknown, revoked or expired link is the site's not-found page.
 */

const NO_INDEX = { index: false, follow: false } as const;

export async function previewPageMetadata(token: string): Promise<Metadata> {
  const [preview, settings] = await Promise.all([getPostPreview(token), getPublicSettings()]);
  if (!preview) return { title: { absolute: `Prévia não encontrada | ${brandName(settings)}` }, robots: NO_INDEX };
  return { ...(await postMetadata(preview.post, settings)), robots: NO_INDEX };
}

export async function PostPreviewPage({ token }: { token: string }) {
  const [preview, settings] = await Promise.all([getPostPreview(token), getPublicSettings()]);
  if (!preview) notFound();
  const view = await PostView({ post: preview.post, settings, preview: true });
  return (
    <>
      <PreviewBanner expiraEm={preview.expiraEm} />
      {view}
    </>
  );
}
