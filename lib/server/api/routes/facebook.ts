import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { facebookCallbackSchema, facebookPageChoiceSchema } from '@/lib/schemas/settings';
import { requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam } from '../query';
import type { Actor } from '../../services/admin-posts';
import {
  chooseFacebookPage,
  completeFacebookAuthorization,
  disconnectFacebook,
  getFacebookStatus,
  isFacebookConnected,
  retryFacebookShare,
  startFacebookAuthorization,
} from '../../services/facebook';

/** The station's Facebook page connection (issue 6 item 7), admin only; sharing a post again, admins and editors. */

function actor(c: ApiContext): Actor {
  return { user: c.get('user'), ip: c.get('ip') };
}

/** Where the admin's browser is: the provider sends it back to this origin (unless SITE_URL says otherwise). */
function requestOrigin(c: ApiContext): string {
  return new URL(c.req.url).origin;
}

export const facebookRoutes = new Hono<ApiEnv>()
  .get('/integracoes/facebook', requireUser('admin'), async (c) => c.json(await getFacebookStatus(c.get('db'), actor(c))))
  // Any staff member: the post form only needs to know whether 'Publicar no Facebook' can work.
  .get('/integracoes/facebook/disponivel', requireUser(), async (c) => c.json(await isFacebookConnected(c.get('db'))))
  .post('/integracoes/facebook/autorizar', requireUser('admin'), async (c) =>
    c.json(await startFacebookAuthorization(c.get('db'), actor(c), requestOrigin(c))),
  )
  .post('/integracoes/facebook/callback', requireUser('admin'), async (c) => {
    const input = await parseJsonBody(c, facebookCallbackSchema);
    return c.json(await completeFacebookAuthorization(c.get('db'), actor(c), input, requestOrigin(c)));
  })
  .post('/integracoes/facebook/pagina', requireUser('admin'), async (c) => {
    const { pageId } = await parseJsonBody(c, facebookPageChoiceSchema);
    return c.json(await chooseFacebookPage(c.get('db'), actor(c), pageId));
  })
  .delete('/integracoes/facebook', requireUser('admin'), async (c) => {
    await disconnectFacebook(c.get('db'), actor(c));
    return c.body(null, 204);
  })
  .post('/postagens/:id/facebook', requireUser('admin', 'editor'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
    return c.json(await retryFacebookShare(c.get('db'), actor(c), id));
  });
