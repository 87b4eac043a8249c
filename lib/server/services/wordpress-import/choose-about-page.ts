import 'server-only';
import { eq } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import type { ImportReport } from '@/lib/domain/wordpress-import/report';
import { isRunningImport, type AboutPageInput, type WordpressImportJob } from '@/lib/schemas/wordpress-import';
import type { Database } from '../../db/client';
import { importacoesWordpress } from '../../db/schema';
import { assertRole, badRequest, conflict, notFound } from '@/lib/server/errors';
import { expirePublicTags } from '../../cache/expire';
import type { Actor } from '../auth';
import { applyAboutPage } from './about-page';
import { loadJob } from './jobs';
import { IMPORT_NOT_FINISHED_MESSAGE, IMPORT_NOT_FOUND_MESSAGE, PAGE_NOT_FOUND_MESSAGE, WORDPRESS_IMPORT_FORBIDDEN_MESSAGE } from './messages';
import type { ExportPage } from './scan-export';

/**
 * POST /importacoes/wordpress/:id/a-radio: one of the imported file's pages becomes the text of
 * "A Rádio" (a settings change, logged as one), and its old address leads there. The report
 * remembers the choice. The pages' texts were kept with the import for this.
 */
export async function chooseAboutPage(db: Database, actor: Actor, id: number, input: AboutPageInput): Promise<WordpressImportJob> {
  assertRole(actor.user, ['admin'], WORDPRESS_IMPORT_FORBIDDEN_MESSAGE);
  const job = await loadJob(db, id);
  if (!job) throw notFound(IMPORT_NOT_FOUND_MESSAGE);
  if (isRunningImport(job.status)) throw conflict(IMPORT_NOT_FINISHED_MESSAGE, 'IMPORTACAO_EM_ANDAMENTO');
  const [row] = await db.select({ paginas: importacoesWordpress.paginas }).from(importacoesWordpress).where(eq(importacoesWordpress.id, id)).limit(1);
  const page = ((row?.paginas as ExportPage[] | null) ?? []).find((candidate) => candidate.wpId === input.paginaId);
  if (!page) throw badRequest(PAGE_NOT_FOUND_MESSAGE, { paginaId: PAGE_NOT_FOUND_MESSAGE });
  const report: ImportReport | null = job.relatorio;
  await applyAboutPage(db, actor, page, report?.site.endereco ?? '', report);
  if (report) await db.update(importacoesWordpress).set({ relatorio: report }).where(eq(importacoesWordpress.id, id));
  await expirePublicTags([CACHE_TAGS.settings, CACHE_TAGS.redirects]);
  return (await loadJob(db, id))!;
}
