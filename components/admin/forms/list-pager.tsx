import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { buttonSecondary } from '@/components/admin/media/styles';

type Props = {
  /** The navigation's accessible name: 'Paginação das imagens'. */
  label: string;
  pagina: number;
  totalPaginas: number;
  /** After 'Página 2 de 5 · ': the list's total in words ('93 imagens'). */
  summary: string;
  onChange: (pagina: number) => void;
};

/** 'Anterior' and 'Próxima' under a paged admin list, with where the list is; nothing when it fits on one page. */
export function ListPager({ label, pagina, totalPaginas, summary, onChange }: Props) {
  if (totalPaginas <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-sm text-slate-600">
        Página {pagina} de {totalPaginas} · {summary}
      </p>
      <div className="flex gap-2">
        <button type="button" onClick={() => onChange(pagina - 1)} disabled={pagina <= 1} className={buttonSecondary}>
          <ChevronLeftIcon className="h-4 w-4" />
          Anterior
        </button>
        <button type="button" onClick={() => onChange(pagina + 1)} disabled={pagina >= totalPaginas} className={buttonSecondary}>
          Próxima
          <ChevronRightIcon className="h-4 w-4" />
        </button>
      </div>
    </nav>
  );
}
