import 'server-only';
import type { AdminUserRecord } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { assertRole, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { loadUser, USER_NOT_FOUND_MESSAGE, USERS_ADMIN_ONLY_MESSAGE } from './shared';

export async function getUser(db: Database, actor: Actor, id: number): Promise<AdminUserRecord> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const user = await loadUser(db, id);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}
