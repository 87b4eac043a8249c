import type { Metadata } from 'next';
import { CategoryPage, categoryMetadata } from '@/app/(site)/_pages/listing-pages';

// Rendered on their first request, then cached like the other public pages.
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ categoria: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).categoria, 1);
}

export default async function CategoriaPage({ params }: Props) {
  return <CategoryPage slug={(await params).categoria} page={1} />;
}
