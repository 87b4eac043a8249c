import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ShowPodcastPage, showPodcastMetadata } from '@/app/(site)/_pages/podcast-pages';
import { parsePageNumber } from '@/lib/domain/pagination';
import { showPodcastPath } from '@/lib/domain/podcast';

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ programa: string; numero: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { programa, numero } = await params;
  const page = parsePageNumber(numero);
  return page ? showPodcastMetadata(programa, page) : {};
}

/** /podcasts/{programa}/pagina/{n}: older episodes; page 1 is the show's own address. */
export default async function ShowPodcastPageRoute({ params }: Props) {
  const { programa, numero } = await params;
  const page = parsePageNumber(numero);
  if (!page) notFound();
  if (page === 1) permanentRedirect(showPodcastPath(programa.toLowerCase()));
  return ShowPodcastPage({ programa, pagina: page });
}
