import { Link } from '@/components/ui/link';
import { formatDate, formatTime } from '@/lib/domain/dates';
import { durationLabel, episodePath, formatDuration, type PodcastEpisode } from '@/lib/domain/podcast';
import { ClockIcon } from '@/components/ui/icons';

/** A show's episodes, newest first: title, date and time in São Paulo, duration and the start of the description. */
export function EpisodeList({ programa, episodes, label = 'Episódios' }: { programa: string; episodes: PodcastEpisode[]; label?: string }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label={label}>
      {episodes.map((episode) => (
        <li key={episode.id} className="relative flex flex-col gap-1 p-4 hover:bg-slate-50" data-testid="podcast-episodio">
          <h3 className="text-base font-bold leading-snug text-ink">
            <Link href={episodePath(programa, episode.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
              {episode.titulo}
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <time dateTime={episode.publicadoEm}>
              {formatDate(episode.publicadoEm)} às {formatTime(episode.publicadoEm)}
            </time>
            {episode.duracaoSegundos > 0 && (
              <span className="inline-flex items-center gap-1" title={formatDuration(episode.duracaoSegundos)}>
                <ClockIcon className="h-3.5 w-3.5" />
                {durationLabel(episode.duracaoSegundos)}
              </span>
            )}
            {episode.explicito && <span className="rounded bg-slate-800 px-1.5 py-0.5 text-[11px] font-bold uppercase text-white">Explícito</span>}
          </p>
          {episode.descricao && <p className="card-summary">{episode.descricao}</p>}
        </li>
      ))}
    </ol>
  );
}
