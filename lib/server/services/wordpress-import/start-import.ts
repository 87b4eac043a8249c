import 'server-only';
import fs from 'node:fs';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { isWxrError } from '@/lib/domain/wordpress-import/wxr-reader';
import type { WordpressImportJob } from '@/lib/schemas/wordpress-import';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/outage';
import { importacoesWordpress } from '../../db/schema';
import { AppError, assertRole, conflict } from '@/lib/server/errors';
import { recordLog } from '../audit-log';
import type { Actor } from '../auth';
import type { MediaServiceOptions } from '../media';
import { isStale, loadJob, STALE_AFTER_MS } from './jobs';
import { IMPORT_RUNNING_MESSAGE, IMPORT_STALE_MESSAGE, importStoppedMessage, WORDPRESS_IMPORT_FORBIDDEN_MESSAGE } from './messages';
import { ImportInterrupted, runWordpressImport, type ImportProgress } from './run-import';

/*
 * POST /importacoes/wordpress: the export the route has already streamed to disk becomes an import
 * running in the background of this process; the panel polls its row for the progress bar and the
 * report. One import at a time (under a lock, so two admins sending at once cannot both start).
 */

export type UploadedExport = { path: string; nome: string; bytes: number };
export type StartImportOptions = { uploadsDir: string | null; maxBytes?: number; storage?: MediaServiceOptions };

/** Any stable number: starting imports take it in turn. */
const IMPORT_LOCK_KEY = 7_530_218_811;
/** The progress row is written at most this often. */
const PROGRESS_EVERY_MS = 1000;
const RUNNING = ['na_fila', 'lendo', 'importando'];

const jobs = new Map<number, Promise<void>>();

/** The import's background work, until it has written its end (tests wait for it). */
export function importSettled(id: number): Promise<void> {
  return jobs.get(id) ?? Promise.resolve();
}

function reasonText(reason: unknown): string {
  if (reason instanceof AppError || isWxrError(reason)) return reason.message;
  if (isDatabaseUnavailable(reason)) return 'o banco de dados deixou de responder.';
  return 'ocorreu um erro inesperado no servidor.';
}

async function runJob(db: Database, actor: Actor, id: number, upload: UploadedExport, options: StartImportOptions): Promise<void> {
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const write = (progress: ImportProgress) => {
    const status = progress.etapa.startsWith('Lendo') ? 'lendo' : 'importando';
    writing = writing
      .then(() =>
        db
          .update(importacoesWordpress)
          .set({ status, etapa: progress.etapa, percentual: progress.percentual, processados: progress.processados, total: progress.total, atualizadoEm: new Date() })
          .where(eq(importacoesWordpress.id, id)),
      )
      .catch((error: unknown) => console.error('[importacao] progresso não gravado:', error));
  };
  const onProgress = (progress: ImportProgress) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && progress.percentual < 100) return;
    lastWrite = now;
    write(progress);
  };
  try {
    const outcome = await runWordpressImport(db, actor, { file: upload.path, nome: upload.nome, uploadsDir: options.uploadsDir, maxBytes: options.maxBytes, storage: options.storage, onProgress });
    await writing;
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .update(importacoesWordpress)
        .set({ status: 'concluida', etapa: 'Concluída', percentual: 100, relatorio: outcome.report, paginas: outcome.pages, erro: null, concluidoEm: now, atualizadoEm: now })
        .where(eq(importacoesWordpress.id, id));
      const { postagens, imagens, redirecionamentos } = outcome.report;
      await recordLog(tx, {
        usuarioId: actor.user.id,
        acao: 'importar',
        entidade: 'importacao',
        entidadeId: id,
        detalhes: { arquivo: upload.nome, postagens: postagens.importadas, jaImportadas: postagens.jaImportadas, imagens: imagens.importadas, redirecionamentos: redirecionamentos.criados },
        ip: actor.ip,
      });
    });
  } catch (error) {
    await writing;
    const interrupted = error instanceof ImportInterrupted ? error : null;
    if (!interrupted && !isWxrError(error) && !(error instanceof AppError)) console.error('[importacao] importação', id, 'falhou:', error);
    if (interrupted) console.error('[importacao] importação', id, 'interrompida:', interrupted.reason);
    const erro = interrupted ? importStoppedMessage(reasonText(interrupted.reason)) : reasonText(error);
    const now = new Date();
    await db
      .update(importacoesWordpress)
      .set({ status: 'falhou', etapa: 'Não concluída', erro, relatorio: interrupted?.report ?? null, paginas: interrupted?.pages ?? null, concluidoEm: now, atualizadoEm: now })
      .where(eq(importacoesWordpress.id, id))
      // The database gone: the row stops being updated and reads as interrupted.
      .catch((failure: unknown) => console.error('[importacao] fim da importação não gravado:', failure));
  } finally {
    await fs.promises.rm(upload.path, { force: true }).catch(() => undefined);
  }
}

export async function startWordpressImport(db: Database, actor: Actor, upload: UploadedExport, options: StartImportOptions): Promise<WordpressImportJob> {
  assertRole(actor.user, ['admin'], WORDPRESS_IMPORT_FORBIDDEN_MESSAGE);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
    const running = await tx
      .select({ status: importacoesWordpress.status, atualizadoEm: importacoesWordpress.atualizadoEm })
      .from(importacoesWordpress)
      .where(inArray(importacoesWordpress.status, RUNNING));
    if (running.some((row) => !isStale(row))) throw conflict(IMPORT_RUNNING_MESSAGE, 'IMPORTACAO_EM_ANDAMENTO');
    const now = new Date();
    await tx
      .update(importacoesWordpress)
      .set({ status: 'falhou', etapa: 'Interrompida', erro: IMPORT_STALE_MESSAGE, atualizadoEm: now })
      .where(and(inArray(importacoesWordpress.status, RUNNING), lt(importacoesWordpress.atualizadoEm, new Date(now.getTime() - STALE_AFTER_MS))));
    const [row] = await tx
      .insert(importacoesWordpress)
      .values({ status: 'na_fila', etapa: 'Na fila', arquivoNome: upload.nome.slice(0, 255), arquivoBytes: upload.bytes, criadoPorId: actor.user.id })
      .returning({ id: importacoesWordpress.id });
    await recordLog(tx, { usuarioId: actor.user.id, acao: 'importar', entidade: 'importacao', entidadeId: row.id, detalhes: { arquivo: upload.nome, bytes: upload.bytes, etapa: 'inicio' }, ip: actor.ip });
    return row.id;
  });
  const job = runJob(db, actor, id, upload, options).finally(() => jobs.delete(id));
  jobs.set(id, job);
  return (await loadJob(db, id))!;
}
