import type { Metadata } from 'next';
import { NewsListPage, newsListMetadata } from '@/components/site/listing/listing-pages';

export function generateMetadata(): Promise<Metadata> {
  return newsListMetadata(1);
}

/** Page 1 of the news list, cached; /noticias?busca= is rewritten to ./busca (next.config.mjs). */
export default function NoticiasPage() {
  return <NewsListPage page={1} />;
}
