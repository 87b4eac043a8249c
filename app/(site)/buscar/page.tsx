import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { SearchRedirect } from '@/components/site/search-redirect';
import { getPublicSettings } from '@/lib/api/public';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const CRUMBS: Crumb[] = [
  { name: 'Início', path: '/' },
  { name: 'Buscar', path: '/buscar' },
];

/** /noticias?busca={trimmed, encoded q}, or /noticias when q is empty (SPEC §2.1). */
function searchTarget(q: string | string[] | undefined): string {
  const term = (Array.isArray(q) ? q[0] : q)?.trim() ?? '';
  return term === '' ? '/noticias' : `/noticias?busca=${encodeURIComponent(term)}`;
}

export async function generateMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  const metadata = await pageMetadata({
    title: `Buscar | ${brand}`,
    description: `Busca nas notícias da ${brand}.`,
    canonical: '/buscar',
    siteName: brand,
  });
  // A redirect step, not content: search engines should index the results page instead.
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchRedirectPage({ searchParams }: Props) {
  const target = searchTarget((await searchParams).q);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(CRUMBS, await getSiteBase())} />
      <Breadcrumbs crumbs={CRUMBS} />
      {/* Without JavaScript the browser follows this instead (React renders it in place, not hoisted). */}
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${target}`} />
      </noscript>
      <SearchRedirect target={target} />
    </div>
  );
}
