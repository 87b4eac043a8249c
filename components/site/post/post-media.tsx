import { LazyListenCard } from '@/components/site/player/lazy-listen-card';
import { HeadphonesIcon, VideoIcon } from '@/components/ui/icons';
import type { OnDemandItem } from '@/lib/domain/on-demand';
import { videoFacadeHtml } from '@/lib/domain/video-facade';
import type { MediaItem } from './media-list';

type Props = {
  items: MediaItem[];
  title: string;
  /** What the bottom player and the lock screen show for the post's audio. */
  about: Pick<OnDemandItem, 'artwork' | 'href'>;
};

/**
 * Players for the post's audio and video that the body itself does not embed. The audio plays in
 * the site's one bottom player (it keeps playing through navigation); a video plays here.
 */
export function PostMedia({ items, title, about }: Props) {
  if (items.length === 0) return null;
  const audios = items.filter((item) => item.kind === 'audio');
  const videos = items.filter((item) => item.kind !== 'audio');
  return (
    <section aria-label="Mídia da reportagem" className="mt-6 flex flex-col gap-4">
      {audios.map((item, index) => {
        const caption = audios.length > 1 ? `Áudio da reportagem (${index + 1} de ${audios.length})` : 'Áudio da reportagem';
        return (
          <figure key={item.src}>
            <figcaption className="mb-2 flex items-center gap-2 text-sm font-bold text-ink">
              <HeadphonesIcon className="h-4 w-4 text-brand-700" />
              {caption}
            </figcaption>
            <LazyListenCard item={{ id: item.src, src: item.src, title, showName: caption, ...about }} label="Ouvir o áudio" downloadLabel="Baixar o áudio da reportagem" />
          </figure>
        );
      })}
      {videos.map((item, index) => {
        const label = videos.length > 1 ? `Vídeo da reportagem (${index + 1} de ${videos.length})` : 'Vídeo da reportagem';
        return (
          <figure key={item.src} className="overflow-hidden rounded-lg bg-slate-900">
            {item.kind === 'youtube' ? (
              <div dangerouslySetInnerHTML={{ __html: videoFacadeHtml(item.src, `${label}: ${title}`) ?? '' }} />
            ) : (
              <video controls preload="metadata" src={item.src} className="block aspect-video w-full bg-black" aria-label={label}>
                <a href={item.src}>Baixar o vídeo da reportagem</a>
              </video>
            )}
            <figcaption className="flex items-center gap-2 bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
              <VideoIcon className="h-4 w-4" />
              {label}
            </figcaption>
          </figure>
        );
      })}
    </section>
  );
}
