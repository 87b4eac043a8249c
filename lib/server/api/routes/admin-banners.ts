import 'server-only';
import { Hono } from 'hono';
import { bannerOrderSchema, bannerSchema } from '@/lib/schemas/banners';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam } from '../query';
import { createBanner, deleteBanner, getAdminBanner, listAdminBanners, reorderBanners, updateBanner } from '../../services/admin-banners';

/** Staff banners: read by any staff member, written by admins and editors. */

function bannerId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de banner inválido.');
}

export const adminBannerRoutes = new Hono<ApiEnv>()
  .get('/banners', requireUser(), async (c) => c.json(await listAdminBanners(c.get('db'))))
  // Before /banners/:id, which would otherwise take 'ordem' for an id.
  .put('/banners/ordem', requireUser('admin', 'editor'), async (c) => {
    const input = await parseJsonBody(c, bannerOrderSchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await reorderBanners(c.get('db'), actorOf(c), input));
  })
  .get('/banners/:id', requireUser(), async (c) => c.json(await getAdminBanner(c.get('db'), bannerId(c))))
  .post('/banners', requireUser('admin', 'editor'), async (c) => {
    const input = await parseJsonBody(c, bannerSchema);
    return c.json(await createBanner(c.get('db'), actorOf(c), input), 201);
  })
  .put('/banners/:id', requireUser('admin', 'editor'), async (c) => {
    const id = bannerId(c);
    const input = await parseJsonBody(c, bannerSchema);
    return c.json(await updateBanner(c.get('db'), actorOf(c), id, input));
  })
  .delete('/banners/:id', requireUser('admin', 'editor'), async (c) => {
    await deleteBanner(c.get('db'), actorOf(c), bannerId(c));
    return c.body(null, 204);
  });
