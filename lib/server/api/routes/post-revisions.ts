import 'server-only';
import { Hono } from 'hono';
import { autosaveSchema, restoreRevisionSchema } from '@/lib/schemas/post-revisions';
import { idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam } from '../query';
import { discardAutosave, getAutosave, saveAutosave } from '../../services/admin-posts/autosave';
import { restorePostRevision } from '../../services/admin-posts/restore-revision';
import { getPostRevision, listPostRevisions } from '../../services/admin-posts/revisions';

/**
 * A post's history and autosave: whoever may edit the post (an autor only their own,
 * checked again in the services). A restore is a save of the post, so it expires the post's pages
 * like any write under /postagens; an autosave changes nothing public and expires nothing
 * (lib/domain/cache-tags.ts).
 */

const postId = (c: ApiContext) => parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
const revisionId = (c: ApiContext) => parseParam(idParam, c.req.param('rid'), 'Identificador de versão inválido.');

export const postRevisionRoutes = new Hono<ApiEnv>()
  .get('/postagens/:id/revisoes', requireUser(), async (c) => c.json(await listPostRevisions(c.get('db'), c.get('user'), postId(c))))
  .get('/postagens/:id/revisoes/:rid', requireUser(), async (c) => c.json(await getPostRevision(c.get('db'), c.get('user'), postId(c), revisionId(c))))
  .post('/postagens/:id/revisoes/:rid/restaurar', requireUser(), async (c) => {
    const id = postId(c);
    const rid = revisionId(c);
    const input = await parseJsonBody(c, restoreRevisionSchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await restorePostRevision(c.get('db'), actorOf(c), id, rid, input));
  })
  // null rather than 404 when there is none: opening any post asks, and "none" is the usual answer.
  .get('/postagens/:id/autosalvamento', requireUser(), async (c) => c.json(await getAutosave(c.get('db'), c.get('user'), postId(c))))
  .put('/postagens/:id/autosalvamento', requireUser(), async (c) => {
    const id = postId(c);
    const input = await parseJsonBody(c, autosaveSchema, { maxBytes: BODY_LIMITS.post });
    return c.json(await saveAutosave(c.get('db'), actorOf(c), id, input));
  })
  .delete('/postagens/:id/autosalvamento', requireUser(), async (c) => {
    await discardAutosave(c.get('db'), c.get('user'), postId(c));
    return c.body(null, 204);
  });
