import type { Post } from '@/lib/domain/post';
import { PostCard } from '../post-card';
import { SectionHeading } from './section-heading';

/**
 * SPEC §2.4 item 4: up to 3 featured posts, the first large. `priority` preloads the lead's image:
 * only when it is the first picture of the page (no banners above it); otherwise it would compete
 * with the banner, the page's largest paint.
 */
export function FeaturedPosts({ posts, priority = true, showViews = false }: { posts: Post[]; priority?: boolean; showViews?: boolean }) {
  if (posts.length === 0) return null;
  const [lead, ...others] = posts;
  return (
    <section aria-labelledby="destaques">
      <SectionHeading id="destaques">Destaques</SectionHeading>
      <div className="grid gap-5 lg:grid-cols-3">
        <div className="lg:col-span-2 lg:min-h-[28rem]">
          <PostCard post={lead} variant="large" size="post-large" sizes="(min-width: 1024px) 820px, 100vw" priority={priority} showViews={showViews} />
        </div>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {others.map((post) => (
            <PostCard key={post.id} post={post} size="post-medium" sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" showViews={showViews} />
          ))}
        </div>
      </div>
    </section>
  );
}
