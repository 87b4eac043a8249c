import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import { isRunningImport, WORDPRESS_IMPORT_STATUSES, type WordpressImportJob, type WordpressImportStatus } from '@/lib/schemas/wordpress-import';
import type { Executor } from '../../db/client';
import { importacoesWordpress, usuarios } from '../../db/schema';
import { IMPORT_STALE_MESSAGE } from './messages';

/*
 * The panel's imports (importacoes_wordpress) as the API answers them. A running import writes its
 * progress at least every few seconds; one silent for longer than STALE_AFTER_MS died with its
 * process (a restart, a deploy) and reads as stopped, so it neither blocks a new import nor shows a
 * bar that never moves.
 */

export const STALE_AFTER_MS = 2 * 60 * 1000;

const columns = {
  id: importacoesWordpress.id,
  status: importacoesWordpress.status,
  etapa: importacoesWordpress.etapa,
  percentual: importacoesWordpress.percentual,
  processados: importacoesWordpress.processados,
  total: importacoesWordpress.total,
  arquivoNome: importacoesWordpress.arquivoNome,
  arquivoBytes: importacoesWordpress.arquivoBytes,
  criadoEm: importacoesWordpress.criadoEm,
  atualizadoEm: importacoesWordpress.atualizadoEm,
  concluidoEm: importacoesWordpress.concluidoEm,
  erro: importacoesWordpress.erro,
  relatorio: importacoesWordpress.relatorio,
  criadoPorId: importacoesWordpress.criadoPorId,
  criadoPorNome: usuarios.nome,
};

const selectJobs = (db: Executor) => db.select(columns).from(importacoesWordpress).leftJoin(usuarios, eq(usuarios.id, importacoesWordpress.criadoPorId));

type JobRow = Awaited<ReturnType<ReturnType<typeof selectJobs>['execute']>>[number];

function statusOf(value: string): WordpressImportStatus {
  return (WORDPRESS_IMPORT_STATUSES as readonly string[]).includes(value) ? (value as WordpressImportStatus) : 'falhou';
}

export function isStale(row: { status: string; atualizadoEm: Date }, now: Date = new Date()): boolean {
  return isRunningImport(statusOf(row.status)) && now.getTime() - row.atualizadoEm.getTime() > STALE_AFTER_MS;
}

function toJob(row: JobRow, now: Date): WordpressImportJob {
  const stale = isStale(row, now);
  return {
    id: row.id,
    status: stale ? 'falhou' : statusOf(row.status),
    etapa: stale ? 'Interrompida' : row.etapa,
    percentual: row.percentual,
    processados: row.processados,
    total: row.total,
    arquivo: { nome: row.arquivoNome, bytes: Number(row.arquivoBytes) },
    criadoEm: row.criadoEm.toISOString(),
    atualizadoEm: row.atualizadoEm.toISOString(),
    concluidoEm: row.concluidoEm ? row.concluidoEm.toISOString() : null,
    erro: stale ? IMPORT_STALE_MESSAGE : row.erro,
    relatorio: (row.relatorio as ImportReport | null) ?? null,
    criadoPor: row.criadoPorId !== null && row.criadoPorNome !== null ? { id: row.criadoPorId, nome: row.criadoPorNome } : null,
  };
}

export async function loadJob(db: Executor, id: number, now: Date = new Date()): Promise<WordpressImportJob | null> {
  const [row] = await selectJobs(db).where(eq(importacoesWordpress.id, id)).limit(1);
  return row ? toJob(row, now) : null;
}

export async function latestJobs(db: Executor, limit: number, now: Date = new Date()): Promise<WordpressImportJob[]> {
  const rows = await selectJobs(db).orderBy(desc(importacoesWordpress.criadoEm), desc(importacoesWordpress.id)).limit(limit);
  return rows.map((row) => toJob(row, now));
}
