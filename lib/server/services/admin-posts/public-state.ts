import 'server-only';
import type { PostPublicState } from '@/lib/domain/cache-tags';
import type { PostStatus } from '@/lib/schemas/posts';
import { isPublicAfterSave } from '../redirects/post-moved';

/*
 * What readers see of a post, from the row a write read before it and the values it wrote: the
 * cache expires exactly what the write changed from the pair (tagsForPostChange), right after the
 * commit (expirePostChanges), instead of every page that shows a post. No read of its own: the
 * saves are counted in statements.
 */

/** The columns of a post that decide what readers see of it. */
export type PostVisibleColumns = {
  titulo: string;
  slug: string;
  categoriaId: number;
  status: PostStatus;
  publicadoEm: Date | string | null;
  urgenteAte: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The post as readers see it at `now` with these values (the rule of isPubliclyVisible). */
export function publicStateOf(post: PostVisibleColumns, now: Date): PostPublicState {
  const publicadoEm = post.publicadoEm === null ? null : new Date(post.publicadoEm);
  return {
    publica: isPublicAfterSave(post.status, publicadoEm, now),
    titulo: post.titulo,
    slug: post.slug,
    categoriaId: post.categoriaId,
    status: post.status,
    publicadoEm: iso(post.publicadoEm),
    urgenteAte: iso(post.urgenteAte),
  };
}
