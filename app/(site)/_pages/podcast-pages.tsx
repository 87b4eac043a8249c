import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { Pagination } from '@/components/site/listing/pagination';
import { EpisodeDescription } from '@/components/site/podcast/episode-description';
import { EpisodeList } from '@/components/site/podcast/episode-list';
import { FeedSubscribe } from '@/components/site/podcast/feed-subscribe';
import { ListenCard } from '@/components/site/player/listen-card';
import { PodcastArt } from '@/components/site/podcast/podcast-art';
import { ShowCard } from '@/components/site/podcast/show-card';
import { ClockIcon } from '@/components/ui/icons';
import { getPodcastEpisode, getPodcasts, getPodcastShow, getPublicSettings } from '@/lib/api/public';
import { formatDate, formatTime } from '@/lib/domain/dates';
import { imageVariantUrl } from '@/lib/domain/media';
import { episodeItemId } from '@/lib/domain/on-demand';
import {
  durationLabel,
  episodeCover,
  episodePath,
  formatDuration,
  PODCASTS_PATH,
  podcastEpisodeJsonLd,
  podcastSeriesJsonLd,
  showFeedPath,
  showPodcastPath,
  type PodcastShow,
} from '@/lib/domain/podcast';
import { brandName } from '@/lib/domain/settings';
import { breadcrumbJsonLd, type Crumb } from '@/lib/domain/structured-data';
import { absoluteUrl } from '@/lib/domain/url';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';
import { truncateText } from '@/lib/domain/truncate-text';
import { PresenterLinks } from '@/components/site/presenter-links';

/*
 * The podcast pages: /podcasts, a show's page (/podcasts/{programa}, more episodes at
 * /podcasts/{programa}/pagina/{n}) and an episode's page. The route files only pass their segments.
 * Cached like every public page, expired by episode and show writes (tag 'podcasts').
 */

const INDEX_CRUMB: Crumb = { name: 'Podcasts', path: PODCASTS_PATH };
const HOME_CRUMB: Crumb = { name: 'Início', path: '/' };

/** Params arrive decoded in current Next versions; slugs are lower-case ASCII, anything else is unknown. */
function slugSegment(value: string): string | null {
  const slug = value.toLowerCase();
  return /^[a-z0-9-]{1,200}$/.test(slug) ? slug : null;
}

/** A meta description: one line, cut at a word as the post pages cut theirs. */
const cut = (text: string) => truncateText(text.replace(/\s+/g, ' ').trim());

const feedLink = (show: PodcastShow) => ({ title: `${show.nome} — Podcast`, href: showFeedPath(show.slug) });

// ---------------------------------------------------------------------------------------------
// /podcasts

export async function podcastsIndexMetadata(): Promise<Metadata> {
  const brand = brandName(await getPublicSettings());
  return pageMetadata({
    title: `Podcasts | ${brand}`,
    description: `Ouça quando quiser as entrevistas, os boletins e os programas da ${brand}.`,
    keywords: [brand, 'podcast', 'podcasts', 'programas', 'entrevistas'],
    canonical: PODCASTS_PATH,
    siteName: brand,
  });
}

