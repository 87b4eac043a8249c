import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsListPage, newsListMetadata } from '@/app/(site)/_pages/listing-pages';
import { parsePageNumber } from '@/lib/domain/pagination';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ numero: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = parsePageNumber((await params).numero);
  return page ? newsListMetadata(page) : {};
}

export default async function NoticiasPaginaPage({ params }: Props) {
  const page = parsePageNumber((await params).numero);
  if (!page) notFound();
  // Page 1 is /noticias (a rewrite in next.config.mjs; /noticias/pagina/1 itself redirects there).
  return <NewsListPage page={page} />;
}
