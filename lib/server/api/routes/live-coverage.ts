import 'server-only';
import { Hono } from 'hono';
import { coverageActionSchema, coverageEntryCreateSchema, coverageEntryUpdateSchema, publicCoverageQuery } from '@/lib/schemas/live-coverage';
import { idOrSlugParam, idParam } from '@/lib/schemas/public';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import {
  createCoverageEntry,
  deleteCoverageEntry,
  getAdminCoverage,
  getPublicCoverage,
  setCoverageState,
  updateCoverageEntry,
} from '../../services/live-coverage';

/**
 * Live coverage (the calls are listed in lib/schemas/live-coverage.ts). Staff
 * calls need the same rights as editing the post, checked in the service (an autor only on their
 * own posts). A write here expires the post's own page and its polled JSON (lib/domain/cache-tags.ts).
 */

function postId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de postagem inválido.');
}

function entryId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('atualizacaoId'), 'Identificador de atualização inválido.');
}

export const liveCoverageRoutes = new Hono<ApiEnv>()
  .get('/publico/postagens/:slugOrId/atualizacoes', async (c) => {
    const slugOrId = parseParam(idOrSlugParam, c.req.param('slugOrId'), 'Identificador de postagem inválido.');
    return c.json(await getPublicCoverage(c.get('db'), slugOrId, parseQuery(c, publicCoverageQuery)));
  })
  .post('/postagens/:id/cobertura', requireUser(), async (c) => {
    const id = postId(c);
    const { acao } = await parseJsonBody(c, coverageActionSchema, { maxBytes: BODY_LIMITS.small });
    return c.json({ cobertura: await setCoverageState(c.get('db'), actorOf(c), id, acao) });
  })
  .get('/postagens/:id/atualizacoes', requireUser(), async (c) => c.json(await getAdminCoverage(c.get('db'), actorOf(c), postId(c))))
  .post('/postagens/:id/atualizacoes', requireUser(), async (c) => {
    const id = postId(c);
    const input = await parseJsonBody(c, coverageEntryCreateSchema, { maxBytes: BODY_LIMITS.default * 4 });
    return c.json(await createCoverageEntry(c.get('db'), actorOf(c), id, input), 201);
  })
  .patch('/postagens/:id/atualizacoes/:atualizacaoId', requireUser(), async (c) => {
    const id = postId(c);
    const atualizacao = entryId(c);
    const input = await parseJsonBody(c, coverageEntryUpdateSchema, { maxBytes: BODY_LIMITS.default * 4 });
    return c.json(await updateCoverageEntry(c.get('db'), actorOf(c), id, atualizacao, input));
  })
  .delete('/postagens/:id/atualizacoes/:atualizacaoId', requireUser(), async (c) => {
    await deleteCoverageEntry(c.get('db'), actorOf(c), postId(c), entryId(c));
    return c.body(null, 204);
  });
