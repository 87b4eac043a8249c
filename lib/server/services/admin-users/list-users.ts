import 'server-only';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AdminUserList, UserListQuery } from '@/lib/schemas/users';
import type { Database } from '../../db/client';
import { usuarios } from '../../db/schema';
import { assertRole } from '@/lib/server/errors';
import { containsPattern, pageMeta } from '../paging';
import type { Actor } from '../auth';
import { columns, toAdminUser, USERS_ADMIN_ONLY_MESSAGE } from './shared';

export async function listUsers(db: Database, actor: Actor, query: UserListQuery): Promise<AdminUserList> {
  assertRole(actor.user, ['admin'], USERS_ADMIN_ONLY_MESSAGE);
  const { busca, limite, pagina } = query;
  const conditions: SQL[] = [];
  if (busca) {
    const pattern = containsPattern(busca);
    conditions.push(
      or(sql`sintonia_unaccent(${usuarios.nome}) ilike sintonia_unaccent(${pattern})`, sql`${usuarios.email} ilike ${pattern}`)!,
    );
  }
  if (query.papel) conditions.push(eq(usuarios.papel, query.papel));
  if (query.ativo !== undefined) conditions.push(eq(usuarios.ativo, query.ativo));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(usuarios)
      .where(where)
      // Active accounts first, then by name: the people working today lead the list.
      .orderBy(desc(usuarios.ativo), asc(sql`lower(${usuarios.nome})`), asc(usuarios.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(usuarios).where(where),
  ]);
  return {
    dados: rows.map(toAdminUser),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}
