import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminTeamMember, TeamMemberInput } from '@/lib/schemas/team';
import type { Database, Tx } from '../db/client';
import { membrosEquipe, postagens } from '../db/schema';
import { AppError, assertRole, notFound } from '@/lib/server/errors';
import { recordLog, type LogAction } from './audit-log';
import type { Actor } from './auth';

/*
 * Staff side of the team: read by any staff member, written by admins and editors. The
 * route checks the role and so does every write here. Members feed /equipe and the columnists'
 * sidebar on the home page.
 */

export const TEAM_MEMBER_NOT_FOUND_MESSAGE = 'Membro da equipe não encontrado.';
export const TEAM_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar a equipe.';
export const TEAM_ORDER_CHANGED_MESSAGE = 'A equipe mudou enquanto você ordenava. Recarregue a página e tente de novo.';


// Drizzle leaves columns unqualified in single-table selects, so the correlation is spelled out.
const postCount = sql<number>`(select count(*)::int from ${postagens} where ${postagens}.membro_equipe_id = ${membrosEquipe}.id)`;

const columns = {
  id: membrosEquipe.id,
  nome: membrosEquipe.nome,
  cargo: membrosEquipe.cargo,
  avatar: membrosEquipe.avatar,
  bio: membrosEquipe.bio,
  redes: membrosEquipe.redes,
  ordem: membrosEquipe.ordem,
  ativo: membrosEquipe.ativo,
  criadoEm: membrosEquipe.criadoEm,
  atualizadoEm: membrosEquipe.atualizadoEm,
  total: postCount,
};

type MemberRow = Pick<typeof membrosEquipe.$inferSelect, Exclude<keyof typeof columns, 'total'>> & { total: number };

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** _count.postagens: posts of any status signed by the member (they lose the byline on delete). */
function toAdminMember(row: MemberRow): AdminTeamMember {
  return {
    id: row.id,
    nome: row.nome,
    cargo: row.cargo,
    avatar: row.avatar,
    bio: row.bio ?? '',
    redes: row.redes ?? {},
    ordem: row.ordem,
    ativo: row.ativo,
    criadoEm: iso(row.criadoEm),
    atualizadoEm: iso(row.atualizadoEm),
    _count: { postagens: Number(row.total) },
  };
}

async function loadMember(db: Database | Tx, id: number): Promise<AdminTeamMember | null> {
  const [row] = await db.select(columns).from(membrosEquipe).where(eq(membrosEquipe.id, id)).limit(1);
  return row ? toAdminMember(row) : null;
}

/** Every member, active or not, in the public order. */
export async function listAdminTeam(db: Database): Promise<AdminTeamMember[]> {
  const rows = await db.select(columns).from(membrosEquipe).orderBy(asc(membrosEquipe.ordem), asc(membrosEquipe.nome), asc(membrosEquipe.id));
  return rows.map((row) => toAdminMember(row));
}

export async function getAdminTeamMember(db: Database, id: number): Promise<AdminTeamMember> {
  const member = await loadMember(db, id);
  if (!member) throw notFound(TEAM_MEMBER_NOT_FOUND_MESSAGE);
  return member;
}

function rowValues(input: TeamMemberInput) {
  return {
    nome: input.nome,
    cargo: input.cargo,
    avatar: input.avatar,
    bio: input.bio || null,
    redes: input.redes as Record<string, string>,
    ativo: input.ativo,
  };
}

export async function createTeamMember(db: Database, actor: Actor, input: TeamMemberInput): Promise<AdminTeamMember> {
  assertRole(actor.user, ['admin', 'editor'], TEAM_WRITE_FORBIDDEN_MESSAGE);
  const id = await db.transaction(async (tx) => {
    // No order given: after everyone else, where a new face is expected.
    let ordem = input.ordem;
    if (ordem === undefined) {
      const [{ maior }] = await tx.select({ maior: sql<number>`coalesce(max(${membrosEquipe.ordem}), 0)::int` }).from(membrosEquipe);
      ordem = Math.min(Number(maior) + 1, 9999);
    }
    const [row] = await tx
      .insert(membrosEquipe)
      .values({ ...rowValues(input), ordem })
      .returning({ id: membrosEquipe.id });
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'criar',
      entidade: 'membro_equipe',
      entidadeId: row.id,
      detalhes: { nome: input.nome, cargo: input.cargo, ativo: input.ativo },
      ip: actor.ip,
    });
    return row.id;
  });
  return (await loadMember(db, id))!;
}

