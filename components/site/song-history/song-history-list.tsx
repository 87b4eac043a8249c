import clsx from 'clsx';
import { DAY_LABELS } from '@/lib/domain/schedule';
import { dayText, saoPauloWallClock, timeText } from '@/lib/domain/sao-paulo-clock';
import type { SongPlayed } from '@/lib/domain/song-history';

/** The songs grouped by São Paulo day, newest first as given. */
function byDay(songs: readonly SongPlayed[]): { key: string; label: string; songs: SongPlayed[] }[] {
  const days: { key: string; label: string; songs: SongPlayed[] }[] = [];
  for (const song of songs) {
    const wall = saoPauloWallClock(new Date(song.inicio));
    const key = dayText(wall);
    const last = days[days.length - 1];
    if (last?.key === key) last.songs.push(song);
    else days.push({ key, label: `${DAY_LABELS[wall.weekday]}, ${key}`, songs: [song] });
  }
  return days;
}

/**
 * The song history as a list: day headings, then each song with the time it started (São Paulo,
 * SPEC §9's 'HHhMM', the instant in <time datetime>), the title, the artist and the show on air.
 * Rendered on the server only; React escapes every text (titles come from the stream's metadata).
 * `highlightId`: the song found at the minute asked, marked and announced.
 */
export function SongHistoryList({ songs, highlightId = null, onAirId = null }: { songs: readonly SongPlayed[]; highlightId?: number | null; onAirId?: number | null }) {
  return (
    <div className="flex flex-col gap-6">
      {byDay(songs).map((day) => (
        <section key={day.key} aria-label={day.label}>
          <h3 className="mb-2 text-sm font-black uppercase tracking-wide text-muted">{day.label}</h3>
          <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {day.songs.map((song) => {
              const found = song.id === highlightId;
              return (
                <li
                  key={song.id}
                  aria-current={found ? 'true' : undefined}
                  data-testid={found ? 'musica-encontrada' : 'musica'}
                  className={clsx('flex items-start gap-3 px-3 py-3 sm:px-4', found && 'bg-amber-50 ring-2 ring-inset ring-amber-400')}
                >
                  <time dateTime={song.inicio} className="w-12 shrink-0 pt-0.5 text-sm font-bold tabular-nums text-muted">
                    {timeText(saoPauloWallClock(new Date(song.inicio)))}
                  </time>
                  <div className="min-w-0 flex-1">
                    <p className="break-words font-bold leading-snug text-ink">{song.titulo}</p>
                    {song.artista && <p className="break-words text-sm text-muted">{song.artista}</p>}
                    {song.programa && (
                      <p className="mt-1 break-words text-xs text-slate-500">
                        <span className="font-semibold">{song.programa}</span>
                        {song.apresentadores && <> · com {song.apresentadores}</>}
                      </p>
                    )}
                  </div>
                  {found && <span className="shrink-0 rounded bg-amber-400 px-1.5 py-0.5 text-[11px] font-black uppercase tracking-wide text-ink">Tocava</span>}
                  {!found && song.id === onAirId && <span className="shrink-0 rounded bg-live px-1.5 py-0.5 text-[11px] font-black uppercase tracking-wide text-white">No ar</span>}
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