export async function PodcastsIndexPage() {
  const [settings, shows, base] = await Promise.all([getPublicSettings(), getPodcasts(), getSiteBase()]);
  const brand = brandName(settings);
  const crumbs = [HOME_CRUMB, INDEX_CRUMB];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={breadcrumbJsonLd(crumbs, base)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mb-8 mt-4 border-b-2 border-ink pb-4">
        <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">Podcasts</h1>
        <p className="mt-2 max-w-3xl text-muted">Perdeu o programa? Ouça de novo as entrevistas, os boletins e os especiais da {brand}, ou assine o feed no seu aplicativo.</p>
      </header>
      {shows.length === 0 ? (
        <p className="py-12 text-center text-lg text-muted">Nenhum podcast publicado ainda. Volte em breve!</p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Programas com episódios">
          {shows.map((show, index) => (
            <li key={show.id}>
              <ShowCard show={show} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /podcasts/{programa} and /podcasts/{programa}/pagina/{n}

const showPagePath = (slug: string, pagina: number) => (pagina > 1 ? `${showPodcastPath(slug)}/pagina/${pagina}` : showPodcastPath(slug));

export async function showPodcastMetadata(programa: string, pagina = 1): Promise<Metadata> {
  const slug = slugSegment(programa);
  const [page, settings] = await Promise.all([slug ? getPodcastShow(slug, pagina) : null, getPublicSettings()]);
  const brand = brandName(settings);
  if (!page || page.episodios.length === 0) return { title: { absolute: `Podcast não encontrado | ${brand}` }, robots: { index: false, follow: true } };
  const show = page.programa;
  return pageMetadata({
    title: `${show.nome}${pagina > 1 ? ` — página ${pagina}` : ''} | Podcast | ${brand}`,
    description: cut(show.descricao || `Os episódios de ${show.nome}, da ${brand}, para ouvir quando quiser.`),
    keywords: [brand, show.nome, 'podcast', ...show.apresentadores.map((person) => person.nome)],
    canonical: showPagePath(show.slug, pagina),
    siteName: brand,
    image: show.imagem ? imageVariantUrl(show.imagem, 'post-large') : null,
    feed: feedLink(show),
  });
}

export async function ShowPodcastPage({ programa, pagina = 1 }: { programa: string; pagina?: number }) {
  const slug = slugSegment(programa);
  if (!slug) notFound();
  if (slug !== programa) permanentRedirect(showPagePath(slug, pagina));
  const [page, settings, base] = await Promise.all([getPodcastShow(slug, pagina), getPublicSettings(), getSiteBase()]);
  if (!page || page.episodios.length === 0) notFound();
  const show = page.programa;
  const brand = brandName(settings);
  const crumbs = [HOME_CRUMB, INDEX_CRUMB, { name: show.nome, path: showPodcastPath(show.slug) }];
  const feedUrl = absoluteUrl(showFeedPath(show.slug), base) as string;
  const outgoing = (url: string | null) => absoluteUrl(publicMediaUrl(url), base);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={podcastSeriesJsonLd(
          show,
          {
            page: absoluteUrl(showPodcastPath(show.slug), base) as string,
            feed: feedUrl,
            image: outgoing(show.imagem ? imageVariantUrl(show.imagem, 'post-large') : settings.site.logo || null),
            episodes: page.episodios.map((episode) => ({ episode, url: absoluteUrl(episodePath(show.slug, episode.slug), base) as string })),
          },
          { base, name: brand },
        )}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, base)} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="mt-4 grid gap-6 border-b border-slate-200 pb-8 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[16rem_minmax(0,1fr)]">
        <PodcastArt src={show.imagem} alt={`Imagem do programa ${show.nome}`} size="post-medium" sizes="(min-width: 768px) 256px, (min-width: 640px) 192px, 100vw" priority className="w-full max-w-64" />
        <div className="flex min-w-0 flex-col gap-3">
          <p className="text-xs font-bold uppercase tracking-widest text-brand-700">Podcast · {brand}</p>
          <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{show.nome}</h1>
          <PresenterLinks people={show.apresentadores} className="text-sm text-muted" />
          {show.descricao && <p className="max-w-2xl text-base leading-relaxed text-muted">{show.descricao}</p>}
          <p className="text-sm font-semibold text-muted">{show.totalEpisodios === 1 ? '1 episódio' : `${show.totalEpisodios.toLocaleString('pt-BR')} episódios`}</p>
        </div>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="episodios-titulo">
          <h2 id="episodios-titulo" className="mb-4 text-xl font-extrabold text-ink">
            Episódios{pagina > 1 ? ` — página ${pagina}` : ''}
          </h2>
          <EpisodeList programa={show.slug} episodes={page.episodios} />
          <Pagination current={page.pagina} totalPages={page.totalPaginas} hrefFor={(n) => showPagePath(show.slug, n)} />
        </section>
        <aside>
          <FeedSubscribe feedUrl={feedUrl} showName={show.nome} />
        </aside>
      </div>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// /podcasts/{programa}/{episodio}

export async function episodePageMetadata(programa: string, episodio: string): Promise<Metadata> {
  const [show, slug] = [slugSegment(programa), slugSegment(episodio)];
  const [page, settings] = await Promise.all([show && slug ? getPodcastEpisode(show, slug) : null, getPublicSettings()]);
  const brand = brandName(settings);
  if (!page) return { title: { absolute: `Episódio não encontrado | ${brand}` }, robots: { index: false, follow: true } };
  const { programa: series, episodio: episode } = page;
  const cover = episodeCover(episode, series, null);
  return pageMetadata({
    title: `${episode.titulo} | ${series.nome} | ${brand}`,
    description: cut(episode.descricao || `Episódio de ${series.nome}, da ${brand}.`),
    keywords: [brand, series.nome, 'podcast', 'episódio'],
    canonical: episodePath(series.slug, episode.slug),
    siteName: brand,
    image: cover ? imageVariantUrl(cover, 'post-large') : null,
    feed: feedLink(series),
  });
}

export async function EpisodePage({ programa, episodio }: { programa: string; episodio: string }) {
  const [show, slug] = [slugSegment(programa), slugSegment(episodio)];
  if (!show || !slug) notFound();
  if (show !== programa || slug !== episodio) permanentRedirect(episodePath(show, slug));
  const [page, settings, base, more] = await Promise.all([getPodcastEpisode(show, slug), getPublicSettings(), getSiteBase(), getPodcastShow(show, 1)]);
  if (!page) notFound();
  const { programa: series, episodio: episode } = page;
  const brand = brandName(settings);
  const logo = settings.site.logo || null;
  const cover = episodeCover(episode, series, logo);
  const outgoing = (url: string | null) => absoluteUrl(publicMediaUrl(url), base);
  const crumbs = [HOME_CRUMB, INDEX_CRUMB, { name: series.nome, path: showPodcastPath(series.slug) }, { name: episode.titulo, path: episodePath(series.slug, episode.slug) }];
  const others = (more?.episodios ?? []).filter((item) => item.slug !== episode.slug).slice(0, 5);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={podcastEpisodeJsonLd(
          episode,
          series,
          {
            page: absoluteUrl(episodePath(series.slug, episode.slug), base) as string,
            audio: outgoing(episode.audioUrl) as string,
            image: outgoing(cover ? imageVariantUrl(cover, 'post-large') : null),
            showPage: absoluteUrl(showPodcastPath(series.slug), base) as string,
            feed: absoluteUrl(showFeedPath(series.slug), base) as string,
          },
          { base, name: brand },
        )}
      />
      <JsonLd data={breadcrumbJsonLd(crumbs, base)} />
      <Breadcrumbs crumbs={crumbs} />
      <article className="mt-4" aria-labelledby="episodio-titulo">
        <header className="grid gap-6 sm:grid-cols-[12rem_minmax(0,1fr)] md:grid-cols-[14rem_minmax(0,1fr)]">
          {/* The logo is a wide mark: cropped square it reads badly, so the page shows the tile instead. */}
          <PodcastArt src={episodeCover(episode, series, null)} alt={`Capa do episódio ${episode.titulo}`} size="post-medium" sizes="(min-width: 768px) 224px, (min-width: 640px) 192px, 100vw" priority className="w-full max-w-56" />
          <div className="flex min-w-0 flex-col gap-3">
            <Link href={showPodcastPath(series.slug)} className="text-xs font-bold uppercase tracking-widest text-brand-700 hover:underline">
              {series.nome}
            </Link>
            <h1 id="episodio-titulo" className="text-2xl font-black leading-tight tracking-tight text-ink sm:text-3xl">
              {episode.titulo}
            </h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted">
              <time dateTime={episode.publicadoEm}>
                {formatDate(episode.publicadoEm)} às {formatTime(episode.publicadoEm)}
              </time>
              {episode.duracaoSegundos > 0 && (
                <span className="inline-flex items-center gap-1" title={formatDuration(episode.duracaoSegundos)}>
                  <ClockIcon className="h-4 w-4" />
                  {durationLabel(episode.duracaoSegundos)}
                </span>
              )}
              {episode.explicito && <span className="rounded bg-slate-800 px-1.5 py-0.5 text-xs font-bold uppercase text-white">Explícito</span>}
            </p>
          </div>
        </header>
        <div className="mt-6">
          {/* It hands the episode to the bottom player, which keeps playing it through navigation. */}
          <ListenCard
            item={{
              id: episodeItemId(episode.id),
              src: episode.audioUrl,
              title: episode.titulo,
              showName: series.nome,
              artwork: cover ? imageVariantUrl(cover, 'post-medium') : null,
              href: episodePath(series.slug, episode.slug),
            }}
            label="Ouvir episódio"
            duration={episode.duracaoSegundos}
            downloadLabel="Baixar o episódio"
          />
        </div>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <EpisodeDescription text={episode.descricao} />
            {others.length > 0 && (
              <section aria-labelledby="mais-episodios" className="mt-10">
                <h2 id="mais-episodios" className="mb-4 text-xl font-extrabold text-ink">
                  Mais episódios de {series.nome}
                </h2>
                <EpisodeList programa={series.slug} episodes={others} label={`Mais episódios de ${series.nome}`} />
              </section>
            )}
          </div>
          <aside>
            <FeedSubscribe feedUrl={absoluteUrl(showFeedPath(series.slug), base) as string} showName={series.nome} />
          </aside>
        </div>
      </article>
    </div>
  );
}
