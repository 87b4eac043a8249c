import 'server-only';
import type { AdminUserRecord } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import type { Actor } from '../auth';
import { saveUser } from './save-user';

/** Deactivate or reactivate: the same write with only ativo changed, decided on the locked row. */
export function setUserActive(db: Database, actor: Actor, id: number, ativo: boolean): Promise<AdminUserRecord> {
  return saveUser(db, actor, id, (current) => ({ nome: current.nome, email: current.email, papel: current.papel, avatar: current.avatar, ativo }));
}
