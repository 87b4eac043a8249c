import type { Metadata } from 'next';
import { PostPage, postPageMetadata } from '@/app/(site)/_pages/post-page';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ categoria: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata((await params).slug);
}

/** Canonical post URL /{categorySlug}/{postSlug} (SPEC §9); other category segments redirect to it. */
export default async function CategoryPostPage({ params }: Props) {
  const { categoria, slug } = await params;
  return <PostPage slug={slug} categoria={categoria} />;
}
