import clsx from 'clsx';
import { Link } from '@/components/ui/link';
import { normalizeHexColor } from '@/lib/domain/color';
import type { MostRead } from '@/lib/domain/most-read';
import { postPath } from '@/lib/domain/post';
import { SectionHeading } from './home/section-heading';

const PERIOD_TEXT = { '24h': 'Nas últimas 24 horas', '7d': 'Nos últimos 7 dias' } as const;

/**
 * "Mais lidas": the ranking, numbered, each title linked and marked with its
 * category's colour. Server-rendered into the cached page (no client code); nothing at all when
 * there is no ranking (a backend without the read, or no views yet).
 */
export function MostReadBlock({ mostRead, className }: { mostRead: MostRead | null; className?: string }) {
  if (!mostRead || mostRead.posts.length === 0) return null;
  return (
    <section aria-labelledby="mais-lidas" className={clsx('panel', className)} data-testid="mais-lidas">
      <SectionHeading id="mais-lidas">Mais lidas</SectionHeading>
      <ol className="divide-y divide-slate-200">
        {mostRead.posts.map((post, index) => (
          <li key={post.id} className="rank-item" data-testid="mais-lidas-item">
            {/* The list itself tells assistive technology the position. */}
            <span aria-hidden className="rank-number">
              {index + 1}
            </span>
            <div className="rank-text" style={{ borderLeftColor: normalizeHexColor(post.categoriaCor) }}>
              {post.categoria && <p className="rank-category">{post.categoria}</p>}
              <h3 className="list-title">
                {/* Stretched over the item: one tap target, not a line of text. */}
                <Link href={postPath(post)} className="stretched-link">
                  {post.titulo}
                </Link>
              </h3>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted">{PERIOD_TEXT[mostRead.periodo]}</p>
    </section>
  );
}
