import { Link } from '@/components/ui/link';
import type { ImageSize } from '@/lib/domain/media';
import { postPath, type Post } from '@/lib/domain/post';
import { CategoryBadge } from '@/components/ui/category-badge';
import { CoverageBadge } from './coverage/live-badge';
import { PostImage } from '@/components/ui/post-image';
import { PostMetaLine } from './home/post-meta-line';
import { RelativeTime } from './relative-time';

type Props = {
  post: Post;
  size: ImageSize;
  sizes: string;
  variant?: 'large' | 'card' | 'row' | 'title';
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  /** Readers see the view count only when the station shows it (postagens.mostrarVisualizacoes). */
  showViews?: boolean;
};

/**
 * One post in a list: the same data, four densities. The title link is stretched over its card
 * (::after), so the whole card is one tap target, not only the line of the title.
 */
export function PostCard({ post, size, sizes, variant = 'card', priority, headingLevel: Heading = 'h3', showViews = false }: Props) {
  const href = postPath(post);
  const category = post.categoria ? <CategoryBadge nome={post.categoria} cor={post.categoriaCor} /> : null;
  // A running live coverage says so on its card: "AO VIVO" beside the category.
  const live = post.cobertura ? post.cobertura.fim === null : false;
  const badge = live ? (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {category}
      <CoverageBadge coverage={post.cobertura} />
    </span>
  ) : (
    category
  );

  if (variant === 'title') {
    return (
      <article className="relative border-b border-slate-200 py-3 last:border-b-0">
        <Heading className="list-title">
          <Link href={href} className="stretched-link">
            {post.titulo}
          </Link>
        </Heading>
        <RelativeTime iso={post.criadoEm} className="list-date" />
      </article>
    );
  }

  if (variant === 'row') {
    return (
      <article className="group relative flex gap-3 border-b border-slate-200 py-3 last:border-b-0">
        <div className="w-28 shrink-0 overflow-hidden rounded sm:w-36">
          <PostImage src={post.imagemUrl} focus={post.imagemFoco} alt="" size={size} sizes="144px" />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <div>{badge}</div>
          <Heading className="list-title line-clamp-3">
            <Link href={href} className="stretched-link">
              {post.titulo}
            </Link>
          </Heading>
          <PostMetaLine post={post} showViews={showViews} />
        </div>
      </article>
    );
  }

  if (variant === 'large') {
    return (
      <article className="group relative h-full overflow-hidden rounded-lg bg-slate-900">
        {/* 16/9 on its own; on wide screens it fills the row its neighbours make. */}
        <PostImage src={post.imagemUrl} focus={post.imagemFoco} alt="" size={size} sizes={sizes} priority={priority} aspect="16/9" className="opacity-95 lg:h-full" />
        <div className="absolute inset-0 bg-gradient-to-t from-black/90 via-black/40 to-transparent" aria-hidden />
        <div className="absolute inset-x-0 bottom-0 flex flex-col gap-2 p-4 sm:p-6">
          <div>{badge}</div>
          <Heading className="text-xl font-black leading-tight text-white sm:text-3xl">
            <Link href={href} className="stretched-link">
              {post.titulo}
            </Link>
          </Heading>
          {post.resumo && <p className="line-clamp-2 hidden text-sm text-white/90 sm:block">{post.resumo}</p>}
          <PostMetaLine post={post} light showViews={showViews} />
        </div>
      </article>
    );
  }

  return (
    <article className="group post-card">
      <div className="overflow-hidden rounded-md">
        <PostImage src={post.imagemUrl} focus={post.imagemFoco} alt="" size={size} sizes={sizes} priority={priority} />
      </div>
      <div className="card-text">
        <div>{badge}</div>
        <Heading className="card-title">
          <Link href={href} className="stretched-link">
            {post.titulo}
          </Link>
        </Heading>
        <PostMetaLine post={post} showViews={showViews} />
      </div>
    </article>
  );
}
