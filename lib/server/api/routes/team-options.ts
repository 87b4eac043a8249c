import 'server-only';
import { Hono } from 'hono';
import { requireUser, type ApiEnv } from '../context';
import { listTeamMemberOptions } from '../../services/team-options';

/** The post form's team-member select: active members, any staff member may read them. */
export const teamOptionRoutes = new Hono<ApiEnv>().get('/equipe/opcoes', requireUser(), async (c) => c.json(await listTeamMemberOptions(c.get('db'))));
