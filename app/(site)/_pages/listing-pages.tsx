import { notFound } from 'next/navigation';
import { Link } from '@/components/ui/link';
import type { Metadata } from 'next';
import { getListingPage, getSearchPage } from '@/lib/api/listing';
import { getCategories, getMostRead, getPost, getPublicSettings } from '@/lib/api/public';
import { chooseCategoryLead, withoutLead } from '@/lib/domain/category-lead';
import { GALLERY_SLUG, SEARCH_RESULTS_MAX } from '@/lib/domain/constants';
import { searchHref } from '@/lib/domain/search-term';
import { DEFAULT_MOST_READ_PERIOD } from '@/lib/domain/most-read';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { pageMetadata, getSiteBase } from '@/lib/seo/next-metadata';
import { JsonLd } from '@/components/site/json-ld';
import { MostReadBlock } from '@/components/site/most-read';
import { GalleryCard } from '@/components/site/gallery-card';
import { PostCard } from '@/components/site/post-card';
import { ListingHeader } from '@/components/site/listing/listing-header';
import { Pagination } from '@/components/site/listing/pagination';
import { PostGrid } from '@/components/site/listing/post-grid';
import { SearchResult } from '@/components/site/listing/search-result';

const HOME_CRUMB: Crumb = { name: 'Início', path: '/' };
const NEWS_CRUMB: Crumb = { name: 'Notícias', path: '/noticias' };

const newsPageHref = (page: number) => (page === 1 ? '/noticias' : `/noticias/pagina/${page}`);
const categoryPageHref = (slug: string) => (page: number) => (page === 1 ? `/${slug}` : `/${slug}/pagina/${page}`);
const searchPageHref = (term: string) => (page: number) => searchHref(term, page);

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
  const [{ posts, page: info }, settings] = await Promise.all([getListingPage({ pagina: page }), getPublicSettings()]);
  if (page > 1 && page > info.totalPaginas) notFound();
  const crumbs = page > 1 ? [HOME_CRUMB, NEWS_CRUMB, { name: `Página ${page}`, path: newsPageHref(page) }] : [HOME_CRUMB, NEWS_CRUMB];
  return (
    <Container>
      <JsonLd data={breadcrumbJsonLd(crumbs, await getSiteBase())} />
      <ListingHeader title="Notícias" description="Tudo o que a redação publicou, do mais recente para o mais antigo." crumbs={crumbs} />
      {posts.length === 0 ? (
        <p className="py-12 text-center text-muted">Nenhuma notícia publicada no momento.</p>
      ) : (
        <PostGrid posts={posts} showViews={settings.postagens.mostrarVisualizacoes} />
      )}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={newsPageHref} />
    </Container>
  );
}

// ——— /noticias?busca= (the results page: app/(site)/noticias/busca/[termo]/[pagina]) ———

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

/**
 * One page of a term's results, cached like the other public pages (one page per spelling of a
 * term and page number) until a post write expires it. Lighter than a list: the results only (no
 * featured posts read, no bodies in the data), and page links that are not prefetched, so that
 * showing one page of results never renders the next ones.
 */
export async function SearchPage({ term, page }: { term: string; page: number }) {
  const [{ posts, page: info }, categories, settings] = await Promise.all([getSearchPage(term, page), getCategories(), getPublicSettings()]);
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
            <SearchResult key={post.id} post={post} term={term} showViews={settings.postagens.mostrarVisualizacoes} />
          ))}
        </div>
      )}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={searchPageHref(term)} prefetch={false} />
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

/**
 * Page 1 opens with the category's lead story (pinned, else latest featured, else
 * latest), beside "Mais lidas", then the grid without the lead; page 2 onwards is the plain list.
 */
export async function CategoryPage({ slug, page }: { slug: string; page: number }) {
  const category = await findCategory(slug);
  if (!category) notFound();
  const pinnedId = page === 1 ? category.destaquePostagemId : null;
  const [{ posts, featured, page: info }, pinned, settings, mostRead] = await Promise.all([
    getListingPage({ pagina: page, categoria: slug }),
    pinnedId ? getPost(pinnedId) : null,
    getPublicSettings(),
    getMostRead(DEFAULT_MOST_READ_PERIOD, 'list'),
  ]);
  if (page > 1 && page > info.totalPaginas) notFound();
  const showViews = settings.postagens.mostrarVisualizacoes;
  const lead = page === 1 ? chooseCategoryLead({ categorySlug: category.slug, pinned, featured, latest: posts }) : null;
  const grid = withoutLead(posts, lead);
  const hasMostRead = mostRead !== null && mostRead.posts.length > 0;
  const href = categoryPageHref(slug);
  const crumbs = [HOME_CRUMB, { name: category.nome, path: href(1) }, ...(page > 1 ? [{ name: `Página ${page}`, path: href(page) }] : [])];
  return (
    <Container>
      <JsonLd data={breadcrumbJsonLd(crumbs, await getSiteBase())} />
      <ListingHeader title={category.nome} description={category.descricao} color={category.cor} crumbs={crumbs}>
        <p className="text-sm text-muted">{info.total === 1 ? '1 publicação' : `${info.total.toLocaleString('pt-BR')} publicações`}</p>
      </ListingHeader>
      {lead && (
        <div className={hasMostRead ? 'mb-10 grid gap-6 lg:grid-cols-3' : 'mb-10 max-w-4xl'}>
          <div className="lg:col-span-2 lg:min-h-[26rem]" data-testid="categoria-destaque" data-origem={lead.source}>
            {slug === GALLERY_SLUG ? (
              // A gallery keeps its photo count and 'Ver Galeria', larger.
              <GalleryCard post={lead.post} headingLevel="h2" showViews={showViews} image={{ size: 'post-large', sizes: '(min-width: 1024px) 820px, 100vw', priority: true }} />
            ) : (
              <PostCard post={lead.post} variant="large" size="post-large" sizes="(min-width: 1024px) 820px, 100vw" priority headingLevel="h2" showViews={showViews} />
            )}
          </div>
          {hasMostRead && <MostReadBlock mostRead={mostRead} />}
        </div>
      )}
      {grid.length > 0 ? (
        <PostGrid posts={grid} galleries={slug === GALLERY_SLUG} showViews={showViews} />
      ) : (
        !lead && <p className="py-12 text-center text-muted">Ainda não há publicações nesta editoria.</p>
      )}
      <Pagination current={page} totalPages={info.totalPaginas} hrefFor={href} />
      {/* Beside the lead on page 1; under the list elsewhere. */}
      {!lead && <MostReadBlock mostRead={mostRead} className="mt-10 max-w-xl" />}
    </Container>
  );
}
