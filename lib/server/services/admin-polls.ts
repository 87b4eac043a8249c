import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { formatDate, formatTime } from '@/lib/domain/dates';
import { diffPollOptions, optionsWithVotesMessage, pollStatus, SUSPICIOUS_VOTES_PER_ADDRESS, type StoredPollOption } from '@/lib/domain/poll';
import { pollPercentage } from '@/lib/domain/poll-vote';
import type {
  AdminPollDetail,
  AdminPollList,
  AdminPollListQuery,
  AdminPollSummary,
  CreatePollInput,
  UpdatePollInput,
} from '@/lib/schemas/polls';
import type { Database, Executor } from '../db/client';
import { enqueteOpcoes, enquetes, enqueteVotos } from '../db/schema';
import { AppError, assertRole, conflict, notFound } from '@/lib/server/errors';
import { pageMeta } from './paging';
import { recordLog } from './audit-log';
import { constraintViolation } from '../db/constraint-violation';
import type { Actor } from './auth';

/*
 * Staff side of polls: read by any staff member, written by admins and editors
 * (the route checks the role, and so does every write here). Every write logs in its transaction.
 */

export const POLL_NOT_FOUND_MESSAGE = 'Enquete não encontrada.';
export const POLL_WRITE_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem alterar enquetes.';
export const POLL_OPTIONS_STALE_MESSAGE = 'As opções desta enquete mudaram enquanto você editava. Recarregue a página e tente de novo.';
export const POLL_NOT_CLOSED_MESSAGE = 'Esta enquete não está encerrada.';
export const POLL_REOPEN_ENDED_MESSAGE = 'A data de fim desta enquete já passou. Altere ou apague a data de fim para reabri-la.';

function pollAlreadyClosedMessage(encerradaEm: Date): string {
  return `Esta enquete já foi encerrada em ${formatDate(encerradaEm)} às ${formatTime(encerradaEm)}.`;
}

type PollRow = typeof enquetes.$inferSelect;

/** The 409 of an edit that would drop options with votes: which ones and how many votes, for the confirm. */
class OptionsWithVotesError extends AppError {
  constructor(readonly opcoes: { id: number; texto: string; votos: number }[]) {
    super('conflict', 'OPCAO_COM_VOTOS', optionsWithVotesMessage(opcoes));
    this.name = 'OptionsWithVotesError';
  }

