import { notFound } from 'next/navigation';
import Link from 'next/link';
import type { Metadata } from 'next';
import { getListingPage } from '@/lib/api/listing';
import { getCategories, getPublicSettings } from '@/lib/api/public';
import { GALLERY_SLUG, SEARCH_RESULTS_MAX } from '@/lib/domain/constants';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { pageMetadata, getSiteBase } from '@/lib/seo/next-metadata';
import { JsonLd } from '@/components/site/json-ld';
import { ListingHeader } from '@/components/site/listing/listing-header';
import { Pagination } from '@/components/site/listing/pagination';
import { PostGrid } from '@/components/site/listing/post-grid';
import { SearchResult } from '@/components/site/listing/search-result';

const HOME_CRUMB: Crumb = { name: 'Início', path: '/' };
const NEWS_CRUMB: Crumb = { name: 'Notícias', path: '/noticias' };

const newsPageHref = (page: number) => (page === 1 ? '/noticias' : `/noticias/pagina/${page}`);
const categoryPageHref = (slug: string) => (page: number) => (page === 1 ? `/${slug}` : `/${slug}/pagina/${page}`);
const searchPageHref = (term: string) => (page: number) =>
  `/noticias?busca=${encodeURIComponent(term)}${page > 1 ? `&pagina=${page}` : ''}`;

function searchCountText(count: number): string {
  if (count === 0) return 'Nenhum resultado';
  if (count === 1) return '1 resultado';
  // The built-in backend stops counting there (lib/domain/constants.ts).
  if (count >= SEARCH_RESULTS_MAX) return `${SEARCH_RESULTS_MAX} ou mais resultados`;
  return `${count.toLocaleString('pt-BR')} resultados`;
}

const pageSuffix = (page: number) => (page > 1 ? ` — página ${page}` : '');

async function findCategory(slug: string) {
  return (await getCategories()).find((category) => category.slug === slug) ?? null;
}

function Container({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-8">{children}</div>;
}

// ——— /noticias and /noticias/pagina/:numero ———

export async function newsListMetadata(page: number): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Notícias${pageSuffix(page)} | ${brand}`,
    description: `As últimas notícias da região pela redação da ${brand}: política, saúde, economia, esportes, cultura e serviço.`,
    keywords: ['notícias', 'últimas notícias', brand, 'Rio Grande do Sul'],
    canonical: newsPageHref(page),
    siteName: brand,
  });
}

export async function NewsListPage({ page }: { page: number }) {
  const { posts, page: info } = await getListingPage({ pagina: page });
  if (page > 1 && page > info.totalPaginas) notFound();
  const crumbs = page > 1 ? [HOME_CRUMB, NEWS_CRUMB, { name: `Página ${page}`, path: newsPageHref(page) }] : [HOME_CRUMB, NEWS_CRUMB];
  return (
    <Container>
      <JsonLd data={breadcrumbJsonLd(crumbs, await getSiteBase())} />
      <ListingHeader title="Notícias" description="Tudo o que a redação publicou, do mais recente para o mais antigo." crumbs={crumbs} />
      {posts.length === 0 ? <p className="py-12 text-center text-muted">Nenhuma notícia publicada no momento.</p> : <PostGrid posts={posts} />}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={newsPageHref} />
    </Container>
  );
}

// ——— /noticias?busca= ———

export async function searchMetadata(term: string, page: number): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  const metadata = await pageMetadata({
    title: `Busca: ${term}${pageSuffix(page)} | ${brand}`,
    description: `Resultados da busca por "${term}" nas notícias da ${brand}.`,
    canonical: '/noticias',
    siteName: brand,
  });
  // Result pages are for readers, not for the index.
  return { ...metadata, robots: { index: false, follow: true } };
}

export async function SearchPage({ term, page }: { term: string; page: number }) {
  const [{ posts, page: info }, categories] = await Promise.all([getListingPage({ pagina: page, busca: term }), getCategories()]);
  const crumbs = [HOME_CRUMB, NEWS_CRUMB, { name: 'Busca', path: searchPageHref(term)(1) }];
  const count = info.total;
  return (
    <Container>
      <ListingHeader title={`Resultados para "${term}"`} crumbs={crumbs}>
        <p className="text-sm font-semibold text-muted" role="status" data-testid="search-count">
          {searchCountText(count)}
        </p>
        <form action="/noticias" role="search" className="flex max-w-xl gap-2">
          <label htmlFor="busca-pagina" className="sr-only">
            Buscar notícias
          </label>
          <input id="busca-pagina" name="busca" type="search" defaultValue={term} placeholder="Buscar notícias..." className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2" />
          <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-600">
            Buscar
          </button>
        </form>
      </ListingHeader>
      {posts.length === 0 ? (
        <div className="rounded-lg bg-slate-50 p-8" data-testid="search-empty">
          <h2 className="text-xl font-black text-ink">Nenhuma notícia encontrada para &quot;{term}&quot;</h2>
          <ul className="mt-3 list-disc pl-5 text-muted">
            <li>Confira a grafia das palavras — acentos não fazem diferença.</li>
            <li>Use menos palavras ou termos mais gerais.</li>
            <li>Ou navegue pelas editorias:</li>
          </ul>
          <ul className="mt-4 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <Link href={`/${category.slug}`} className="flex min-h-11 items-center rounded-full border border-l-4 border-slate-200 bg-white px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 md:min-h-0" style={{ borderLeftColor: category.cor }}>
                  {category.nome}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <div className="max-w-4xl">
          {posts.map((post) => (
            <SearchResult key={post.id} post={post} term={term} />
          ))}
        </div>
      )}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={searchPageHref(term)} />
    </Container>
  );
}

// ——— /:categoria and /:categoria/pagina/:pagina ———

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const [category, settings] = await Promise.all([findCategory(slug), getPublicSettings()]);
  if (!category) return {};
  const brand = brandName(settings);
  return pageMetadata({
    title: `${category.nome}${pageSuffix(page)} | ${brand}`,
    description: category.descricao,
    keywords: [category.nome, 'notícias', brand],
    canonical: categoryPageHref(slug)(page),
    siteName: brand,
    image: category.imagem,
    feed: { title: `${brand} — ${category.nome}`, href: `/rss/${category.slug}.xml` },
  });
}

export async function CategoryPage({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug);
  if (!category) notFound();
  const { posts, page: info } = await getListingPage({ pagina: page, categoria: slug });
  if (page > 1 && page > info.totalPaginas) notFound();
  const href = categoryPageHref(slug);
  const crumbs = [HOME_CRUMB, { name: category.nome, path: href(1) }, ...(page > 1 ? [{ name: `Página ${page}`, path: href(page) }] : [])];
  return (
    <Container>
      <JsonLd data={breadcrumbJsonLd(crumbs, await getSiteBase())} />
      <ListingHeader title={category.nome} description={category.descricao} color={category.cor} crumbs={crumbs}>
        <p className="text-sm text-muted">{info.total === 1 ? '1 publicação' : `${info.total.toLocaleString('pt-BR')} publicações`}</p>
      </ListingHeader>
      {posts.length === 0 ? (
        <p className="py-12 text-center text-muted">Ainda não há publicações nesta editoria.</p>
      ) : (
        <PostGrid posts={posts} galleries={slug === GALLERY_SLUG} />
      )}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={href} />
    </Container>
  );
}
