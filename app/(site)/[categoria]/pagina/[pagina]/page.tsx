import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CategoryPage, categoryMetadata } from '@/app/(site)/_pages/listing-pages';
import { parsePageNumber } from '@/lib/domain/pagination';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ categoria: string; pagina: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { categoria, pagina } = await params;
  const page = parsePageNumber(pagina);
  return page ? categoryMetadata(categoria, page) : {};
}

export default async function CategoriaPaginaPage({ params }: Props) {
  const { categoria, pagina } = await params;
  const page = parsePageNumber(pagina);
  if (!page) notFound();
  if (page === 1) permanentRedirect(`/${categoria}`);
  return <CategoryPage slug={categoria} page={page} />;
}
