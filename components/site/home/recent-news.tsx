import type { Post } from '@/lib/domain/post';
import { imageSizeForPosition } from '@/lib/domain/media';
import { PostCard } from '../post-card';
import { SectionHeading } from './section-heading';

/** SPEC §2.4 item 5: items 1–4 as cards, 5–6 as rows, and with more than 8, items 9–12 as a list. */
export function RecentNews({ posts, showViews = false }: { posts: Post[]; showViews?: boolean }) {
  const cards = posts.slice(0, 4);
  const rows = posts.slice(4, 6);
  const more = posts.length > 8 ? posts.slice(8, 12) : [];
  return (
    <section aria-labelledby="recentes">
      <SectionHeading id="recentes">Notícias Recentes</SectionHeading>
      {posts.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-6 text-center text-muted">Nenhuma notícia publicada no momento.</p>
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2" data-testid="recentes-cards">
            {cards.map((post, i) => (
              <PostCard key={post.id} post={post} size={imageSizeForPosition(i + 2)} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" showViews={showViews} />
            ))}
          </div>
          {rows.length > 0 && (
            <div className="mt-4" data-testid="recentes-linhas">
              {rows.map((post, i) => (
                <PostCard key={post.id} post={post} variant="row" size={imageSizeForPosition(i + 5)} sizes="144px" showViews={showViews} />
              ))}
            </div>
          )}
          {more.length > 0 && (
            <div className="mt-4 rounded-md bg-slate-50 px-4" data-testid="recentes-mais">
              {more.map((post) => (
                <PostCard key={post.id} post={post} variant="title" size="post-thumb" sizes="1px" />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
