import type { Metadata } from 'next';
import { PodcastsIndexPage, podcastsIndexMetadata } from '@/app/(site)/_pages/podcast-pages';

export function generateMetadata(): Promise<Metadata> {
  return podcastsIndexMetadata();
}

/** /podcasts: the shows with published episodes, the newest episode first. */
export default async function PodcastsPage() {
  return PodcastsIndexPage();
}
