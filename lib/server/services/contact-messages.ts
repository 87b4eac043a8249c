import 'server-only';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { ContactMessage, ContactMessagePage, MessageListQuery } from '@/lib/schemas/contact-messages';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { mensagensContato } from '../db/schema';
import { assertRole, notFound } from '@/lib/server/errors';
import { containsPattern, pageMeta } from './paging';
import type { Actor, AuthUser } from './auth';
import { recordLog } from './audit-log';

/*
 * The inbox of messages sent from /contato. They carry listeners' names, e-mails and
 * phones, so only admins and editors read them: the route checks and so does every function here.
 * Nothing here is public.
 */

export const MESSAGE_NOT_FOUND_MESSAGE = 'Mensagem não encontrada.';
export const MESSAGES_FORBIDDEN_MESSAGE = 'Apenas administradores e editores podem ler as mensagens de contato.';

const columns = {
  id: mensagensContato.id,
  nome: mensagensContato.nome,
  email: mensagensContato.email,
  telefone: mensagensContato.telefone,
  assunto: mensagensContato.assunto,
  mensagem: mensagensContato.mensagem,
  lida: mensagensContato.lida,
  ip: mensagensContato.ip,
  criadoEm: mensagensContato.criadoEm,
};

type MessageRow = Pick<typeof mensagensContato.$inferSelect, keyof typeof columns>;

function toMessage(row: MessageRow): ContactMessage {
  return { ...row, criadoEm: (row.criadoEm instanceof Date ? row.criadoEm : new Date(row.criadoEm)).toISOString() };
}

export async function listContactMessages(db: Database, user: AuthUser, query: MessageListQuery): Promise<ContactMessagePage> {
  assertRole(user, ['admin', 'editor'], MESSAGES_FORBIDDEN_MESSAGE);
  const conditions: SQL[] = [];
  if (query.lida === 'lidas') conditions.push(eq(mensagensContato.lida, true));
  if (query.lida === 'nao-lidas') conditions.push(eq(mensagensContato.lida, false));
  const { busca, pagina, limite } = query;
  if (busca) {
    // Accents folded on both sides: 'joao' finds 'João'.
    const like = containsPattern(busca);
    const match = (column: AnyPgColumn) => sql`sintonia_unaccent(coalesce(${column}, '')) ilike sintonia_unaccent(${like})`;
    conditions.push(or(match(mensagensContato.nome), match(mensagensContato.email), match(mensagensContato.assunto), match(mensagensContato.mensagem))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ total }], [{ naoLidas }]] = await Promise.all([
    db
      .select(columns)
      .from(mensagensContato)
      .where(where)
      .orderBy(desc(mensagensContato.criadoEm), desc(mensagensContato.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(mensagensContato).where(where),
    db.select({ naoLidas: sql<number>`count(*)::int` }).from(mensagensContato).where(eq(mensagensContato.lida, false)),
  ]);
  return {
    dados: rows.map((row) => toMessage(row)),
    meta: { ...pageMeta(pagina, limite, Number(total)), naoLidas: Number(naoLidas) },
  };
}

/** Reading does not mark it read: the screen does that with PATCH, so a GET never changes anything. */
export async function getContactMessage(db: Database, user: AuthUser, id: number): Promise<ContactMessage> {
  assertRole(user, ['admin', 'editor'], MESSAGES_FORBIDDEN_MESSAGE);
  const [row] = await db.select(columns).from(mensagensContato).where(eq(mensagensContato.id, id)).limit(1);
  if (!row) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  return toMessage(row);
}

export async function setContactMessageRead(db: Database, actor: Actor, id: number, lida: boolean): Promise<ContactMessage> {
  assertRole(actor.user, ['admin', 'editor'], MESSAGES_FORBIDDEN_MESSAGE);
  return db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(mensagensContato).where(eq(mensagensContato.id, id)).limit(1);
    if (!current) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    // Already so: nothing changed, nothing to log (opening a read message again is not an event).
    if (current.lida === lida) return toMessage(current);
    await tx.update(mensagensContato).set({ lida }).where(eq(mensagensContato.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: lida ? 'marcar_lida' : 'marcar_nao_lida',
      entidade: 'mensagem_contato',
      entidadeId: id,
      detalhes: { nome: current.nome, assunto: current.assunto },
      ip: actor.ip,
    });
    return toMessage({ ...current, lida });
  });
}

export async function deleteContactMessage(db: Database, actor: Actor, id: number): Promise<void> {
  assertRole(actor.user, ['admin', 'editor'], MESSAGES_FORBIDDEN_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx.select(columns).from(mensagensContato).where(eq(mensagensContato.id, id)).limit(1);
    if (!current) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    await tx.delete(mensagensContato).where(eq(mensagensContato.id, id));
    await recordLog(tx, {
      usuarioId: actor.user.id,
      acao: 'excluir',
      entidade: 'mensagem_contato',
      entidadeId: id,
      detalhes: { nome: current.nome, email: current.email, assunto: current.assunto },
      ip: actor.ip,
    });
  });
}
