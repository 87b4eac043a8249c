import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VoteBody } from '@/lib/schemas/public';
import { pollStatus, voteRefusal } from '@/lib/domain/poll';
import { ALREADY_VOTED_MESSAGE, VOTE_SUCCESS_MESSAGE } from '@/lib/domain/poll-vote';
import type { Database } from '../db/client';
import { enqueteOpcoes, enquetes, enqueteVotos } from '../db/schema';
import { AppError, badRequest, conflict, notFound } from '@/lib/server/errors';

// lib/domain/poll.ts pollStatus() 'aberta', in SQL: active, not closed by staff, within its dates.
const isOpen = sql`(
  ${enquetes.ativa} = true
  and ${enquetes.encerradaEm} is null
  and (${enquetes.inicioEm} is null or ${enquetes.inicioEm} <= now())
  and (${enquetes.fimEm} is null or ${enquetes.fimEm} > now())
)`;

type PollRow = typeof enquetes.$inferSelect;

async function withOptions(db: Database, polls: PollRow[]) {
  if (polls.length === 0) return [];
  const ids = polls.map((p) => p.id);
  const options = await db
    .select({
      id: enqueteOpcoes.id,
      enqueteId: enqueteOpcoes.enqueteId,
      texto: enqueteOpcoes.texto,
      ordem: enqueteOpcoes.ordem,
      // Qualified by hand: drizzle leaves columns unqualified in single-table selects.
      votos: sql<number>`(select count(*)::int from ${enqueteVotos} v where v.opcao_id = ${enqueteOpcoes}.id)`,
    })
    .from(enqueteOpcoes)
    .where(inArray(enqueteOpcoes.enqueteId, ids))
    .orderBy(asc(enqueteOpcoes.ordem), asc(enqueteOpcoes.id));
  return polls.map((poll) => {
    const opcoes = options
      .filter((o) => o.enqueteId === poll.id)
      .map((o) => ({ id: o.id, texto: o.texto, ordem: o.ordem, votos: Number(o.votos) }));
    return {
      id: poll.id,
      pergunta: poll.pergunta,
      descricao: poll.descricao,
      imagem: poll.imagem,
      ativa: poll.ativa,
      multipla: poll.multipla,
      inicioEm: poll.inicioEm?.toISOString() ?? null,
      fimEm: poll.fimEm?.toISOString() ?? null,
      criadoEm: poll.criadoEm.toISOString(),
      opcoes,
      totalVotos: opcoes.reduce((sum, o) => sum + o.votos, 0),
    };
  });
}

export type PublicPoll = Awaited<ReturnType<typeof withOptions>>[number];

/** Open polls (active, not closed, within their dates), newest first: the home page shows the first. */
export async function listPublicPolls(db: Database): Promise<PublicPoll[]> {
  const polls = await db.select().from(enquetes).where(isOpen).orderBy(desc(enquetes.criadoEm), desc(enquetes.id));
  return withOptions(db, polls);
}

/**
 * Counts one vote per poll and device: SPEC §3's local record holds one opcaoId, so a 'multipla'
 * poll too takes one option per device (multipla is stored and shown, not a second vote).
 * A poll that is not open answers 409 (lib/domain/poll.ts voteRefusal); an unknown one 404.
 * The unique index decides: of many identical requests arriving together exactly one inserts,
 * the others find the conflict.
 */
export async function voteInPoll(db: Database, pollId: number, vote: VoteBody, ip: string | null) {
  // FOR SHARE: a close (FOR UPDATE) waits for votes in flight, and a vote after it sees it closed.
  const poll = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(enquetes).where(eq(enquetes.id, pollId)).for('share');
    if (!row) throw notFound('Enquete não encontrada.');
    const refusal = voteRefusal(pollStatus(row));
    if (refusal) throw conflict(refusal.message, refusal.codigo);

    const [option] = await tx
      .select({ id: enqueteOpcoes.id })
      .from(enqueteOpcoes)
      .where(and(eq(enqueteOpcoes.id, vote.opcaoId), eq(enqueteOpcoes.enqueteId, pollId)))
      .limit(1);
    if (!option) throw badRequest('Opção inválida para esta enquete.', { opcaoId: 'Opção inválida para esta enquete.' });

    const inserted = await tx
      .insert(enqueteVotos)
      .values({ enqueteId: pollId, opcaoId: vote.opcaoId, deviceId: vote.deviceId, ip })
      .onConflictDoNothing({ target: [enqueteVotos.enqueteId, enqueteVotos.deviceId] })
      .returning({ id: enqueteVotos.id });
    if (inserted.length === 0) throw new AppError('conflict', 'VOTO_DUPLICADO', ALREADY_VOTED_MESSAGE);
    return row;
  });

  const [updated] = await withOptions(db, [poll]);
  return { message: VOTE_SUCCESS_MESSAGE, enquete: updated };
}
