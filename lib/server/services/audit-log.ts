import 'server-only';
import type { Database } from '../db/client';
import { logs } from '../db/schema';

/*
 * The audit trail (DESIGN "Data": logs): who did what to which record, when and from where. Every
 * staff write records one row, inside the same transaction as the write when there is one, so a
 * rolled-back change leaves no log and a committed change never lacks one.
 */

export type LogAction =
  | 'criar'
  | 'atualizar'
  | 'excluir'
  | 'publicar'
  | 'enviar'
  | 'entrar'
  | 'sair'
  | 'desativar'
  | 'reativar'
  | 'redefinir_senha'
  | 'alterar_senha'
  | 'ordenar'
  | 'encerrar'
  | 'reabrir'
  | 'conectar'
  | 'desconectar'
  | 'compartilhar'
  | 'falha_compartilhar'
  | 'marcar_lida'
  | 'marcar_nao_lida'
  | 'exportar'
  // an account locked by wrong passwords, and an admin lifting it
  | 'bloquear'
  | 'desbloquear'
  // review before publishing, preview links
  | 'enviar_revisao'
  | 'devolver'
  | 'criar_previa'
  | 'revogar_previa'
  // a version brought back from a post's history
  | 'restaurar'
  // a WordPress export brought in (its start and its end)
  | 'importar';

export type LogEntry = {
  /** null: done by the system (the scheduled-publishing timer, say), not by a person. */
  usuarioId: number | null;
  acao: LogAction;
  /** What kind of record: 'postagem', 'categoria', 'midia', 'usuario'… */
  entidade: string;
  entidadeId?: string | number | null;
  detalhes?: Record<string, unknown> | null;
  /** From clientIp(): null unless a trusted proxy header carries it. */
  ip?: string | null;
  /** Defaults to the database's now(). */
  criadoEm?: Date;
};

/** The database or an open transaction: a log belongs to the write it describes. */
export type DbExecutor = Pick<Database, 'insert'>;

function toRow(entry: LogEntry): typeof logs.$inferInsert {
  return {
    usuarioId: entry.usuarioId,
    acao: entry.acao,
    entidade: entry.entidade,
    entidadeId: entry.entidadeId === null || entry.entidadeId === undefined ? null : String(entry.entidadeId),
    detalhes: entry.detalhes ?? null,
    ip: entry.ip ?? null,
    ...(entry.criadoEm ? { criadoEm: entry.criadoEm } : {}),
  };
}

export async function recordLog(db: DbExecutor, entry: LogEntry): Promise<void> {
  await db.insert(logs).values(toRow(entry));
}

/** Several entries in one statement (the scheduler publishing a batch of posts). */
export async function recordLogs(db: DbExecutor, entries: readonly LogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(logs).values(entries.map(toRow));
}
