import type { Metadata } from 'next';
import { PostPage, postPageMetadata } from '@/app/(site)/_pages/post-page';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata((await params).slug);
}

/** /noticias/{slug} (SPEC §2.1): the post itself, whatever its category; the canonical link names the category URL. */
export default async function NewsPostPage({ params }: Props) {
  return <PostPage slug={(await params).slug} categoria={null} />;
}
