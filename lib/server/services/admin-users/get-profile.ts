import 'server-only';
import type { AdminUserRecord } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { loadUser, USER_NOT_FOUND_MESSAGE } from './shared';

export async function getProfile(db: Database, actor: Actor): Promise<AdminUserRecord> {
  const user = await loadUser(db, actor.user.id);
  if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
  return user;
}
