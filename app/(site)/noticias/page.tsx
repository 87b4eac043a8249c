import type { Metadata } from 'next';
import { NewsListPage, SearchPage, newsListMetadata, searchMetadata } from '@/components/site/listing/listing-pages';
import { parsePageNumber } from '@/lib/domain/pagination';

type Props = { searchParams: Promise<{ busca?: string | string[]; pagina?: string | string[] }> };

async function readQuery(searchParams: Props['searchParams']) {
  const params = await searchParams;
  const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  return { term: (first(params.busca) ?? '').trim().slice(0, 200), page: parsePageNumber(first(params.pagina)) ?? 1 };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { term, page } = await readQuery(searchParams);
  return term ? searchMetadata(term, page) : newsListMetadata(1);
}

export default async function NoticiasPage({ searchParams }: Props) {
  const { term, page } = await readQuery(searchParams);
  return term ? <SearchPage term={term} page={page} /> : <NewsListPage page={1} />;
}
