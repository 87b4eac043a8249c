import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { isReservedCategorySlug, reservedCategorySlugMessage } from '@/lib/domain/category';
import { categoryNameToSlug } from '@/lib/domain/slug';
import { LEAD_POST_OTHER_CATEGORY_MESSAGE, type AdminCategory, type CategoryInput } from '@/lib/schemas/categories';
import type { Database } from '../db/client';
import { categorias, postagens } from '../db/schema';
import { AppError, assertRole, badRequest, conflict, notFound } from '@/lib/server/errors';
import { recordLog } from './audit-log';
import { constraintViolation } from '../db/constraint-violation';
import type { Actor } from './auth';
import { keepOldCategoryAddress } from './redirects/category-renamed';

/*
 * Staff side of categories: read by any staff member, written by admins and editors.
 * The route checks the role and so does every write here.
 */

export const CATEGORY_SLUG_TAKEN_MESSAGE = 'Este endereço já está em uso por outra categoria.';
const CATEGORY_NOT_FOUND_MESSAGE = 'Categoria não encontrada.';
const CATEGORY_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar categorias.';

// Drizzle leaves columns unqualified in single-table selects, so the correlation is spelled out.
const allPostCount = sql<number>`(select count(*)::int from ${postagens} where ${postagens}.categoria_id = ${categorias}.id)`;

const columns = {
  id: categorias.id,
  nome: categorias.nome,
  slug: categorias.slug,
  descricao: categorias.descricao,
  cor: categorias.cor,
  imagem: categorias.imagem,
  ordem: categorias.ordem,
  destaquePostagemId: categorias.destaquePostagemId,
  total: allPostCount,
};

type CategoryRow = Pick<typeof categorias.$inferSelect, Exclude<keyof typeof columns, 'total'>> & { total: number };

/** _count.postagens counts every post, whatever its status: that is what blocks a delete. */
function toAdminCategory(row: CategoryRow): AdminCategory {
  return {
    id: row.id,
    nome: row.nome,
    slug: row.slug,
    descricao: row.descricao ?? '',
    cor: row.cor,
    imagem: row.imagem,
    ordem: row.ordem,
    _count: { postagens: Number(row.total) },
    destaquePostagemId: row.destaquePostagemId,
  };
}

function slugConflict(): AppError {
  return new AppError('conflict', 'SLUG_EM_USO', CATEGORY_SLUG_TAKEN_MESSAGE, { slug: CATEGORY_SLUG_TAKEN_MESSAGE });
}

/** An empty slug comes from the name, by SPEC §9's category-name rule; the site's own routes are refused. */
function slugFor(input: CategoryInput): string {
  const slug = input.slug || categoryNameToSlug(input.nome);
  if (isReservedCategorySlug(slug)) {
    const message = reservedCategorySlugMessage(slug);
    throw new AppError('conflict', 'SLUG_RESERVADO', message, { slug: message });
  }
  return slug;
}

function rowValues(input: CategoryInput, slug: string) {
  return {
    nome: input.nome,
    slug,
    descricao: input.descricao || null,
    cor: input.cor,
    imagem: input.imagem,
    ordem: input.ordem,
    // Absent: the pinned lead stays as it is.
    ...(input.destaquePostagemId !== undefined ? { destaquePostagemId: input.destaquePostagemId } : {}),
  };
}

/**
 * A newly pinned lead must be a post of this category (any status: a scheduled story may be pinned
 * ahead, and leads once it is public; the page checks that every time). A pin left unchanged is not
 * checked again: a post moved elsewhere since then only stops leading, and must not block a save of
 * the category's colour. A new category has no posts yet.
 */
async function assertLeadPost(tx: Pick<Database, 'select'>, categoryId: number | null, postId: number | null | undefined, current: number | null): Promise<void> {
  if (postId === undefined || postId === null || postId === current) return;
  const [row] =
    categoryId === null
      ? []
      : await tx
          .select({ id: postagens.id })
          .from(postagens)
          .where(and(eq(postagens.id, postId), eq(postagens.categoriaId, categoryId)))
          .limit(1);
  if (!row) throw badRequest(LEAD_POST_OTHER_CATEGORY_MESSAGE, { destaquePostagemId: LEAD_POST_OTHER_CATEGORY_MESSAGE });
}

async function loadCategory(db: Database, id: number): Promise<AdminCategory | null> {
  const [row] = await db.select(columns).from(categorias).where(eq(categorias.id, id)).limit(1);
  return row ? toAdminCategory(row) : null;
}

