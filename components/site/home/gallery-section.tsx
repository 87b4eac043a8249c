import { Link } from '@/components/ui/link';
import type { Post } from '@/lib/domain/post';
import { GalleryCard } from '../gallery-card';
import { SectionHeading } from './section-heading';

/** SPEC §2.4 item 9: up to 6 galleries with their photo counts. */
export function GallerySection({ posts, showViews = false }: { posts: Post[]; showViews?: boolean }) {
  return (
    <section aria-labelledby="galeria-de-fotos">
      <SectionHeading id="galeria-de-fotos">Galeria de Fotos</SectionHeading>
      {posts.length === 0 ? (
        <div className="rounded-lg bg-slate-50 p-8 text-center">
          <p className="font-bold text-ink">Nenhuma galeria disponivel no momento</p>
          <p className="mt-1 text-sm text-muted">Em breve teremos novas fotos para compartilhar!</p>
        </div>
      ) : (
        <>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <GalleryCard key={post.id} post={post} showViews={showViews} />
            ))}
          </div>
          <div className="mt-6 text-center">
            <Link href="/galeria-de-fotos" className="inline-flex min-h-11 items-center rounded-full bg-ink px-6 py-2.5 text-sm font-bold text-white hover:bg-slate-700">
              Ver Todas as Galerias
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
