import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchPage, searchMetadata } from '@/app/(site)/_pages/listing-pages';
import { parsePageNumber } from '@/lib/domain/pagination';

/*
 * Search results, served at /noticias?busca= (SPEC §2.1) through a rewrite in next.config.mjs:
 * the one public page rendered per request, since every term is its own page.
 */

type Props = { searchParams: Promise<{ busca?: string | string[]; pagina?: string | string[] }> };

async function readQuery(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return { term: (first(params.busca) ?? '').trim().slice(0, 200), page: parsePageNumber(first(params.pagina)) ?? 1 };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { term, page } = await readQuery(searchParams);
  return term ? searchMetadata(term, page) : {};
}

export default async function SearchResultsPage({ searchParams }: Props) {
  const { term, page } = await readQuery(searchParams);
  if (!term) redirect('/noticias');
  return <SearchPage term={term} page={page} />;
}
