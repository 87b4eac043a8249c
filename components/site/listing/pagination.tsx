import { Link } from '@/components/ui/link';
import clsx from 'clsx';
import { pageWindow } from '@/lib/domain/pagination';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';

/**
 * Plain links: pagination works without JavaScript and every page is crawlable. `prefetch` false:
 * the router fetches a page only when it is opened (a search's pages each cost a render).
 */
export function Pagination({ current, totalPages, hrefFor, prefetch }: { current: number; totalPages: number; hrefFor: (page: number) => string; prefetch?: false }) {
  if (totalPages <= 1) return null;
  const item = 'page-link';
  return (
    <nav aria-label="Paginação" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} rel="prev" prefetch={prefetch} className={clsx(item, 'gap-1 border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700')}>
          <ChevronLeftIcon className="h-4 w-4" />
          Anterior
        </Link>
      ) : null}
      <ol className="flex flex-wrap items-center gap-1">
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                prefetch={prefetch}
                aria-label={`Página ${page}`}
                aria-current={page === current ? 'page' : undefined}
                className={clsx(
                  item,
                  page === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700',
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < totalPages ? (
        <Link href={hrefFor(current + 1)} rel="next" prefetch={prefetch} className={clsx(item, 'gap-1 border-slate-300 bg-white text-ink hover:border-brand-600 hover:text-brand-700')}>
          Próxima
          <ChevronRightIcon className="h-4 w-4" />
        </Link>
      ) : null}
    </nav>
  );
}
