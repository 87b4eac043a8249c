import { formatDateTime } from '@/lib/domain/dates';

/**
 * The band on top of a preview link's page: says plainly that the text is not
 * public yet, so whoever was sent the link does not share it as news. No script.
 */
export function PreviewBanner({ expiraEm }: { expiraEm: string | null }) {
  return (
    <aside aria-label="Prévia" className="border-b border-amber-300 bg-amber-100 text-amber-950" data-testid="aviso-previa">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
        <strong className="font-black">Prévia — esta notícia ainda não foi publicada</strong>
        {expiraEm && <span>Este link funciona até {formatDateTime(expiraEm)}.</span>}
      </div>
    </aside>
  );
}
