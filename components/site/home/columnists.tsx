import { Link } from '@/components/ui/link';
import { postPath, type Post } from '@/lib/domain/post';
import { PostImage } from '@/components/ui/post-image';
import { RelativeTime } from '../relative-time';
import { SectionHeading } from './section-heading';

/** SPEC §2.4 item 6: the first column large with its image (or the columnist's avatar), the rest as titles. */
export function Columnists({ posts, categorySlug }: { posts: Post[]; categorySlug: string }) {
  const [first, ...rest] = posts;
  return (
    <section aria-labelledby="colunistas" className="panel">
      <SectionHeading id="colunistas">Colunistas</SectionHeading>
      {!first ? (
        <div className="py-6 text-center">
          <p className="font-bold text-ink">Nenhuma coluna disponível</p>
          <p className="mt-1 text-sm text-muted">Volte em breve para conferir novas opiniões.</p>
        </div>
      ) : (
        <>
          <article className="group relative">
            <div className="overflow-hidden rounded-md">
              <PostImage src={first.imagemUrl} focus={first.imagemFoco} alt="" size="post-thumb" aspect="4/3" sizes="(min-width: 1024px) 360px, 100vw" />
            </div>
            {first.membroEquipe && (
              <p className="mt-2 text-xs font-bold uppercase tracking-wide text-brand-700">
                {first.membroEquipe.nome}
                {first.membroEquipe.cargo && <span className="font-medium normal-case text-muted"> · {first.membroEquipe.cargo}</span>}
              </p>
            )}
            <h3 className="mt-1 text-lg font-extrabold leading-snug">
              {/* Stretched over the column: one tap target, not a line of text. */}
              <Link href={postPath(first)} className="stretched-link">
                {first.titulo}
              </Link>
            </h3>
            <RelativeTime iso={first.criadoEm} className="list-date" />
          </article>
          <ul className="mt-3 divide-y divide-slate-200">
            {rest.map((post) => (
              <li key={post.id} className="relative py-3">
                <h3 className="list-title">
                  <Link href={postPath(post)} className="stretched-link">
                    {post.titulo}
                  </Link>
                </h3>
                <RelativeTime iso={post.criadoEm} className="list-date" />
              </li>
            ))}
          </ul>
        </>
      )}
      <Link href={`/${categorySlug}`} className="mt-1 inline-flex min-h-11 items-center text-sm font-bold text-brand-700 hover:underline">
        Ver mais...
      </Link>
    </section>
  );
}
