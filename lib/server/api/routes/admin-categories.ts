import 'server-only';
import { Hono } from 'hono';
import { categorySchema } from '@/lib/schemas/categories';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam } from '../query';
import { createCategory, deleteCategory, listAdminCategories, updateCategory } from '../../services/admin-categories';

/** Staff categories: read by any staff member, written by admins and editors. */

function categoryId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de categoria inválido.');
}

export const categoryRoutes = new Hono<ApiEnv>()
  .get('/categorias', requireUser(), async (c) => c.json(await listAdminCategories(c.get('db'))))
  .post('/categorias', requireUser('admin', 'editor'), async (c) => {
    const input = await parseJsonBody(c, categorySchema);
    return c.json(await createCategory(c.get('db'), actorOf(c), input), 201);
  })
  .put('/categorias/:id', requireUser('admin', 'editor'), async (c) => {
    const id = categoryId(c);
    const input = await parseJsonBody(c, categorySchema);
    return c.json(await updateCategory(c.get('db'), actorOf(c), id, input));
  })
  .delete('/categorias/:id', requireUser('admin', 'editor'), async (c) => {
    await deleteCategory(c.get('db'), actorOf(c), categoryId(c));
    return c.body(null, 204);
  });
