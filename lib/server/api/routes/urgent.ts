import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { postUrgencySchema } from '@/lib/schemas/urgent';
import { actorOf, requireUser, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam } from '../query';
import { getPublicUrgentPost, setPostUrgency } from '../../services/urgent';

/**
 * "Urgente": the public read every page's bar makes, and the list's quick
 * action (same rights as editing the post, checked in the service). The editor's form writes
 * urgenteAte with the rest of the post (PUT /postagens/:id). A write that changes what the bar
 * shows expires its cache tag (urgentBarChanged, lib/domain/cache-tags.ts).
 */
export const urgentRoutes = new Hono<ApiEnv>()
  // Not under /publico/postagens/: a post slugged 'urgente' keeps its own address there.
  .get('/publico/urgente', async (c) => c.json(await getPublicUrgentPost(c.get('db'))))
  .put('/postagens/:id/urgente', requireUser(), async (c) => {
    const id = parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
    const input = await parseJsonBody(c, postUrgencySchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await setPostUrgency(c.get('db'), actorOf(c), id, input));
  });
