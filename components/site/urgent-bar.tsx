import { Link } from '@/components/ui/link';
import type { UrgentPost } from '@/lib/domain/urgent';

/**
 * "Urgente": a red bar on top of every public page with the urgent post's title,
 * linked. Rendered by the server into the cached pages (no script); the scheduler expires them when
 * the urgency ends, and any post write when it changes.
 */
export function UrgentBar({ post }: { post: UrgentPost }) {
  return (
    <aside aria-label="Urgente" className="bg-red-700 text-white" data-testid="barra-urgente">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4">
        <span className="shrink-0 rounded-sm bg-white px-2 py-0.5 text-xs font-black tracking-wider text-red-700">URGENTE</span>
        {/* 44 px tall: the whole line is the tap target on a phone. */}
        <Link href={post.href} className="block min-w-0 truncate py-3 text-sm font-bold leading-5 hover:underline sm:text-base sm:leading-5">
          {post.titulo}
        </Link>
      </div>
    </aside>
  );
}
