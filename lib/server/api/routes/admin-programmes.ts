import 'server-only';
import { Hono } from 'hono';
import { idParam } from '@/lib/schemas/public';
import { programmeSchema } from '@/lib/schemas/programmes';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam } from '../query';
import { createProgramme, deleteProgramme, getAdminProgramme, listAdminProgrammes, updateProgramme } from '../../services/admin-programmes';

/**
 * The programme grid in the panel: read by any staff member, written by admins
 * and editors. Ids are numeric in the path ({[0-9]+}) and bounded like every other id.
 */

function programmeId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de programa inválido.');
}

const WRITERS = ['admin', 'editor'] as const;

export const adminProgrammeRoutes = new Hono<ApiEnv>()
  .get('/programas', requireUser(), async (c) => c.json(await listAdminProgrammes(c.get('db'))))
  .get('/programas/:id{[0-9]+}', requireUser(), async (c) => c.json(await getAdminProgramme(c.get('db'), programmeId(c))))
  .post('/programas', requireUser(...WRITERS), async (c) => {
    const input = await parseJsonBody(c, programmeSchema);
    return c.json(await createProgramme(c.get('db'), actorOf(c), input), 201);
  })
  .put('/programas/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    const id = programmeId(c);
    const input = await parseJsonBody(c, programmeSchema);
    return c.json(await updateProgramme(c.get('db'), actorOf(c), id, input));
  })
  .delete('/programas/:id{[0-9]+}', requireUser(...WRITERS), async (c) => {
    await deleteProgramme(c.get('db'), actorOf(c), programmeId(c));
    return c.body(null, 204);
  });
