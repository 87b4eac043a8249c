import type { Metadata } from 'next';
import { EpisodePage, episodePageMetadata } from '@/app/(site)/_pages/podcast-pages';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ programa: string; episodio: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { programa, episodio } = await params;
  return episodePageMetadata(programa, episodio);
}

/** /podcasts/{programa}/{episodio}: the episode, played in the site's one bottom player. */
export default async function EpisodeRoute({ params }: Props) {
  const { programa, episodio } = await params;
  return EpisodePage({ programa, episodio });
}