  override toBody() {
    return { ...super.toBody(), opcoes: this.opcoes, votos: this.opcoes.reduce((sum, option) => sum + option.votos, 0) };
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

// Drizzle leaves columns unqualified in single-table selects, so the correlations are spelled out.
const voteCount = sql<number>`(select count(*)::int from ${enqueteVotos} v where v.enquete_id = ${enquetes}.id)`;
const optionCount = sql<number>`(select count(*)::int from ${enqueteOpcoes} o where o.enquete_id = ${enquetes}.id)`;

function toSummary(row: PollRow & { totalVotos: number; totalOpcoes: number }, now: Date): AdminPollSummary {
  return {
    id: row.id,
    pergunta: row.pergunta,
    descricao: row.descricao ?? '',
    imagem: row.imagem,
    ativa: row.ativa,
    multipla: row.multipla,
    inicioEm: iso(row.inicioEm),
    fimEm: iso(row.fimEm),
    encerradaEm: iso(row.encerradaEm),
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
    status: pollStatus(row, now),
    totalOpcoes: Number(row.totalOpcoes),
    totalVotos: Number(row.totalVotos),
  };
}

async function storedOptions(db: Executor, pollId: number): Promise<StoredPollOption[]> {
  const rows = await db
    .select({
      id: enqueteOpcoes.id,
      texto: enqueteOpcoes.texto,
      ordem: enqueteOpcoes.ordem,
      votos: sql<number>`(select count(*)::int from ${enqueteVotos} v where v.opcao_id = ${enqueteOpcoes}.id)`,
    })
    .from(enqueteOpcoes)
    .where(eq(enqueteOpcoes.enqueteId, pollId))
    .orderBy(asc(enqueteOpcoes.ordem), asc(enqueteOpcoes.id));
  return rows.map((row) => ({ ...row, votos: Number(row.votos) }));
}

/** Newest first, like the public list (whose first open poll is the one on the home page). */
export async function listAdminPolls(db: Database, query: AdminPollListQuery): Promise<AdminPollList> {
  const { pagina, limite } = query;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ poll: enquetes, totalVotos: voteCount, totalOpcoes: optionCount })
      .from(enquetes)
      .orderBy(desc(enquetes.criadoEm), desc(enquetes.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(enquetes),
  ]);
  const now = new Date();
  return {
    dados: rows.map((row) => toSummary({ ...row.poll, totalVotos: row.totalVotos, totalOpcoes: row.totalOpcoes }, now)),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}

/** Votes from the addresses that cast more than SUSPICIOUS_VOTES_PER_ADDRESS in this poll. */
async function heavyAddressVotes(db: Executor, pollId: number): Promise<{ votos: number; enderecos: number }> {
  const heavy = db
    .select({ votos: sql<number>`count(*)`.as('votos') })
    .from(enqueteVotos)
    .where(and(eq(enqueteVotos.enqueteId, pollId), isNotNull(enqueteVotos.ip)))
    .groupBy(enqueteVotos.ip)
    .having(sql`count(*) > ${SUSPICIOUS_VOTES_PER_ADDRESS}`)
    .as('pesados');
  const [row] = await db.select({ votos: sql<number>`coalesce(sum(${heavy.votos}), 0)::int`, enderecos: sql<number>`count(*)::int` }).from(heavy);
  return { votos: Number(row?.votos ?? 0), enderecos: Number(row?.enderecos ?? 0) };
}

async function loadDetail(db: Executor, id: number): Promise<AdminPollDetail | null> {
  const [poll] = await db.select().from(enquetes).where(eq(enquetes.id, id)).limit(1);
  if (!poll) return null;
  const [options, heavy] = await Promise.all([storedOptions(db, id), heavyAddressVotes(db, id)]);
  const totalVotos = options.reduce((sum, option) => sum + option.votos, 0);
  return {
    ...toSummary({ ...poll, totalVotos, totalOpcoes: options.length }, new Date()),
    // The public widget's rounding (SPEC §9), so staff and listeners see the same numbers.
    opcoes: options.map((option) => ({ ...option, percentual: pollPercentage(option.votos, totalVotos) })),
    votosSuspeitos: { ...heavy, percentual: pollPercentage(heavy.votos, totalVotos) },
  };
}

export async function getAdminPoll(db: Database, id: number): Promise<AdminPollDetail> {
  const detail = await loadDetail(db, id);
  if (!detail) throw notFound(POLL_NOT_FOUND_MESSAGE);
  return detail;
}

function pollValues(input: CreatePollInput) {
  return {
    pergunta: input.pergunta,
    descricao: input.descricao || null,
    imagem: input.imagem,
    ativa: input.ativa,
    multipla: input.multipla,
    inicioEm: input.inicioEm ? new Date(input.inicioEm) : null,
    fimEm: input.fimEm ? new Date(input.fimEm) : null,
  };
}

export async function createPoll(db: Database, actor: Actor, input: CreatePollInput): Promise<AdminPollDetail> {
  assertRole(actor.user, ['admin', 'editor'], POLL_WRITE_FORBIDDEN_MESSAGE);
  const id = await db.transaction(async (tx) => {
    const [poll] = await tx.insert(enquetes).values(pollValues(input)).returning({ id: enquetes.id });
    await tx.insert(enqueteOpcoes).values(input.opcoes.map((option, ordem) => ({ enqueteId: poll.id, texto: option.texto, ordem })));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'criar',
      entidade: 'enquete',
      entidadeId: poll.id,
      detalhes: { pergunta: input.pergunta, opcoes: input.opcoes.map((option) => option.texto) },
      ip: actor.ip,
    });
    return poll.id;
  });
  return (await loadDetail(db, id))!;
}

/**
 * Options are matched by id: new ones added, kept ones re-texted and re-ordered by their position
 * in the list, missing ones removed. Removing an option that has votes deletes those votes, so it
 * needs the body's explicit removerOpcoesComVotos; without it the whole edit is refused (409) and
 * nothing is saved.
 */
