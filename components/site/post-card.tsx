import Link from 'next/link';
import clsx from 'clsx';
import type { ImageSize } from '@/lib/domain/media';
import { postPath, type Post } from '@/lib/domain/post';
import { CategoryBadge } from '@/components/ui/category-badge';
import { PostImage } from '@/components/ui/post-image';
import { PostMeta } from './post-meta';

type Props = {
  post: Post;
  size: ImageSize;
  sizes: string;
  variant?: 'large' | 'card' | 'row';
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
};

export function PostCard({ post, size, sizes, variant = 'card', priority, headingLevel: Heading = 'h3' }: Props) {
  const href = postPath(post);
  if (variant === 'row') {
    return (
      <article className="group flex gap-3 border-b border-slate-200 py-3 last:border-b-0">
        <Link href={href} className="w-28 shrink-0 sm:w-36" tabIndex={-1} aria-hidden>
          <PostImage src={post.imagemUrl} alt="" size={size} sizes="144px" />
        </Link>
        <div className="min-w-0">
          {post.categoria && <CategoryBadge nome={post.categoria} cor={post.categoriaCor} />}
          <Heading className="mt-1 line-clamp-3 text-[15px] font-bold leading-snug">
            <Link href={href} className="hover:underline">
              {post.titulo}
            </Link>
          </Heading>
          <PostMeta post={post} className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted" />
        </div>
      </article>
    );
  }
  return (
    <article className="group flex flex-col">
      <Link href={href} tabIndex={-1} aria-hidden className="block overflow-hidden rounded-md">
        <PostImage src={post.imagemUrl} alt="" size={size} sizes={sizes} priority={priority} />
      </Link>
      <div className="mt-3 flex flex-col gap-1.5">
        {post.categoria && <CategoryBadge nome={post.categoria} cor={post.categoriaCor} className="self-start" />}
        <Heading
          className={clsx(
            'font-display font-extrabold leading-tight tracking-tight text-ink',
            variant === 'large' ? 'text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          <Link href={href} className="hover:underline">
            {post.titulo}
          </Link>
        </Heading>
        {variant === 'large' && post.resumo && <p className="line-clamp-3 text-base text-muted">{post.resumo}</p>}
        <PostMeta post={post} />
      </div>
    </article>
  );
}
