import type { Metadata } from 'next';
import { PostPreviewPage, previewPageMetadata } from '@/app/(site)/_pages/post-preview-page';

// Per request, never from the page cache: a revoked or expired link must stop working at once, and
// a draft must never be stored where another request could be answered with it.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return previewPageMetadata((await params).token);
}

/** /previa/{token}: a draft as its public page will show it. */
export default async function PreviewPage({ params }: Props) {
  return <PostPreviewPage token={(await params).token} />;
}