export async function updatePoll(db: Database, actor: Actor, id: number, input: UpdatePollInput): Promise<AdminPollDetail> {
  assertRole(actor.user, ['admin', 'editor'], POLL_WRITE_FORBIDDEN_MESSAGE);
  await db
    .transaction(async (tx) => {
      const [poll] = await tx.select({ id: enquetes.id }).from(enquetes).where(eq(enquetes.id, id)).for('update');
      if (!poll) throw notFound(POLL_NOT_FOUND_MESSAGE);
      const current = await storedOptions(tx, id);
      const diff = diffPollOptions(current, input.opcoes);
      if (diff.desconhecidas.length > 0) throw conflict(POLL_OPTIONS_STALE_MESSAGE, 'OPCOES_DESATUALIZADAS');
      const withVotes = diff.remover.filter((option) => option.votos > 0);
      if (withVotes.length > 0 && !input.removerOpcoesComVotos) {
        throw new OptionsWithVotesError(withVotes.map(({ id: optionId, texto, votos }) => ({ id: optionId, texto, votos })));
      }

      await tx.update(enquetes).set({ ...pollValues(input), atualizadoEm: new Date() }).where(eq(enquetes.id, id));
      const removedIds = diff.remover.map((option) => option.id);
      let votosApagados = 0;
      if (removedIds.length > 0) {
        const deleted = await tx.delete(enqueteVotos).where(inArray(enqueteVotos.opcaoId, removedIds)).returning({ id: enqueteVotos.id });
        votosApagados = deleted.length;
        await tx.delete(enqueteOpcoes).where(inArray(enqueteOpcoes.id, removedIds));
      }
      for (const option of diff.alterar) {
        await tx.update(enqueteOpcoes).set({ texto: option.texto, ordem: option.ordem }).where(eq(enqueteOpcoes.id, option.id));
      }
      if (diff.adicionar.length > 0) {
        await tx.insert(enqueteOpcoes).values(diff.adicionar.map((option) => ({ enqueteId: id, texto: option.texto, ordem: option.ordem })));
      }

      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'atualizar',
        entidade: 'enquete',
        entidadeId: id,
        detalhes: {
          pergunta: input.pergunta,
          opcoes: input.opcoes.map((option) => option.texto),
          ...(diff.adicionar.length ? { opcoesAdicionadas: diff.adicionar.map((option) => option.texto) } : {}),
          ...(diff.remover.length ? { opcoesRemovidas: diff.remover.map(({ id: optionId, texto, votos }) => ({ id: optionId, texto, votos })) } : {}),
          ...(votosApagados > 0 ? { votosApagados } : {}),
        },
        ip: actor.ip,
      });
    })
    .catch((error: unknown) => {
      // A vote on a removed option landing between the count and the delete: the foreign key refuses.
      if (constraintViolation(error)?.kind === 'foreign-key') throw conflict(POLL_OPTIONS_STALE_MESSAGE, 'OPCOES_DESATUALIZADAS');
      throw error;
    });
  return (await loadDetail(db, id))!;
}

/** Closing keeps the results and refuses further votes (409 on the public vote). */
export async function closePoll(db: Database, actor: Actor, id: number): Promise<AdminPollDetail> {
  assertRole(actor.user, ['admin', 'editor'], POLL_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [poll] = await tx.select().from(enquetes).where(eq(enquetes.id, id)).for('update');
    if (!poll) throw notFound(POLL_NOT_FOUND_MESSAGE);
    if (poll.encerradaEm) throw conflict(pollAlreadyClosedMessage(poll.encerradaEm), 'ENQUETE_JA_ENCERRADA');
    const now = new Date();
    await tx.update(enquetes).set({ encerradaEm: now, atualizadoEm: now }).where(eq(enquetes.id, id));
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'encerrar', entidade: 'enquete', entidadeId: id, detalhes: { pergunta: poll.pergunta }, ip: actor.ip });
  });
  return (await loadDetail(db, id))!;
}

/** Reopening undoes a close; a poll whose end date has passed would stay closed, so that is refused. */
export async function reopenPoll(db: Database, actor: Actor, id: number): Promise<AdminPollDetail> {
  assertRole(actor.user, ['admin', 'editor'], POLL_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [poll] = await tx.select().from(enquetes).where(eq(enquetes.id, id)).for('update');
    if (!poll) throw notFound(POLL_NOT_FOUND_MESSAGE);
    if (!poll.encerradaEm) throw conflict(POLL_NOT_CLOSED_MESSAGE, 'ENQUETE_NAO_ENCERRADA');
    if (poll.fimEm && poll.fimEm.getTime() <= Date.now()) throw conflict(POLL_REOPEN_ENDED_MESSAGE, 'ENQUETE_FIM_PASSADO');
    await tx.update(enquetes).set({ encerradaEm: null, atualizadoEm: new Date() }).where(eq(enquetes.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'reabrir',
      entidade: 'enquete',
      entidadeId: id,
      detalhes: { pergunta: poll.pergunta, encerradaEm: poll.encerradaEm.toISOString() },
      ip: actor.ip,
    });
  });
  return (await loadDetail(db, id))!;
}

/** Deletes the poll with its options and votes; the log keeps how many votes went with it. */
export async function deletePoll(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], POLL_WRITE_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [poll] = await tx.select().from(enquetes).where(eq(enquetes.id, id)).for('update');
    if (!poll) throw notFound(POLL_NOT_FOUND_MESSAGE);
    // Votes first: their option reference is ON DELETE RESTRICT.
    const votes = await tx.delete(enqueteVotos).where(eq(enqueteVotos.enqueteId, id)).returning({ id: enqueteVotos.id });
    await tx.delete(enqueteOpcoes).where(eq(enqueteOpcoes.enqueteId, id));
    await tx.delete(enquetes).where(eq(enquetes.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'enquete',
      entidadeId: id,
      detalhes: { pergunta: poll.pergunta, votosApagados: votes.length },
      ip: actor.ip,
    });
  });
}
