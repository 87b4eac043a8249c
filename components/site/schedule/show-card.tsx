import { PostImage } from '@/components/ui/post-image';
import { minuteText, timeRangeText, type GridShow, type ScheduleSlot } from '@/lib/domain/schedule';
import { PresenterLinks } from '../presenter-links';

/**
 * One show of /programacao in one of its slots, rendered on the server: image (or the start time
 * on the station's colour), time range, name, presenters linked to their card on /equipe,
 * description. The same card is listed under each of the slot's days, so it carries no id.
 */
export function ShowCard({ show, slot }: { show: GridShow; slot: ScheduleSlot }) {
  const inicio = minuteText(slot.inicioMinuto);
  return (
    <article className="flex gap-4">
      {/* Square, as show covers are (podcast apps ask for square art). */}
      <div className="w-20 shrink-0 sm:w-28">
        {show.imagem ? (
          <PostImage src={show.imagem} alt="" size="post-medium" aspect="1/1" sizes="112px" className="rounded-md" />
        ) : (
          <div className="flex aspect-square items-center justify-center rounded-md bg-gradient-to-br from-brand-900 to-brand-600 text-lg font-black tabular-nums text-white sm:text-2xl" aria-hidden>
            {inicio}
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold tabular-nums text-brand-700">{timeRangeText(slot)}</p>
        <h3 className="text-lg font-extrabold leading-tight text-ink">{show.nome}</h3>
        <PresenterLinks people={show.apresentadores} className="mt-0.5 text-sm text-muted" />
        {show.descricao && <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-muted">{show.descricao}</p>}
      </div>
    </article>
  );
}
