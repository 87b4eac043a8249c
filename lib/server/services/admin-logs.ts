import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { formatInTimeZone } from 'date-fns-tz/formatInTimeZone';
import { actionLabel, describeLogEntry, entityLabel, SYSTEM_ACTOR } from '@/lib/domain/audit-log-text';
import { TIMEZONE } from '@/lib/domain/constants';
import { zonedInstant } from '@/lib/domain/zoned-time';
import { toCsv } from '@/lib/domain/csv';
import {
  LOGS_EXPORT_LIMIT,
  SYSTEM_USER_FILTER,
  type AdminLogEntry,
  type AdminLogPage,
  type LogFilterOptions,
  type LogFilters,
  type LogListQuery,
} from '@/lib/schemas/logs';
import type { Database } from '../db/client';
import { logs, usuarios } from '../db/schema';
import { pageMeta } from './paging';
import type { Actor, AuthUser } from './auth';
import { recordLog } from './audit-log';

/*
 * The audit log for the staff. Entries carry client addresses and what colleagues did,
 * so admins and editors read everything and an autor only their own entries: the service adds
 * that condition whatever the filters ask, so no route can forget it.
 */

const columns = {
  id: logs.id,
  criadoEm: logs.criadoEm,
  usuarioId: logs.usuarioId,
  usuarioNome: usuarios.nome,
  acao: logs.acao,
  entidade: logs.entidade,
  entidadeId: logs.entidadeId,
  detalhes: logs.detalhes,
  ip: logs.ip,
};

type LogRow = Awaited<ReturnType<typeof select>>[number];

function toLogEntry(row: LogRow): AdminLogEntry {
  const usuario = row.usuarioId === null ? null : { id: row.usuarioId, nome: row.usuarioNome ?? '' };
  return {
    id: row.id,
    criadoEm: (row.criadoEm instanceof Date ? row.criadoEm : new Date(row.criadoEm)).toISOString(),
    usuario,
    acao: row.acao,
    acaoRotulo: actionLabel(row.acao),
    entidade: row.entidade,
    entidadeRotulo: entityLabel(row.entidade),
    entidadeId: row.entidadeId,
    detalhes: row.detalhes,
    ip: row.ip,
    descricao: describeLogEntry({ usuario, usuarioId: row.usuarioId, acao: row.acao, entidade: row.entidade, entidadeId: row.entidadeId, detalhes: row.detalhes }),
  };
}

/** Only admins and editors see colleagues' entries. */
function readsEveryLog(user: Pick<AuthUser, 'papel'>): boolean {
  return user.papel === 'admin' || user.papel === 'editor';
}

/**
 * 'yyyy-mm-dd' in São Paulo → the instant that day starts there, or the day `after` days later. A
 * day whose midnight summer time skipped starts at 01:00 (zonedInstant), not an hour of the day before.
 */
function saoPauloDayStart(day: string, after = 0): Date {
  const [year, month, date] = day.split('-').map(Number);
  return zonedInstant(year, month, date + after, 0);
}

function conditionsFor(user: AuthUser, filters: LogFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (!readsEveryLog(user)) conditions.push(eq(logs.usuarioId, user.id));
  if (filters.usuarioId === SYSTEM_USER_FILTER) conditions.push(isNull(logs.usuarioId));
  else if (typeof filters.usuarioId === 'number') conditions.push(eq(logs.usuarioId, filters.usuarioId));
  if (filters.acao) conditions.push(eq(logs.acao, filters.acao));
  if (filters.entidade) conditions.push(eq(logs.entidade, filters.entidade));
  // Inclusive days in São Paulo time: from the start of 'de' up to (not including) the day after 'ate'.
  if (filters.de) conditions.push(gte(logs.criadoEm, saoPauloDayStart(filters.de)));
  if (filters.ate) conditions.push(lt(logs.criadoEm, saoPauloDayStart(filters.ate, 1)));
  return conditions.length ? and(...conditions) : undefined;
}

function select(db: Database) {
  return db.select(columns).from(logs).leftJoin(usuarios, eq(usuarios.id, logs.usuarioId));
}

