import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { positiveIntParam } from '@/lib/schemas/common';
import { MAX_PAGE_LIMIT } from '@/lib/domain/constants';
import { ADMIN_POST_SORTS, createPostSchema, POST_STATUSES, postBatchSchema, updatePostSchema } from '@/lib/schemas/posts';
import { idParam } from '@/lib/schemas/public';
import { reviewListFilter } from '@/lib/schemas/post-review';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { applyPostBatch } from '../../services/admin-posts/apply-batch';
import { createPost } from '../../services/admin-posts/create-post';
import { deletePost } from '../../services/admin-posts/delete-post';
import { duplicatePost } from '../../services/admin-posts/duplicate-post';
import { getAdminPost } from '../../services/admin-posts/get-post';
import { listAdminPosts, listPostAuthors } from '../../services/admin-posts/list-posts';
import { checkSlugAvailability } from '../../services/admin-posts/slugs';
import { updatePost } from '../../services/admin-posts/update-post';

/** Staff posts: any staff member; an autor only reaches their own posts. */

const DEFAULT_ADMIN_PAGE_SIZE = 20;

// A filter left on "Todos" arrives as an empty parameter: that is no filter, not an error.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const adminPostListQuery = z.object({
  busca: optional(z.string().trim().max(200, 'A busca pode ter no máximo 200 caracteres.')),
  status: optional(z.enum(POST_STATUSES, { error: `status deve ser um de: ${POST_STATUSES.join(', ')}.` })),
  categoriaId: optional(positiveIntParam('categoriaId')),
  autorId: optional(positiveIntParam('autorId')),
  revisao: optional(reviewListFilter),
  ordenarPor: optional(z.enum(ADMIN_POST_SORTS, { error: `ordenarPor deve ser um de: ${ADMIN_POST_SORTS.join(', ')}.` })),
  direcao: optional(z.enum(['asc', 'desc'], { error: 'direcao deve ser asc ou desc.' })),
  pagina: optional(positiveIntParam('pagina')).transform((n) => n ?? 1),
  // Clamped rather than refused: a client asking for more just gets the cap.
  limite: optional(positiveIntParam('limite')).transform((n) => Math.min(n ?? DEFAULT_ADMIN_PAGE_SIZE, MAX_PAGE_LIMIT)),
});

const slugQuery = z.object({
  slug: z.string({ error: 'Informe o endereço (slug).' }).max(300, 'O endereço (slug) é longo demais.'),
  ignorarId: optional(positiveIntParam('ignorarId')),
});

function postId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
}

// Fixed paths come before /postagens/:id, which would otherwise take 'slug' and 'autores' for ids.
export const postRoutes = new Hono<ApiEnv>()
  .get('/postagens', requireUser(), async (c) => c.json(await listAdminPosts(c.get('db'), c.get('user'), parseQuery(c, adminPostListQuery))))
  .get('/postagens/autores', requireUser(), async (c) => c.json(await listPostAuthors(c.get('db'), c.get('user'))))
  .get('/postagens/slug', requireUser(), async (c) => {
    const { slug, ignorarId } = parseQuery(c, slugQuery);
    return c.json(await checkSlugAvailability(c.get('db'), slug, ignorarId ?? null));
  })
  // Bulk actions and the list's quick status change: per-post rules and results in the service.
  .post('/postagens/lote', requireUser(), async (c) => c.json(await applyPostBatch(c.get('db'), actorOf(c), await parseJsonBody(c, postBatchSchema))))
  .post('/postagens', requireUser(), async (c) => {
    const input = await parseJsonBody(c, createPostSchema, { maxBytes: BODY_LIMITS.post });
    return c.json(await createPost(c.get('db'), actorOf(c), input), 201);
  })
  .get('/postagens/:id', requireUser(), async (c) => c.json(await getAdminPost(c.get('db'), c.get('user'), postId(c))))
  .put('/postagens/:id', requireUser(), async (c) => {
    const input = await parseJsonBody(c, updatePostSchema, { maxBytes: BODY_LIMITS.post });
    return c.json(await updatePost(c.get('db'), actorOf(c), postId(c), input));
  })
  .delete('/postagens/:id', requireUser(), async (c) => {
    await deletePost(c.get('db'), actorOf(c), postId(c));
    return c.body(null, 204);
  })
  .post('/postagens/:id/duplicar', requireUser(), async (c) => c.json(await duplicatePost(c.get('db'), actorOf(c), postId(c)), 201));
