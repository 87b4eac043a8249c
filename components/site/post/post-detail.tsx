import { OptimizedImage } from '@/components/ui/optimized-image';
import { Link } from '@/components/ui/link';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { PostCard } from '@/components/site/post-card';
import { CategoryBadge } from '@/components/ui/category-badge';
import { ClockIcon, EyeIcon } from '@/components/ui/icons';
import { formatDateTime } from '@/lib/domain/dates';
import { imageVariantUrl, isMissingImageUrl } from '@/lib/domain/media';
import { focalObjectPosition } from '@/lib/domain/focal-point';
import { formatNumber } from '@/lib/domain/numbers';
import { postPath, type Post } from '@/lib/domain/post';
import { deferVideoFrames } from '@/lib/domain/video-facade';
import type { Crumb } from '@/lib/domain/structured-data';
import type { GalleryImage } from './gallery-items';
import { BodyAudio } from './body-audio';
import { BodyLinks } from './body-links';
import type { MediaItem } from './media-list';
import { PostGallery } from './post-gallery';
import { PostMedia } from './post-media';
import { ShareButtons } from './share-buttons';
import { VideoFacades } from './video-facades';
import { ViewBeacon } from './view-beacon';

export type PostDetailProps = {
  post: Post;
  /** Output of sanitizePostHtml: the only HTML this page injects. */
  bodyHtml: string;
  media: MediaItem[];
  gallery: GalleryImage[];
  related: Post[];
  crumbs: Crumb[];
  /** Absolute canonical URL, for the share buttons. */
  shareUrl: string;
  /** The featured image to show above the body, or null (none, or already shown elsewhere). */
  cover: string | null;
  /** Readers see the view counts only when the station shows them (postagens.mostrarVisualizacoes). */
  showViews?: boolean;
  /** Shown after the text, before 'Leia também' (the "Mais lidas" block). */
  afterArticle?: React.ReactNode;
  /** Marks beside the category: "Urgente", "AO VIVO". */
  badges?: React.ReactNode;
  /** Right after the text: a live coverage's entries. */
  afterBody?: React.ReactNode;
  /** Whether opening the page counts a view: not for a preview link's draft. */
  countView?: boolean;
};

