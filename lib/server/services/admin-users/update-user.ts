import 'server-only';
import type { AdminUserRecord, UpdateUserInput } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import type { Actor } from '../auth';
import { saveUser } from './save-user';

/** PUT /usuarios/:id. */
export function updateUser(db: Database, actor: Actor, id: number, input: UpdateUserInput): Promise<AdminUserRecord> {
  return saveUser(db, actor, id, () => input);
}
