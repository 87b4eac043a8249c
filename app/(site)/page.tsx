import type { Metadata } from 'next';
import { BannerCaption } from '@/components/site/home/banner-caption';
import { BannerCarousel } from '@/components/site/home/banner-carousel';
import { BannerImage } from '@/components/site/home/banner-image';
import { Columnists } from '@/components/site/home/columnists';
import { FeaturedPosts } from '@/components/site/home/featured-posts';
import { GallerySection } from '@/components/site/home/gallery-section';
import { NewsTicker } from '@/components/site/home/news-ticker';
import { PollImage } from '@/components/site/home/poll-image';
import { PollWidget } from '@/components/site/home/poll-widget';
import { RecentNews } from '@/components/site/home/recent-news';
import { SectionHeading } from '@/components/site/home/section-heading';
import { SocialSection } from '@/components/site/home/social-section';
import { StaticHero } from '@/components/site/home/static-hero';
import { JsonLd } from '@/components/site/json-ld';
import { RecentSongs } from '@/components/site/now-playing/recent-songs';
import { LatestVideo } from '@/components/site/latest-video';
import { MostReadBlock } from '@/components/site/most-read';
import { getBanners, getCategories, getColumnists, getGalleries, getMostRead, getNews, getPolls, getPublicSettings, logFailure } from '@/lib/api/public';
import { COLUMNISTS_SLUG, HOME_FEATURED_MAX, HOME_NEWS_FETCH, TICKER_COUNT } from '@/lib/domain/constants';
import { findColumnistCategory } from '@/lib/domain/category';
import { isMissingImageUrl } from '@/lib/domain/media';
import { DEFAULT_MOST_READ_PERIOD } from '@/lib/domain/most-read';
import { selectRecentNews } from '@/lib/domain/post';
import { brandName, contactEmailOf, socialLinks, streamUrlOf } from '@/lib/domain/settings';
import { radioStationJsonLd } from '@/lib/domain/structured-data';
import { publicMediaUrl } from '@/lib/server/media/public-media-url';
import { getSiteBase, pageMetadata } from '@/lib/seo/next-metadata';

export async function generateMetadata(): Promise<Metadata> {
  const [settings, news] = await Promise.all([getPublicSettings(), getNews({ limite: HOME_NEWS_FETCH })]);
  const brand = brandName(settings);
  const frequency = settings.radio.frequencia || settings.site.frequencia;
  const shareImage = [...news.destaques, ...news.dados].map((post) => post.imagemUrl).find((url) => !isMissingImageUrl(url));
  return pageMetadata({
    title: `${brand} ${frequency} — Notícias e rádio ao vivo`,
    description: settings.site.descricao || `Ouça a ${brand} ao vivo e leia as notícias da região.`,
    keywords: [brand, `FM ${frequency}`, 'rádio ao vivo', 'notícias', 'Rio Grande do Sul', 'notícias regionais'],
    canonical: '/',
    siteName: brand,
    image: shareImage ?? settings.site.logo ?? null,
  });
}

function loadHome() {
  return Promise.all([
    getPublicSettings(),
    getNews({ limite: HOME_NEWS_FETCH }),
    getNews({ limite: TICKER_COUNT }),
    getBanners(),
    getCategories(),
    getColumnists(),
    getPolls(),
    getGalleries(),
    getMostRead(DEFAULT_MOST_READ_PERIOD, 'list'),
  ]);
}

export default async function HomePage() {
  let data: Awaited<ReturnType<typeof loadHome>>;
  try {
    data = await loadHome();
  } catch (error) {
    await logFailure('Erro ao carregar dados da página inicial', error);
    return <p className="mx-auto max-w-7xl px-4 py-16 text-center text-lg font-bold text-ink">Erro ao carregar dados</p>;
  }
  const [settings, news, ticker, banners, categories, columnists, polls, galleries, mostRead] = data;
  const showViews = settings.postagens.mostrarVisualizacoes;
  const brand = brandName(settings);
  const featured = news.destaques.slice(0, HOME_FEATURED_MAX);
  const recent = selectRecentNews(news.dados, featured);
  const columnistSlug = findColumnistCategory(categories)?.slug ?? COLUMNISTS_SLUG;
  // The widget shows the first poll only.
  const shownPoll = polls[0];
  const pollImages = shownPoll && !isMissingImageUrl(shownPoll.imagem) ? { [shownPoll.id]: <PollImage src={shownPoll.imagem as string} /> } : {};

  const station = radioStationJsonLd({
    base: await getSiteBase(),
    name: brand,
    logo: publicMediaUrl(settings.site.logo || null),
    description: settings.site.descricao,
    frequency: settings.radio.frequencia || settings.site.frequencia,
    phone: settings.site.telefone,
    email: contactEmailOf(settings),
    address: settings.site.endereco,
    postalCode: settings.site.cep,
    sameAs: socialLinks(settings.redes).map((link) => link.url),
    streamUrl: streamUrlOf(settings),
  });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6 lg:gap-10">
      <JsonLd data={station} />
      <h1 className="sr-only">{brand}</h1>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          {banners.length > 0 ? (
            <BannerCarousel
              banners={banners}
              images={banners.map((banner, index) => <BannerImage key={banner.id} banner={banner} priority={index === 0} />)}
              captions={banners.map((banner) => <BannerCaption key={banner.id} banner={banner} />)}
            />
          ) : (
            <StaticHero brand={brand} slogan={settings.site.descricao} frequencia={settings.radio.frequencia || settings.site.frequencia} />
          )}
        </div>
        <section aria-labelledby="video" className="flex flex-col">
          <SectionHeading id="video">Último vídeo</SectionHeading>
          <LatestVideo feedUrl={settings.video.feedUrl} channelUrl={settings.video.channelUrl} />
        </section>
      </div>
      <NewsTicker posts={ticker.dados.slice(0, TICKER_COUNT)} />
      <FeaturedPosts posts={featured} priority={banners.length === 0} showViews={showViews} />
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentNews posts={recent} showViews={showViews} />
        </div>
        <aside className="flex flex-col gap-6" aria-label="Mais lidas, colunistas, enquete, redes sociais e músicas tocadas">
          <MostReadBlock mostRead={mostRead} />
          <Columnists posts={columnists} categorySlug={columnistSlug} />
          <PollWidget initial={polls} images={pollImages} />
          <SocialSection redes={settings.redes} />
          <RecentSongs brand={brandName(settings)} enabled={streamUrlOf(settings) !== null} />
        </aside>
      </div>
      <GallerySection posts={galleries} showViews={showViews} />
    </div>
  );
}
