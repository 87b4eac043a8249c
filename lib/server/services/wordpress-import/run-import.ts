import 'server-only';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { addNote, emptyReport, type ImportReport } from '@/lib/domain/wordpress-import/report';
import { readItem } from '@/lib/domain/wordpress-import/wxr-items';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/outage';
import { assertRole } from '@/lib/server/errors';
import { expirePublicTags } from '../../cache/expire';
import type { Actor } from '../auth';
import type { MediaServiceOptions } from '../media';
import { importAuthors } from './import-authors';
import { importCategories } from './import-categories';
import { imageLibrary } from './import-images';
import { importedKeys } from './imported-items';
import { preparePost, type PostImportContext, type PreparedPost } from './import-post';
import { MAX_FAILURES_IN_A_ROW, WRITE_FAILED_MESSAGE, writePosts } from './write-posts';
import { keepArchiveAddresses } from './old-addresses';
import { readExport } from './read-export';
import { scanExport, type ExportPage } from './scan-export';
import { WORDPRESS_IMPORT_FORBIDDEN_MESSAGE } from './messages';
import { applyAboutPage } from './about-page';

/*
 * The whole import, for the command and the panel's background job alike. Two readings of the
 * file: the first checks all of it and indexes what posts refer to (nothing is written if it is
 * refused), the second brings the posts in one by one, each in its own short transaction, so the
 * site keeps answering meanwhile and an interruption leaves whole posts only (running it again
 * picks up where it stopped: nothing is imported twice). Public pages are expired at the end.
 */

export type ImportProgress = { etapa: string; percentual: number; processados: number; total: number };

export type ImportOptions = {
  file: string;
  nome: string;
  /** A copy of the site's wp-content/uploads; null: images are reported as not found. */
  uploadsDir: string | null;
  maxBytes?: number;
  maxElementChars?: number;
  /** The page (WordPress id or slug) whose text becomes "A Rádio" (the command's --a-radio). */
  aboutPage?: string | null;
  onProgress?: (progress: ImportProgress) => void;
  storage?: MediaServiceOptions;
};

export type ImportOutcome = { report: ImportReport; pages: ExportPage[] };

/** Raised when the import stops midway: what was done is in the report. */
export class ImportInterrupted extends Error {
  constructor(
    readonly reason: unknown,
    readonly report: ImportReport,
    readonly pages: ExportPage[],
  ) {
    super(reason instanceof Error ? reason.message : String(reason));
    this.name = 'ImportInterrupted';
  }
}

/** The first reading takes this share of the progress bar; the posts the rest. */
const SCAN_SHARE = 15;
/** Posts written per transaction: a few statements for all of them, and the site's queries in between. */
const BATCH_SIZE = 50;
/** More new posts than this and the tables' statistics are refreshed at the end (PGlite has no autovacuum). */
const ANALYZE_AFTER = 1000;

const thousands = (n: number) => n.toLocaleString('pt-BR');

