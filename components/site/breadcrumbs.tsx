import { Link } from '@/components/ui/link';
import type { Crumb } from '@/lib/domain/structured-data';

/** Visible trail; the last crumb is the current page. Pair it with breadcrumbJsonLd for crawlers. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Trilha de navegação" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  {/* The ::before grows the tap area to 44 px on phones without moving the trail:
                      the page's padding above and the article's margin below leave room for it. */}
                  <Link
                    href={crumb.path}
                    className="tap-area hover:text-brand-700 hover:underline"
                  >
                    {crumb.name}
                  </Link>
                  <span aria-hidden>›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