const TRACKED_FIELDS = ['nome', 'cargo', 'avatar', 'bio', 'redes', 'ordem', 'ativo'] as const;

/** jsonb keeps its own key order, so objects are compared with their keys sorted. */
function canonical(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return JSON.stringify(Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))));
  }
  return JSON.stringify(value ?? null);
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

export async function updateTeamMember(db: Database, actor: Actor, id: number, input: TeamMemberInput): Promise<AdminTeamMember> {
  assertRole(actor.user, ['admin', 'editor'], TEAM_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(membrosEquipe).where(eq(membrosEquipe.id, id)).limit(1);
    if (!current) throw notFound(TEAM_MEMBER_NOT_FOUND_MESSAGE);
    const next = { ...rowValues(input), ordem: input.ordem ?? current.ordem };
    const before: Record<string, unknown> = { ...current, bio: current.bio ?? null };
    const changed = TRACKED_FIELDS.filter((field) => !sameValue(before[field], next[field]));
    await tx
      .update(membrosEquipe)
      .set({ ...next, atualizadoEm: new Date() })
      .where(eq(membrosEquipe.id, id));
    // Hiding or showing someone on /equipe is what people look for in the trail: it gets its own verb.
    const acao: LogAction = current.ativo !== input.ativo ? (input.ativo ? 'reativar' : 'desativar') : 'atualizar';
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao,
      entidade: 'membro_equipe',
      entidadeId: id,
      detalhes: { nome: input.nome, cargo: input.cargo, campos: changed, ...(current.nome !== input.nome ? { nomeAnterior: current.nome } : {}) },
      ip: actor.ip,
    });
  });
  return (await loadMember(db, id))!;
}

/** Posts keep existing: membro_equipe_id is ON DELETE SET NULL, they just lose the columnist byline. */
export async function deleteTeamMember(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], TEAM_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const current = await loadMember(tx, id);
    if (!current) throw notFound(TEAM_MEMBER_NOT_FOUND_MESSAGE);
    await tx.delete(membrosEquipe).where(eq(membrosEquipe.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'membro_equipe',
      entidadeId: id,
      detalhes: { nome: current.nome, cargo: current.cargo, postagens: current._count.postagens },
      ip: actor.ip,
    });
  });
}

/** The whole team in its new order (1, 2, 3…): the ids must be exactly the members there are. */
export async function reorderTeam(db: Database, actor: Actor, ids: readonly number[]): Promise<AdminTeamMember[]> {
  assertRole(actor.user, ['admin', 'editor'], TEAM_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    // Locked: a member added or removed meanwhile waits, and is then seen by the check below.
    const existing = await tx.select({ id: membrosEquipe.id }).from(membrosEquipe).for('update');
    const known = new Set(existing.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound('Algum dos membros enviados não existe mais. Recarregue a página e tente de novo.');
    // A member added or removed since the screen loaded: ordering what it shows would misplace them.
    if (known.size !== ids.length) throw new AppError('conflict', 'EQUIPE_ALTERADA', TEAM_ORDER_CHANGED_MESSAGE);
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
      sql` `,
    );
    await tx
      .update(membrosEquipe)
      .set({ ordem: sql`case ${membrosEquipe.id} ${cases} end`, atualizadoEm: new Date() })
      .where(inArray(membrosEquipe.id, [...ids]));
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'ordenar', entidade: 'membro_equipe', detalhes: { ids: [...ids] }, ip: actor.ip });
  });
  return listAdminTeam(db);
}
