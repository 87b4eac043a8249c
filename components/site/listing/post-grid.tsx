import type { Post } from '@/lib/domain/post';
import { GalleryCard } from '../gallery-card';
import { PostCard } from '../post-card';

/** SPEC §9 'listing' preset: 1/2/3/4 columns, post-medium at 16/9; galleries as gallery cards. */
export function PostGrid({ posts, galleries, showViews = false }: { posts: Post[]; galleries?: boolean; showViews?: boolean }) {
  return (
    <div className="grid gap-x-6 gap-y-8 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {posts.map((post, index) =>
        galleries ? (
          <GalleryCard key={post.id} post={post} headingLevel="h2" showViews={showViews} />
        ) : (
          <PostCard key={post.id} post={post} size="post-medium" sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" priority={index < 2} headingLevel="h2" showViews={showViews} />
        ),
      )}
    </div>
  );
}
