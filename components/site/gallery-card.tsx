import { Link } from '@/components/ui/link';
import { formatPhotoCount } from '@/lib/domain/numbers';
import type { ImageSize } from '@/lib/domain/media';
import { postPath, type Post } from '@/lib/domain/post';
import { CameraIcon } from '@/components/ui/icons';
import { PostImage } from '@/components/ui/post-image';
import { PostMetaLine } from './home/post-meta-line';

/** A photo gallery post: photo count, title, summary, date, views and 'Ver Galeria' (SPEC §2.4 item 9). */
type Props = {
  post: Post;
  headingLevel?: 'h2' | 'h3';
  showViews?: boolean;
  /** A card shown larger than a grid's (a category page's lead): its picture size and preload. */
  image?: { size: ImageSize; sizes: string; priority?: boolean };
};

const GRID_IMAGE = { size: 'post-medium', sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw' } as const;

export function GalleryCard({ post, headingLevel: Heading = 'h3', showViews = false, image = GRID_IMAGE }: Props) {
  return (
    <article className="group gallery-card">
      <div className="relative">
        <PostImage src={post.imagemUrl} focus={post.imagemFoco} alt="" size={image.size} sizes={image.sizes} priority={image.priority} />
        <span className="photo-count">
          <CameraIcon className="h-3.5 w-3.5" />
          {formatPhotoCount(post.galeria.length)}
        </span>
      </div>
      <div className="card-body">
        <Heading className="gallery-title">
          {/* Stretched over the card: the whole card is one tap target ('Ver Galeria' stays on top). */}
          <Link href={postPath(post)} className="stretched-link">
            {post.titulo}
          </Link>
        </Heading>
        {post.resumo && <p className="card-summary">{post.resumo}</p>}
        <div className="mt-auto pt-2">
          <PostMetaLine post={post} showViews={showViews} />
        </div>
        <Link href={postPath(post)} className="gallery-link" aria-label={`Ver Galeria: ${post.titulo}`}>
          Ver Galeria
        </Link>
      </div>
    </article>
  );
}
