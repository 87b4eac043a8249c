import { Link } from '@/components/ui/link';
import { postPath, type Post } from '@/lib/domain/post';
import { CategoryBadge } from '@/components/ui/category-badge';
import { PostImage } from '@/components/ui/post-image';
import { PostMetaLine } from '../home/post-meta-line';
import { Highlighted } from './highlighted';

export function SearchResult({ post, term, showViews = false }: { post: Post; term: string; showViews?: boolean }) {
  const href = postPath(post);
  return (
    <article className="group relative flex gap-4 border-b border-slate-200 py-5 last:border-b-0">
      <div className="w-32 shrink-0 overflow-hidden rounded-md sm:w-48">
        <PostImage src={post.imagemUrl} focus={post.imagemFoco} alt="" size="post-thumb" sizes="192px" />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        {post.categoria && (
          <div>
            <CategoryBadge nome={post.categoria} cor={post.categoriaCor} />
          </div>
        )}
        <h2 className="text-lg font-extrabold leading-snug">
          {/* Stretched over the result: the whole row is one tap target. */}
          <Link href={href} className="stretched-link">
            <Highlighted text={post.titulo} term={term} />
          </Link>
        </h2>
        {post.resumo && (
          <p className="card-summary">
            <Highlighted text={post.resumo} term={term} />
          </p>
        )}
        <PostMetaLine post={post} showViews={showViews} />
      </div>
    </article>
  );
}
