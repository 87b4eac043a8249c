import 'server-only';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ADMIN_POST_SORTS, AdminPostList, PostAuthorOption, PostStatus } from '@/lib/schemas/posts';
import type { Database } from '../../db/client';
import { postagens, usuarios } from '../../db/schema';
import type { AuthUser } from '../auth';
import type { ReviewState } from '@/lib/domain/post-review';
import { containsPattern, pageMeta } from '../paging';
import { toPrefixTsQuery } from '../post-search';
import { summarySelect, toAdminPost } from './rows';

export type AdminPostListQuery = {
  busca?: string;
  status?: PostStatus;
  categoriaId?: number;
  autorId?: number;
  /** "Aguardando revisão" (pendente) or returned to the author (devolvida). */
  revisao?: ReviewState;
  ordenarPor?: (typeof ADMIN_POST_SORTS)[number];
  direcao?: 'asc' | 'desc';
  pagina: number;
  limite: number;
};

export async function listAdminPosts(db: Database, user: AuthUser, query: AdminPostListQuery): Promise<AdminPostList> {
  const { limite, pagina } = query;
  const conditions: SQL[] = [];
  // An autor's list is their own posts, whatever the filters ask for.
  if (user.papel === 'autor') conditions.push(eq(postagens.autorId, user.id));
  if (query.status) conditions.push(eq(postagens.status, query.status));
  if (query.categoriaId) conditions.push(eq(postagens.categoriaId, query.categoriaId));
  if (query.autorId) conditions.push(eq(postagens.autorId, query.autorId));
  if (query.revisao) conditions.push(eq(postagens.revisaoEstado, query.revisao));

  // Same full-text search as the public site; the title substring match also finds words the
  // Portuguese dictionary drops (stop words, one-letter words) and pieces of slugs.
  const busca = query.busca ?? '';
  let rank: SQL[] = [];
  if (busca) {
    const prefixQuery = toPrefixTsQuery(busca);
    const like = containsPattern(busca);
    const substring = or(
      sql`sintonia_unaccent(${postagens.titulo}) ilike sintonia_unaccent(${like})`,
      sql`${postagens.slug} ilike ${like}`,
    )!;
    if (prefixQuery) {
      const tsQuery = sql`to_tsquery('portuguese'::regconfig, sintonia_unaccent(${prefixQuery}))`;
      conditions.push(or(sql`${postagens.busca} @@ ${tsQuery}`, substring)!);
      rank = [sql`(${substring}) desc`, sql`ts_rank(${postagens.busca}, ${tsQuery}) desc`];
    } else {
      conditions.push(substring);
    }
  }
  const where = conditions.length ? and(...conditions) : undefined;

  const direction = query.direcao === 'asc' ? asc : desc;
  const orderBy: SQL[] = [];
  if (!query.ordenarPor && rank.length) orderBy.push(...rank);
  switch (query.ordenarPor ?? 'atualizadoEm') {
    case 'criadoEm':
      orderBy.push(direction(postagens.criadoEm));
      break;
    case 'publicadoEm':
      // Drafts have no date: they go last either way.
      orderBy.push(query.direcao === 'asc' ? sql`${postagens.publicadoEm} asc nulls last` : sql`${postagens.publicadoEm} desc nulls last`);
      break;
    case 'titulo':
      orderBy.push(direction(sql`lower(${postagens.titulo})`));
      break;
    case 'visualizacoes':
      orderBy.push(direction(postagens.visualizacoes));
      break;
    default:
      orderBy.push(direction(postagens.atualizadoEm));
  }
  orderBy.push(desc(postagens.id));

  const [rows, [{ total }]] = await Promise.all([
    summarySelect(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(where),
  ]);
  return {
    dados: rows.map((row) => toAdminPost(row)),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}

/** The author filter's options: an autor sees only themselves; others, active staff and anyone with posts. */
export async function listPostAuthors(db: Database, user: AuthUser): Promise<PostAuthorOption[]> {
  if (user.papel === 'autor') return [{ id: user.id, nome: user.nome }];
  return db
    .select({ id: usuarios.id, nome: usuarios.nome })
    .from(usuarios)
    .where(or(eq(usuarios.ativo, true), sql`exists (select 1 from ${postagens} where ${postagens.autorId} = ${usuarios.id})`))
    .orderBy(asc(usuarios.nome), asc(usuarios.id));
}
