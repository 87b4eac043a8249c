import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { facebookCallbackSchema, facebookPageChoiceSchema } from '@/lib/schemas/settings';
import { SecretBoxError } from '../../crypto/secret-box';
import { requireUser, type ApiContext, type ApiEnv } from '../context';
import { ApiError } from '../errors';
import { parseJsonBody, parseParam } from '../query';
import type { Actor } from '../../services/admin-posts';
import {
  chooseFacebookPage,
  completeFacebookAuthorization,
  disconnectFacebook,
  getFacebookStatus,
  isFacebookConnected,
  MESSAGES,
  retryFacebookShare,
  startFacebookAuthorization,
} from '../../services/facebook';

/** The station's Facebook page connection (issue 6 item 7), admin only; sharing a post again, admins and editors. */

function actor(c: ApiContext): Actor {
  return { user: c.get('user'), ip: c.get('ip') };
}

/** Where the admin's browser is: outside production, the provider sends it back to this origin when SITE_URL is unset. */
function requestOrigin(c: ApiContext): string {
  return new URL(c.req.url).origin;
}

/**
 * The service answers a key it cannot use (ENCRYPTION_KEY changed or invalid) with 400/409 where
 * it can; anything that still slips through is a 409 saying what happened, never a 500.
 */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SecretBoxError) throw new ApiError(409, 'CONEXAO_ILEGIVEL', MESSAGES.unreadable);
    throw error;
  }
}

export const facebookRoutes = new Hono<ApiEnv>()
  .get('/integracoes/facebook', requireUser('admin'), async (c) => c.json(await guarded(() => getFacebookStatus(c.get('db'), actor(c)))))
  // Any staff member: the post form only needs to know whether 'Publicar no Facebook' can work.
  .get('/integracoes/facebook/disponivel', requireUser(), async (c) => c.json(await isFacebookConnected(c.get('db'))))
  .post('/integracoes/facebook/autorizar', requireUser('admin'), async (c) =>
    c.json(await guarded(() => startFacebookAuthorization(c.get('db'), actor(c), requestOrigin(c)))),
  )
  .post('/integracoes/facebook/callback', requireUser('admin'), async (c) => {
    const input = await parseJsonBody(c, facebookCallbackSchema);
    return c.json(await guarded(() => completeFacebookAuthorization(c.get('db'), actor(c), input, requestOrigin(c))));
  })
  .post('/integracoes/facebook/pagina', requireUser('admin'), async (c) => {
    const { pageId } = await parseJsonBody(c, facebookPageChoiceSchema);
    return c.json(await guarded(() => chooseFacebookPage(c.get('db'), actor(c), pageId)));
  })
  .delete('/integracoes/facebook', requireUser('admin'), async (c) => {
    await guarded(() => disconnectFacebook(c.get('db'), actor(c)));
    return c.body(null, 204);
  })
  .post('/postagens/:id/facebook', requireUser('admin', 'editor'), async (c) => {
    const id = parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
    return c.json(await guarded(() => retryFacebookShare(c.get('db'), actor(c), id)));
  });
