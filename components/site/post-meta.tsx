import { formatDate, formatTime } from '@/lib/domain/dates';
import { formatNumber } from '@/lib/domain/numbers';
import type { Post } from '@/lib/domain/post';

export function PostMeta({ post, className }: { post: Post; className?: string }) {
  return (
    <p className={className ?? 'flex flex-wrap items-center gap-x-3 text-xs text-muted'}>
      <time dateTime={post.criadoEm}>
        {formatDate(post.criadoEm)} {formatTime(post.criadoEm)}
      </time>
      <span aria-label={`${formatNumber(post.visualizacoes)} visualizações`}>{formatNumber(post.visualizacoes)} visualizações</span>
      {post.hasAudio && <span className="font-semibold text-emerald-700">Áudio</span>}
      {post.hasVideo && <span className="font-semibold text-red-700">Vídeo</span>}
    </p>
  );
}
