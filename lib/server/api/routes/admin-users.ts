import 'server-only';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { idParam } from '@/lib/schemas/public';
import {
  changeOwnPasswordSchema,
  createUserSchema,
  resetPasswordSchema,
  updateProfileSchema,
  updateUserSchema,
  userListQuerySchema,
} from '@/lib/schemas/users';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { AppError } from '@/lib/server/errors';
import { BODY_LIMITS } from '../body';
import { parseJsonBody, parseParam, parseQuery } from '../query';
import { withLoginThrottle } from '../../auth/rate-limit';
import { DEVICE_COOKIE_NAME, trustedDeviceNonce } from '../../auth/device-cookie';
import { ACCOUNT_UNLOCKED_MESSAGE, listLockedAccounts, unlockUser } from '../../services/login-lockouts';
import {
  changeOwnPassword,
  createUser,
  deleteUser,
  getProfile,
  getUser,
  listUsers,
  resetUserPassword,
  setUserActive,
  updateProfile,
  updateUser,
} from '../../services/admin-users';

/** Users and the signed-in user's own profile and password. */

function userId(c: ApiContext): number {
  return parseParam(idParam, c.req.param('id'), 'Identificador de usuário inválido.');
}

// SPEC §6: /admin/usuarios is for role 'admin' only; the service checks again.
const adminOnly = requireUser('admin');

export const userRoutes = new Hono<ApiEnv>()
  .get('/usuarios', adminOnly, async (c) => c.json(await listUsers(c.get('db'), actorOf(c), parseQuery(c, userListQuerySchema))))
  // Before /usuarios/:id, which would take 'bloqueios' for an id.
  .get('/usuarios/bloqueios', adminOnly, async (c) => c.json(await listLockedAccounts(c.get('db'), actorOf(c))))
  .post('/usuarios/:id/desbloquear', adminOnly, async (c) => {
    await unlockUser(c.get('db'), actorOf(c), userId(c));
    return c.json({ message: ACCOUNT_UNLOCKED_MESSAGE });
  })
  .post('/usuarios', adminOnly, async (c) => {
    const input = await parseJsonBody(c, createUserSchema);
    return c.json(await createUser(c.get('db'), actorOf(c), input), 201);
  })
  .get('/usuarios/:id', adminOnly, async (c) => c.json(await getUser(c.get('db'), actorOf(c), userId(c))))
  .put('/usuarios/:id', adminOnly, async (c) => {
    const id = userId(c);
    const input = await parseJsonBody(c, updateUserSchema);
    return c.json(await updateUser(c.get('db'), actorOf(c), id, input));
  })
  .post('/usuarios/:id/desativar', adminOnly, async (c) => c.json(await setUserActive(c.get('db'), actorOf(c), userId(c), false)))
  .post('/usuarios/:id/reativar', adminOnly, async (c) => c.json(await setUserActive(c.get('db'), actorOf(c), userId(c), true)))
  .post('/usuarios/:id/senha', adminOnly, async (c) => {
    const id = userId(c);
    const input = await parseJsonBody(c, resetPasswordSchema);
    await resetUserPassword(c.get('db'), actorOf(c), id, input);
    return c.json({ message: 'Senha redefinida. As sessões abertas desse usuário foram encerradas.' });
  })
  .delete('/usuarios/:id', adminOnly, async (c) => {
    await deleteUser(c.get('db'), actorOf(c), userId(c));
    return c.body(null, 204);
  })
  .get('/perfil', requireUser(), async (c) => c.json(await getProfile(c.get('db'), actorOf(c))))
  .put('/perfil', requireUser(), async (c) => {
    const input = await parseJsonBody(c, updateProfileSchema);
    return c.json(await updateProfile(c.get('db'), actorOf(c), input));
  })
  .put('/perfil/senha', requireUser(), async (c) => {
    const input = await parseJsonBody(c, changeOwnPasswordSchema, { maxBytes: BODY_LIMITS.small });
    // A borrowed session must not become a way to guess the password: the sign-in throttle counts these too.
    const email = c.get('user').email;
    const attempt = { email, ip: c.get('ip'), device: await trustedDeviceNonce(getCookie(c, DEVICE_COOKIE_NAME), email) };
    const isWrongPassword = (error: unknown) => error instanceof AppError && Boolean(error.campos?.senhaAtual);
    return c.json(await withLoginThrottle(attempt, () => changeOwnPassword(c.get('db'), actorOf(c), input), isWrongPassword));
  });
