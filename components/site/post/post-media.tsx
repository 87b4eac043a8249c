import { HeadphonesIcon, VideoIcon } from '@/components/ui/icons';
import type { MediaItem } from './media-list';

/** Players for the post's audio and video that the body itself does not embed. */
export function PostMedia({ items, title }: { items: MediaItem[]; title: string }) {
  if (items.length === 0) return null;
  const audios = items.filter((item) => item.kind === 'audio');
  const videos = items.filter((item) => item.kind !== 'audio');
  return (
    <section aria-label="Mídia da reportagem" className="mt-6 flex flex-col gap-4">
      {audios.map((item, index) => (
        <figure key={item.src} className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <figcaption className="mb-2 flex items-center gap-2 text-sm font-bold text-ink">
            <HeadphonesIcon className="h-4 w-4 text-brand-700" />
            {audios.length > 1 ? `Áudio da reportagem (${index + 1} de ${audios.length})` : 'Áudio da reportagem'}
          </figcaption>
          <audio controls preload="none" src={item.src} className="w-full" aria-label="Áudio da reportagem">
            <a href={item.src}>Baixar o áudio da reportagem</a>
          </audio>
        </figure>
      ))}
      {videos.map((item, index) => {
        const label = videos.length > 1 ? `Vídeo da reportagem (${index + 1} de ${videos.length})` : 'Vídeo da reportagem';
        return (
          <figure key={item.src} className="overflow-hidden rounded-lg bg-slate-900">
            {item.kind === 'youtube' ? (
              <iframe
                src={item.src}
                title={`${label}: ${title}`}
                loading="lazy"
                allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                className="block aspect-video w-full border-0"
              />
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
