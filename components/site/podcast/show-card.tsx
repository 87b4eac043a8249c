import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/domain/dates';
import { showPodcastPath, type PodcastShow } from '@/lib/domain/podcast';
import { PodcastArt } from './podcast-art';
import { namesList } from '@/lib/domain/names-list';

/** One show of /podcasts: its art, name, description, how many episodes and the newest one's date. */
export function ShowCard({ show, priority }: { show: PodcastShow; priority?: boolean }) {
  const headingId = `podcast-${show.slug}`;
  return (
    <article aria-labelledby={headingId} className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid="podcast-programa">
      <PodcastArt src={show.imagem} alt={`Imagem do programa ${show.nome}`} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw" priority={priority} className="rounded-none" />
      <div className="card-body">
        <h2 id={headingId} className="text-lg font-extrabold leading-tight text-ink">
          {/* The whole card is the link (::after), the name its text. */}
          <Link href={showPodcastPath(show.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
            {show.nome}
          </Link>
        </h2>
        {show.apresentadores.length > 0 && <p className="text-sm font-semibold text-brand-700">Com {namesList(show.apresentadores.map((person) => person.nome))}</p>}
        {show.descricao && <p className="line-clamp-3 text-sm leading-relaxed text-muted">{show.descricao}</p>}
        <p className="mt-auto pt-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {show.totalEpisodios === 1 ? '1 episódio' : `${show.totalEpisodios.toLocaleString('pt-BR')} episódios`}
          {show.ultimoEpisodioEm && (
            <>
              {' · último em '}
              <time dateTime={show.ultimoEpisodioEm}>{formatDate(show.ultimoEpisodioEm)}</time>
            </>
          )}
        </p>
      </div>
    </article>
  );
}
