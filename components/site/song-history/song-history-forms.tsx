import { SONG_HISTORY_PAGE_PATH, SONG_SEARCH_MAX_LENGTH } from '@/lib/domain/song-history';

const inputClass = 'min-h-11 min-w-0 rounded-md border border-slate-300 bg-white px-3 py-2 text-ink';
const buttonClass = 'min-h-11 shrink-0 rounded-md bg-brand-700 px-4 font-bold text-white hover:bg-brand-600';

/**
 * The two questions of /tocou, as plain GET forms (a document navigation, rendered by the server:
 * no script): a search by artist or title, and "what played at this minute?".
 */
export function SongHistoryForms({ busca = '', data = '', hora = '' }: { busca?: string; data?: string; hora?: string }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form action={SONG_HISTORY_PAGE_PATH} method="get" role="search" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4">
        <label htmlFor="tocou-busca" className="font-bold text-ink">
          Buscar por artista ou música
        </label>
        <div className="flex gap-2">
          <input
            id="tocou-busca"
            name="busca"
            type="search"
            required
            maxLength={SONG_SEARCH_MAX_LENGTH}
            defaultValue={busca}
            placeholder="Ex.: Elis Regina"
            className={`${inputClass} flex-1`}
          />
          <button type="submit" className={buttonClass}>
            Buscar
          </button>
        </div>
      </form>
      <form action={SONG_HISTORY_PAGE_PATH} method="get" className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4" aria-labelledby="tocou-momento">
        <p id="tocou-momento" className="font-bold text-ink">
          O que tocou às…? <span className="font-normal text-muted">(horário de Brasília)</span>
        </p>
        <div className="flex flex-wrap gap-2">
          <label className="sr-only" htmlFor="tocou-data">
            Data
          </label>
          <input id="tocou-data" name="data" type="date" required defaultValue={data} className={`${inputClass} flex-1`} />
          <label className="sr-only" htmlFor="tocou-hora">
            Hora
          </label>
          <input id="tocou-hora" name="hora" type="time" required defaultValue={hora} className={`${inputClass} w-32`} />
          <button type="submit" className={buttonClass}>
            Ver
          </button>
        </div>
      </form>
    </div>
  );
}
