'use client';

import { saoPauloWallClock, timeText } from '@/lib/domain/sao-paulo-clock';
import { useNowPlaying } from '@/lib/hooks/use-now-playing';

/** The list of 'Tocou na {brand}', filled in the browser from the page's shared now-playing store. */
export function RecentSongsList() {
  const { atual, historico, carregado } = useNowPlaying(true);
  if (historico.length === 0) {
    return carregado ? <p className="py-6 text-center text-sm text-muted">Nenhuma música registrada ainda. Elas aparecem aqui assim que começarem a tocar.</p> : null;
  }
  return (
    <ol className="divide-y divide-slate-200">
      {historico.map((song, index) => {
        const onAir = index === 0 && atual !== null && atual.inicioEm === song.inicioEm;
        return (
          <li key={`${song.inicioEm}|${song.texto}`} className="flex items-start gap-3 py-2.5">
            <time dateTime={song.inicioEm} className="w-11 shrink-0 pt-0.5 text-xs font-bold tabular-nums text-muted">
              {timeText(saoPauloWallClock(new Date(song.inicioEm)))}
            </time>
            <div className="min-w-0 flex-1">
              <p className="list-title break-words text-ink">{song.titulo}</p>
              {song.artista && <p className="break-words text-sm text-muted">{song.artista}</p>}
            </div>
            {onAir && <span className="shrink-0 rounded bg-live px-1.5 py-0.5 text-[10px] font-black uppercase tracking-wide text-white">No ar</span>}
          </li>
        );
      })}
    </ol>
  );
}
