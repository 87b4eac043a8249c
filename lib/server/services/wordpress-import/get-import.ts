import 'server-only';
import type { WordpressImportJob, WordpressImportOverview } from '@/lib/schemas/wordpress-import';
import type { Database } from '../../db/client';
import { assertRole, notFound } from '@/lib/server/errors';
import type { Actor } from '../auth';
import { uploadsFolderState } from './folders';
import { latestJobs, loadJob } from './jobs';
import { IMPORT_NOT_FOUND_MESSAGE, WORDPRESS_IMPORT_FORBIDDEN_MESSAGE } from './messages';
import { exportMaxBytes } from './read-export';

/** How many of the latest imports the screen lists. */
const LATEST = 5;

/** GET /importacoes/wordpress/:id: one import's progress, and its report once it ends. */
export async function getWordpressImport(db: Database, actor: Actor, id: number): Promise<WordpressImportJob> {
  assertRole(actor.user, ['admin'], WORDPRESS_IMPORT_FORBIDDEN_MESSAGE);
  const job = await loadJob(db, id);
  if (!job) throw notFound(IMPORT_NOT_FOUND_MESSAGE);
  return job;
}

/** GET /importacoes/wordpress: the latest imports, the images folder and the size limit. */
export async function wordpressImportOverview(db: Database, actor: Actor): Promise<WordpressImportOverview> {
  assertRole(actor.user, ['admin'], WORDPRESS_IMPORT_FORBIDDEN_MESSAGE);
  const [importacoes, pastaImagens] = await Promise.all([latestJobs(db, LATEST), uploadsFolderState()]);
  return { importacoes, pastaImagens, limiteBytes: exportMaxBytes() };
}
