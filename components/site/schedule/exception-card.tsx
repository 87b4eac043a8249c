import { PostImage } from '@/components/ui/post-image';
import { exceptionRangeText, type GridException } from '@/lib/domain/grid-exceptions';
import { PresenterLinks } from '../presenter-links';

/**
 * One exception of /programacao ("Jogo do Inter", 16:00 – 18:00), rendered on the server and
 * marked "Programação especial": its time (with the dates when it runs across days), its title,
 * the show it puts on air with that show's presenters, its description.
 */
export function ExceptionCard({ exception }: { exception: GridException }) {
  const show = exception.programa;
  return (
    <article className="flex gap-4">
      <div className="w-20 shrink-0 sm:w-28">
        {show?.imagem ? (
          <PostImage src={show.imagem} alt="" size="post-medium" aspect="1/1" sizes="112px" className="rounded-md" />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-md bg-gradient-to-br from-amber-600 to-amber-400 p-1 text-center text-xs font-black uppercase leading-tight text-white sm:text-sm" aria-hidden>
            Especial
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-bold tabular-nums text-brand-700">
          <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-black uppercase tracking-wider text-amber-900">Programação especial</span>
          <span>{exceptionRangeText(exception.inicio, exception.fim)}</span>
        </p>
        <h3 className="text-lg font-extrabold leading-tight text-ink">{exception.titulo}</h3>
        {show && show.nome !== exception.titulo && <p className="mt-0.5 text-sm font-semibold text-ink">{show.nome}</p>}
        {show && <PresenterLinks people={show.apresentadores} className="mt-0.5 text-sm text-muted" />}
        {exception.descricao && <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-muted">{exception.descricao}</p>}
      </div>
    </article>
  );
}