export async function listAdminCategories(db: Database): Promise<AdminCategory[]> {
  const rows = await db.select(columns).from(categorias).orderBy(asc(categorias.ordem), asc(categorias.nome), asc(categorias.id));
  return rows.map((row) => toAdminCategory(row));
}

function mapConstraintError(error: unknown): never {
  const violation = constraintViolation(error);
  if (violation?.kind === 'unique' && violation.constraint.includes('slug')) throw slugConflict();
  throw error;
}

async function slugTaken(db: Pick<Database, 'select'>, slug: string, ignoreId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: categorias.id })
    .from(categorias)
    .where(and(eq(categorias.slug, slug), ignoreId === null ? undefined : ne(categorias.id, ignoreId)))
    .limit(1);
  return Boolean(row);
}

export async function createCategory(db: Database, actor: Actor, input: CategoryInput): Promise<AdminCategory> {
  assertRole(actor.user, ['admin', 'editor'], CATEGORY_WRITE_FORBIDDEN_MESSAGE);
  const slug = slugFor(input);
  const id = await db
    .transaction(async (tx) => {
      await assertLeadPost(tx, null, input.destaquePostagemId, null);
      if (await slugTaken(tx, slug, null)) throw slugConflict();
      const [row] = await tx.insert(categorias).values(rowValues(input, slug)).returning({ id: categorias.id });
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'criar', entidade: 'categoria', entidadeId: row.id, detalhes: { nome: input.nome, slug }, ip: actor.ip });
      return row.id;
    })
    .catch(mapConstraintError);
  return (await loadCategory(db, id))!;
}

export async function updateCategory(db: Database, actor: Actor, id: number, input: CategoryInput): Promise<AdminCategory> {
  assertRole(actor.user, ['admin', 'editor'], CATEGORY_WRITE_FORBIDDEN_MESSAGE);
  const slug = slugFor(input);
  await db
    .transaction(async (tx) => {
      const [current] = await tx
        .select({ nome: categorias.nome, slug: categorias.slug, destaquePostagemId: categorias.destaquePostagemId })
        .from(categorias)
        .where(eq(categorias.id, id))
        .limit(1);
      if (!current) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      await assertLeadPost(tx, id, input.destaquePostagemId, current.destaquePostagemId);
      if (await slugTaken(tx, slug, id)) throw slugConflict();
      await tx
        .update(categorias)
        .set({ ...rowValues(input, slug), atualizadoEm: new Date() })
        .where(eq(categorias.id, id));
      await keepOldCategoryAddress(tx, actor, current.slug, slug);
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'atualizar',
        entidade: 'categoria',
        entidadeId: id,
        // A new slug moves every post's public address: worth keeping the old one in the trail.
        detalhes: {
          nome: input.nome,
          slug,
          ...(current.slug !== slug ? { slugAnterior: current.slug } : {}),
          ...(input.destaquePostagemId !== undefined && input.destaquePostagemId !== current.destaquePostagemId ? { destaquePostagemId: input.destaquePostagemId } : {}),
        },
        ip: actor.ip,
      });
    })
    .catch(mapConstraintError);
  return (await loadCategory(db, id))!;
}

export function categoryInUseMessage(count: number): string {
  return `Esta categoria tem ${count} ${count === 1 ? 'postagem' : 'postagens'}. Mova-as para outra categoria antes de excluir.`;
}

export async function deleteCategory(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], CATEGORY_WRITE_FORBIDDEN_MESSAGE);
  await db
    .transaction(async (tx) => {
      const [current] = await tx.select(columns).from(categorias).where(eq(categorias.id, id)).limit(1);
      if (!current) throw notFound(CATEGORY_NOT_FOUND_MESSAGE);
      const total = Number(current.total);
      if (total > 0) throw conflict(categoryInUseMessage(total), 'CATEGORIA_EM_USO');
      await tx.delete(categorias).where(eq(categorias.id, id));
      await recordLog(tx, { usuarioId: actor.user.id, acao: 'excluir', entidade: 'categoria', entidadeId: id, detalhes: { nome: current.nome, slug: current.slug }, ip: actor.ip });
    })
    .catch(async (error: unknown) => {
      // A post filed under it between the count and the delete: the foreign key refuses; say why.
      if (constraintViolation(error)?.kind === 'foreign-key') {
        const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(postagens).where(eq(postagens.categoriaId, id));
        throw conflict(categoryInUseMessage(Number(total)), 'CATEGORIA_EM_USO');
      }
      throw error;
    });
}
