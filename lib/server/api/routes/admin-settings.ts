import 'server-only';
import { Hono } from 'hono';
import { settingsUpdateSchema, type SettingsUpdateInput } from '@/lib/schemas/settings';
import { actorOf, requireUser, type ApiEnv } from '../context';
import { BODY_LIMITS } from '../body';
import { parseJsonBody } from '../query';
import { getAdminSettings, updateAdminSettings } from '../../services/admin-settings';

/** Staff settings: read and write every SPEC §3 key, admin only. */

export const settingsRoutes = new Hono<ApiEnv>()
  .get('/configuracoes', requireUser('admin'), async (c) => c.json(await getAdminSettings(c.get('db'), actorOf(c))))
  .put('/configuracoes', requireUser('admin'), async (c) => {
    const input = (await parseJsonBody(c, settingsUpdateSchema, { maxBytes: BODY_LIMITS.settings })) as SettingsUpdateInput;
    return c.json(await updateAdminSettings(c.get('db'), actorOf(c), input));
  });
