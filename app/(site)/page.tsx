import type { Metadata } from 'next';
import { PostCard } from '@/components/site/post-card';
import { getNews, getPublicSettings } from '@/lib/api/public';
import { HOME_FEATURED_MAX, HOME_NEWS_FETCH } from '@/lib/domain/constants';
import { selectRecentNews } from '@/lib/domain/post';
import { brandName } from '@/lib/domain/settings';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getPublicSettings();
  const brand = brandName(settings);
  return {
    title: `${brand} ${settings.site.frequencia || ''}`.trim(),
    description: settings.site.descricao || undefined,
  };
}

export default async function HomePage() {
  const [settings, news] = await Promise.all([getPublicSettings(), getNews({ limite: HOME_NEWS_FETCH })]);
  const featured = news.destaques.slice(0, HOME_FEATURED_MAX);
  const recent = selectRecentNews(news.dados, featured);
  const [lead, ...others] = featured;

  return (
    <div className="flex flex-col gap-10">
      <h1 className="sr-only">{brandName(settings)}</h1>
      {lead && (
        <section aria-labelledby="destaques" className="flex flex-col gap-4">
          <h2 id="destaques" className="border-l-4 border-brand-600 pl-3 text-xl font-black uppercase tracking-tight">
            Destaques
          </h2>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <PostCard post={lead} size="post-large" sizes="(min-width: 1024px) 66vw, 100vw" variant="large" priority headingLevel="h3" />
            </div>
            <div className="flex flex-col gap-6">
              {others.map((post) => (
                <PostCard key={post.id} post={post} size="post-medium" sizes="(min-width: 1024px) 33vw, 100vw" />
              ))}
            </div>
          </div>
        </section>
      )}
      <section aria-labelledby="recentes" className="flex flex-col gap-4">
        <h2 id="recentes" className="border-l-4 border-brand-600 pl-3 text-xl font-black uppercase tracking-tight">
          Notícias Recentes
        </h2>
        {recent.length === 0 ? (
          <p className="text-muted">Nenhuma notícia publicada ainda.</p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {recent.map((post, index) => (
              <PostCard key={post.id} post={post} size={index < 4 ? 'post-medium' : 'post-thumb'} sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
