import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SearchPage, searchMetadata } from '@/app/(site)/_pages/listing-pages';
import { searchFromSegments } from '@/lib/domain/search-term';

/*
 * Search results (SPEC §2.1): readers ask /noticias?busca={term}&pagina={n}, which proxy.ts
 * rewrites here, the term as base64url (lib/domain/search-term.ts). A page per term and page
 * number, rendered on its first request and then cached like the other public pages until a post
 * write expires it: a repeated search costs what a cached page does, and stays live.
 */

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ termo: string; pagina: string }> };

async function readSearch(params: Props['params']) {
  const { termo, pagina } = await params;
  return searchFromSegments(termo, pagina);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const search = await readSearch(params);
  return search ? searchMetadata(search.term, search.page) : {};
}

export default async function SearchResultsPage({ params }: Props) {
  const search = await readSearch(params);
  if (!search) notFound();
  return <SearchPage term={search.term} page={search.page} />;
}
