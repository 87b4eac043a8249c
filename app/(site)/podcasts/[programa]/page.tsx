import type { Metadata } from 'next';
import { ShowPodcastPage, showPodcastMetadata } from '@/app/(site)/_pages/podcast-pages';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ programa: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return showPodcastMetadata((await params).programa);
}

/** /podcasts/{programa}: the show, its newest episodes and its feed to subscribe. */
export default async function ShowPodcastRoute({ params }: Props) {
  return ShowPodcastPage({ programa: (await params).programa });
}