export async function listLogs(db: Database, user: AuthUser, query: LogListQuery): Promise<AdminLogPage> {
  const { limite, pagina } = query;
  const where = conditionsFor(user, query);
  const [rows, [{ total }]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(desc(logs.criadoEm), desc(logs.id))
      .limit(limite)
      .offset((pagina - 1) * limite),
    db.select({ total: sql<number>`count(*)::int` }).from(logs).where(where),
  ]);
  return {
    dados: rows.map((row) => toLogEntry(row)),
    meta: pageMeta(pagina, limite, Number(total)),
  };
}

/** What the filter selects offer: only users, actions and entities present in the entries this user may read. */
export async function logFilterOptions(db: Database, user: AuthUser): Promise<LogFilterOptions> {
  const own = readsEveryLog(user) ? undefined : eq(logs.usuarioId, user.id);
  const [people, actions, entities] = await Promise.all([
    db
      .selectDistinct({ id: logs.usuarioId, nome: usuarios.nome })
      .from(logs)
      .leftJoin(usuarios, eq(usuarios.id, logs.usuarioId))
      .where(own),
    db.selectDistinct({ valor: logs.acao }).from(logs).where(own).orderBy(asc(logs.acao)),
    db.selectDistinct({ valor: logs.entidade }).from(logs).where(own).orderBy(asc(logs.entidade)),
  ]);
  const byLabel = (a: { rotulo: string }, b: { rotulo: string }) => a.rotulo.localeCompare(b.rotulo, 'pt-BR');
  // Two codes with one label ('entrar' and the demo's 'login'): both stay, each filters its own rows.
  return {
    usuarios: people
      .filter((row): row is { id: number; nome: string } => row.id !== null && row.nome !== null)
      .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR') || a.id - b.id),
    sistema: people.some((row) => row.id === null),
    acoes: actions.map((row) => ({ valor: row.valor, rotulo: actionLabel(row.valor) })).sort(byLabel),
    entidades: entities.map((row) => ({ valor: row.valor, rotulo: entityLabel(row.valor) })).sort(byLabel),
  };
}

export const LOG_CSV_HEADER = ['Data/hora', 'Usuário', 'Ação', 'Entidade', 'ID da entidade', 'Descrição', 'IP', 'Detalhes'] as const;

export type LogExport = { csv: string; filename: string; total: number; exportados: number; limitado: boolean };

/** The entries as a pt-BR CSV (newest first, at most LOGS_EXPORT_LIMIT rows); the export itself is logged. */
export async function exportLogsCsv(db: Database, actor: Actor, filters: LogFilters, now: Date = new Date()): Promise<LogExport> {
  const where = conditionsFor(actor.user, filters);
  const [rows, [{ total }]] = await Promise.all([
    select(db).where(where).orderBy(desc(logs.criadoEm), desc(logs.id)).limit(LOGS_EXPORT_LIMIT),
    db.select({ total: sql<number>`count(*)::int` }).from(logs).where(where),
  ]);
  const entries = rows.map((row) => toLogEntry(row));
  const csv = toCsv(
    LOG_CSV_HEADER,
    entries.map((entry) => [
      formatInTimeZone(new Date(entry.criadoEm), TIMEZONE, 'dd/MM/yyyy HH:mm'),
      entry.usuario?.nome || SYSTEM_ACTOR,
      entry.acaoRotulo,
      entry.entidadeRotulo,
      entry.entidadeId ?? '',
      entry.descricao,
      entry.ip ?? '',
      entry.detalhes ? JSON.stringify(entry.detalhes) : '',
    ]),
  );
  const limitado = Number(total) > entries.length;
  const applied = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
  await recordLog(db, {
    usuarioId: actor.user.id,
    acao: 'exportar',
    entidade: 'logs',
    detalhes: { total: entries.length, ...(limitado ? { limitado: true, totalEncontrado: Number(total) } : {}), filtros: applied },
    ip: actor.ip,
  });
  return {
    csv,
    filename: `logs-sintonia-${formatInTimeZone(now, TIMEZONE, 'yyyy-MM-dd-HHmm')}.csv`,
    total: Number(total),
    exportados: entries.length,
    limitado,
  };
}