export function viewsLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'visualização' : 'visualizações'}`;
}

function Byline({ post }: { post: Post }) {
  const member = post.membroEquipe?.nome ? post.membroEquipe : null;
  if (member) {
    return (
      <div className="flex items-center gap-3" data-testid="post-author">
        {member.avatar && !isMissingImageUrl(member.avatar) && (
          <OptimizedImage
            src={imageVariantUrl(member.avatar, 'post-thumb')}
            alt={`Foto de ${member.nome}`}
            width={44}
            height={44}
            sizes="44px"
            className="h-11 w-11 shrink-0 rounded-full bg-slate-200 object-cover"
          />
        )}
        <p className="flex flex-col leading-tight">
          <span className="text-sm font-bold text-ink">Por {member.nome}</span>
          {member.cargo && <span className="text-xs text-muted">{member.cargo}</span>}
        </p>
      </div>
    );
  }
  if (!post.autor?.nome) return null;
  return (
    <p className="text-sm font-bold text-ink" data-testid="post-author">
      Por {post.autor.nome}
    </p>
  );
}

function Dates({ post }: { post: Post }) {
  const published = post.publicadoEm ?? post.criadoEm;
  const publishedText = formatDateTime(published);
  const updated = post.atualizadoEm;
  const updatedText = updated ? formatDateTime(updated) : '';
  // Only a change a reader can see: a later time that does not print the same as the publication.
  const showUpdated = updated !== null && updatedText !== '' && updatedText !== publishedText && Date.parse(updated) > Date.parse(published);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
      <ClockIcon className="h-4 w-4" />
      <span>
        Publicado em <time dateTime={published}>{publishedText}</time>
      </span>
      {showUpdated && (
        <span>
          Atualizado em <time dateTime={updated}>{updatedText}</time>
        </span>
      )}
    </p>
  );
}

const BODY_ID = 'texto-da-postagem';

/** The post detail screen (SPEC §2.1 /:categoria/:slug and /noticias/:slug). */
export function PostDetail({ post, bodyHtml, media, gallery, related, crumbs, shareUrl, cover, showViews = false, afterArticle, badges, afterBody, countView = true }: PostDetailProps) {
  // The post's audio plays in the bottom player, which shows the post's title and picture.
  const audioAbout = { artwork: post.imagemUrl && !isMissingImageUrl(post.imagemUrl) ? imageVariantUrl(post.imagemUrl, 'post-medium') : null, href: postPath(post) };
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumbs crumbs={crumbs} />
      <article className="mx-auto mt-6 max-w-3xl" aria-labelledby="titulo-da-postagem">
        <header className="flex flex-col gap-4">
          {(post.categoria || badges) && (
            <div className="flex flex-wrap items-center gap-2">
              {post.categoria && (
                // The ::before makes the 24 px badge a 44 px tap target on phones, within the gaps around it.
                <Link
                  href={`/${post.categoriaSlug}`}
                  className="tap-area self-start hover:opacity-90"
                >
                  <CategoryBadge nome={post.categoria} cor={post.categoriaCor} />
                </Link>
              )}
              {badges}
            </div>
          )}
          <h1 id="titulo-da-postagem" className="text-3xl font-black leading-tight tracking-tight text-ink sm:text-4xl">
            {post.titulo}
          </h1>
          {post.resumo && <p className="text-lg leading-relaxed text-slate-600 sm:text-xl">{post.resumo}</p>}
          <div className="flex flex-col gap-3 border-y border-slate-200 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-col gap-2">
              <Byline post={post} />
              <Dates post={post} />
            </div>
            {showViews && (
              <p className="inline-flex items-center gap-1.5 text-sm text-muted" data-testid="post-views">
                <EyeIcon className="h-4 w-4" />
                {viewsLabel(post.visualizacoes)}
              </p>
            )}
          </div>
          <ShareButtons url={shareUrl} title={post.titulo} />
        </header>

        {cover && (
          <figure className="mt-6">
            <div className="relative aspect-video overflow-hidden rounded-lg bg-slate-200">
              <OptimizedImage
                src={imageVariantUrl(cover, 'post-large')}
                alt={post.legenda || post.titulo}
                fill
                priority
                sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
                // The 16:9 frame keeps the featured image's focal point in view.
                objectPosition={cover === post.imagemUrl ? focalObjectPosition(post.imagemFoco) : undefined}
                className="object-cover"
              />
            </div>
            {post.legenda && <figcaption className="mt-2 text-sm leading-snug text-muted">{post.legenda}</figcaption>}
          </figure>
        )}

        <PostMedia items={media} title={post.titulo} about={audioAbout} />

        {bodyHtml && <div id={BODY_ID} className="post-body mt-8" dangerouslySetInnerHTML={{ __html: deferVideoFrames(bodyHtml) }} />}
        {(media.some((item) => item.kind === 'youtube') || bodyHtml.includes('<iframe')) && <VideoFacades />}
        {/<a\s/i.test(bodyHtml) && <BodyLinks bodyId={BODY_ID} />}
        {/<audio\b/i.test(bodyHtml) && <BodyAudio bodyId={BODY_ID} about={{ title: post.titulo, ...audioAbout }} />}

        {afterBody}

        <PostGallery images={gallery} title={post.titulo} />

        {post.tags.length > 0 && (
          <section aria-labelledby="tags-da-postagem" className="mt-10 border-t border-slate-200 pt-6">
            <h2 id="tags-da-postagem" className="mb-3 text-sm font-bold uppercase tracking-wide text-muted">
              Tags
            </h2>
            {/* Phones: each pill's ::before reaches 44 px tall into the wider row gap (tap targets). */}
            <ul className="flex flex-wrap gap-2 max-md:gap-y-4">
              {post.tags.map((tag) => (
                <li key={tag}>
                  {/* Never prefetched, not even when reached for: each tag's results page is a search of its own. */}
                  <Link
                    href={`/noticias?busca=${encodeURIComponent(tag)}`}
                    prefetch={false}
                    className="tag-link"
                  >
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>

      {afterArticle && <div className="mx-auto mt-12 max-w-3xl">{afterArticle}</div>}

      {related.length > 0 && (
        <section aria-labelledby="leia-tambem" className="mt-14">
          <h2 id="leia-tambem" className="mb-5 border-l-4 border-brand-700 pl-3 text-2xl font-black text-ink">
            Leia também
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {related.map((item) => (
              <PostCard key={item.id} post={item} size="post-medium" sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw" showViews={showViews} />
            ))}
          </div>
        </section>
      )}

      {countView && <ViewBeacon postId={post.id} />}
    </div>
  );
}