function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/** Lets the server answer requests between posts. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runWordpressImport(db: Database, actor: Actor, options: ImportOptions): Promise<ImportOutcome> {
  assertRole(actor.user, ['admin'], WORDPRESS_IMPORT_FORBIDDEN_MESSAGE);
  const started = Date.now();
  const progress = (update: ImportProgress) => options.onProgress?.(update);
  const read = { maxBytes: options.maxBytes, maxElementChars: options.maxElementChars };

  progress({ etapa: 'Lendo o arquivo', percentual: 0, processados: 0, total: 0 });
  const index = await scanExport(options.file, {
    ...read,
    onBytes: (done, size) => progress({ etapa: 'Lendo o arquivo', percentual: Math.floor((done / size) * SCAN_SHARE), processados: 0, total: 0 }),
  });
  const report = emptyReport({ nome: options.nome, bytes: (await fs.promises.stat(options.file)).size });
  report.site = index.site;
  report.postagens.encontradas = index.posts;
  report.tags.encontradas = index.tags.length;
  report.autores.encontrados = index.authors.length;
  report.paginas = index.pages.map((page) => ({ wpId: page.wpId, titulo: page.titulo, slug: page.slug, caminho: page.caminho, status: page.status, caracteres: page.caracteres }));
  report.comentarios = index.comments;
  report.anexos = index.attachmentCount;
  report.outrosTipos = [...index.otherTypes].map(([tipo, total]) => ({ tipo, total })).sort((a, b) => b.total - a.total);

  const total = index.posts;
  let processed = 0;
  try {
    progress({ etapa: 'Importando autores e categorias', percentual: SCAN_SHARE, processados: 0, total });
    const authors = await importAuthors(db, actor, index.siteKey, index.authors, report);
    const categories = await importCategories(db, actor, index.siteKey, index.categories, index.usedCategories, report);
    await keepArchiveAddresses(db, actor, categories, index.tags, report);
    const images = await imageLibrary(db, actor, { site: index.siteKey, uploadsDir: options.uploadsDir, attachmentByPath: index.attachmentByPath, report, storage: options.storage });
    const context: PostImportContext = {
      site: index.siteKey,
      siteAddress: index.site.endereco,
      siteOrigin: originOf(index.site.endereco),
      index,
      authors,
      categories,
      images,
      done: await importedKeys(db, index.siteKey, 'postagem'),
      categorySlugById: new Map(index.categories.filter((category) => category.termId !== null).map((category) => [category.termId!, category.slug])),
      pending: new Set(),
      failuresInARow: 0,
      report,
    };

    const postsStep = () => ({
      etapa: `Importando postagens (${thousands(processed)} de ${thousands(total)})`,
      percentual: SCAN_SHARE + Math.floor((processed / Math.max(total, 1)) * (99 - SCAN_SHARE)),
      processados: processed,
      total,
    });
    progress(postsStep());
    let batch: PreparedPost[] = [];
    const flush = async () => {
      await writePosts(db, actor, batch, context);
      batch = [];
      progress(postsStep());
      await breathe();
    };
    for await (const node of readExport(options.file, read)) {
      if (node.name !== 'item') continue;
      const item = readItem(node);
      if (item.postType !== 'post') continue;
      processed += 1;
      let prepared: PreparedPost | null = null;
      try {
        prepared = await preparePost(item, context);
      } catch (error) {
        // A post the conversion cannot handle is reported; anything else (the database gone) stops the import.
        if (!(error instanceof Error) || isDatabaseUnavailable(error) || (context.failuresInARow += 1) >= MAX_FAILURES_IN_A_ROW) throw error;
        console.error('[importacao] postagem', item.postId, 'não preparada:', error);
        report.postagens.recusadas += 1;
        addNote(report, { wpId: item.postId, titulo: item.titulo.slice(0, 120) || '(sem título)', mensagem: WRITE_FAILED_MESSAGE });
      }
      if (prepared) batch.push(prepared);
      if (batch.length >= BATCH_SIZE) await flush();
      else if (processed % BATCH_SIZE === 0) progress(postsStep());
    }
    await flush();

    if (options.aboutPage) {
      const wanted = options.aboutPage.trim();
      const page = index.pages.find((candidate) => String(candidate.wpId) === wanted || candidate.slug === wanted);
      if (!page) addNote(report, { wpId: null, titulo: '"A Rádio"', mensagem: `Nenhuma página “${wanted}” no arquivo: o texto de "A Rádio" não mudou.` });
      else await applyAboutPage(db, actor, page, index.site.endereco, report);
    }

    progress({ etapa: 'Concluindo', percentual: 99, processados: processed, total });
    if (report.postagens.importadas > ANALYZE_AFTER) await db.execute(sql`analyze postagens, postagem_imagens, redirecionamentos, wordpress_importados`);
  } catch (error) {
    report.duracaoMs = Date.now() - started;
    await expireEverything();
    throw new ImportInterrupted(error, report, index.pages);
  }
  report.duracaoMs = Date.now() - started;
  await expireEverything();
  progress({ etapa: 'Concluída', percentual: 100, processados: processed, total });
  return { report, pages: index.pages };
}

/** Posts, categories, authors, images and old addresses changed: every public page and the front door's table. */
async function expireEverything(): Promise<void> {
  await expirePublicTags(Object.values(CACHE_TAGS)).catch((error: unknown) => {
    console.error('[importacao] não foi possível expirar o cache das páginas públicas:', error);
  });
}
