import clsx from 'clsx';
import { entryAnchor, entryTimeLabel, type CoverageEntry } from '@/lib/domain/live-updates';

/**
 * One entry of a live coverage: its time (Horário de Brasília) and the show on air, then its text.
 * Rendered by the server for the page and by the browser for the entries that arrive later
 * (./live-updates.tsx), so both look the same. `conteudo` is sanitised HTML.
 */
export function CoverageEntryItem({ entry, reference, server = false }: { entry: CoverageEntry; reference: string | null; server?: boolean }) {
  return (
    <li
      id={entryAnchor(entry.id)}
      data-atualizacao={entry.id}
      // The server's entries: the browser may correct or hide them in place (./live-updates.tsx).
      data-servidor={server ? '' : undefined}
      data-versao={entry.atualizadoEm}
      className={clsx(
        'relative scroll-mt-24 border-l-2 pb-8 pl-5 before:absolute before:-left-[7px] before:top-1 before:h-3 before:w-3 before:rounded-full',
        entry.fixada ? 'border-red-600 before:bg-red-600' : 'border-slate-200 before:bg-slate-400',
      )}
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <time dateTime={entry.criadoEm} className="font-black text-red-700">
          {entryTimeLabel(entry.criadoEm, reference)}
        </time>
        {entry.programa && <span className="text-muted">· {entry.programa}</span>}
        {entry.fixada && <span className="rounded-sm bg-red-50 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-red-700">Fixada</span>}
      </p>
      <div className="post-body mt-2" data-corpo dangerouslySetInnerHTML={{ __html: entry.conteudo }} />
    </li>
  );
}
