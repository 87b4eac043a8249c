import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { facebookCallbackSchema, facebookPageChoiceSchema } from '@/lib/schemas/settings';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam } from '../query';
import {
  chooseFacebookPage,
  completeFacebookAuthorization,
  disconnectFacebook,
  getFacebookStatus,
  isFacebookConnected,
  startFacebookAuthorization,
} from '../../services/facebook/connection';
import { retryFacebookShare } from '../../services/facebook/share-post';

/** The station's Facebook page connection, admin only; sharing a post again, admins and editors. */

/** Where the admin's browser is: outside production, the provider sends it back to this origin when SITE_URL is unset. */
function requestOrigin(c: ApiContext): string {
  return new URL(c.req.url).origin;
}

export const facebookRoutes = new Hono<ApiEnv>()
  .get('/integracoes/facebook', requireUser('admin'), async (c) => c.json(await getFacebookStatus(c.get('db'), actorOf(c))))
  // Any staff member: the post form only needs to know whether 'Publicar no Facebook' can work.
  .get('/integracoes/facebook/disponivel', requireUser(), async (c) => c.json(await isFacebookConnected(c.get('db'))))
  .post('/integracoes/facebook/autorizar', requireUser('admin'), async (c) =>
    c.json(await startFacebookAuthorization(c.get('db'), actorOf(c), requestOrigin(c))),
  )
  .post('/integracoes/facebook/callback', requireUser('admin'), async (c) => {
    const input = await parseJsonBody(c, facebookCallbackSchema);
    return c.json(await completeFacebookAuthorization(c.get('db'), actorOf(c), input, requestOrigin(c)));
  })
  .post('/integracoes/facebook/pagina', requireUser('admin'), async (c) => {
    const { pageId } = await parseJsonBody(c, facebookPageChoiceSchema);
    return c.json(await chooseFacebookPage(c.get('db'), actorOf(c), pageId));
  })
  .delete('/integracoes/facebook', requireUser('admin'), async (c) => {
    await disconnectFacebook(c.get('db'), actorOf(c));
    return c.body(null, 204);
  })
  .post('/postagens/:id/facebook', requireUser('admin', 'editor'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
    return c.json(await retryFacebookShare(c.get('db'), actorOf(c), id));
  });
