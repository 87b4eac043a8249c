import { formatNumber } from '@/lib/domain/numbers';
import type { Post } from '@/lib/domain/post';
import { EyeIcon, HeadphonesIcon, VideoIcon } from '@/components/ui/icons';
import { RelativeTime } from '../relative-time';

/**
 * Date, views and the audio/video marks of a card (SPEC §2.4 item 4). The view count only when
 * the station shows it to readers (setting postagens.mostrarVisualizacoes, off by default).
 */
export function PostMetaLine({ post, light, showViews = false }: { post: Post; light?: boolean; showViews?: boolean }) {
  return (
    <p className={light ? 'meta-line text-white/85' : 'meta-line'}>
      <RelativeTime iso={post.criadoEm} />
      {showViews && (
        <span className="inline-flex items-center gap-1" data-testid="card-views">
          <EyeIcon className="h-3.5 w-3.5" />
          <span className="sr-only">Visualizações:</span>
          {formatNumber(post.visualizacoes)}
        </span>
      )}
      {post.hasAudio && (
        <span className="inline-flex items-center gap-1 font-semibold" title="Contém áudio">
          <HeadphonesIcon className="h-3.5 w-3.5" />
          <span className="sr-only">Contém áudio</span>
        </span>
      )}
      {post.hasVideo && (
        <span className="inline-flex items-center gap-1 font-semibold" title="Contém vídeo">
          <VideoIcon className="h-3.5 w-3.5" />
          <span className="sr-only">Contém vídeo</span>
        </span>
      )}
    </p>
  );
}
