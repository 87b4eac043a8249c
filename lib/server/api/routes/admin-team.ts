import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { teamMemberSchema, teamOrderSchema } from '@/lib/schemas/team';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam } from '../query';
import {
  createTeamMember,
  deleteTeamMember,
  getAdminTeamMember,
  listAdminTeam,
  reorderTeam,
  updateTeamMember,
} from '../../services/admin-team';

/**
 * Staff team members: read by any staff member, written by admins and editors.
 * The ids are numeric in the path ({[0-9]+}), so /equipe/opcoes (the post form's options,
 * registered earlier) and /equipe/ordem never meet /equipe/:id.
 */

function memberId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de membro da equipe inválido.');
}

const WRITERS = ['admin', 'editor'] as const;

export const adminTeamRoutes = new Hono<ApiEnv>()
  .get('/equipe', requireUser(), async (c) => c.json(await listAdminTeam(c.get('db'))))
  .put('/equipe/ordem', requireUser(...WRITERS), async (c) => {
    const { ids } = await parseJsonBody(c, teamOrderSchema, { maxBytes: BODY_LIMITS.small });
    return c.json(await reorderTeam(c.get('db'), actorOf(c), ids));
  })
  .get('/equipe/:id{[0-9]+}', requireUser(), async (c) => c.json(await getAdminTeamMember(c.get('db'), memberId(c))))
  .post('/equipe', requireUser(...WRITERS), async (c) => {
    const input = await parseJsonBody(c, teamMemberSchema);
    return c.json(await createTeamMember(c.get('db'), actorOf(c), input), 201);
  })
  .put('/equipe/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    const id = memberId(c);
    const input = await parseJsonBody(c, teamMemberSchema);
    return c.json(await updateTeamMember(c.get('db'), actorOf(c), id, input));
  })
  .delete('/equipe/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    await deleteTeamMember(c.get('db'), actorOf(c), memberId(c));
    return c.body(null, 204);
  });
