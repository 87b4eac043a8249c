import 'server-only';
import fs from 'node:fs';
import { Hono } from 'hono';
import { WXR_MESSAGES } from '@/lib/domain/wordpress-import/wxr-reader';
import { idParam } from '@/lib/schemas/public';
import { aboutPageSchema, WORDPRESS_EXPORT_FIELD } from '@/lib/schemas/wordpress-import';
import { actorOf, requireUser, type ApiContext, type ApiEnv } from '../context';
import { parseJsonBody, parseParam } from '../query';
import { receiveFileToDisk } from '../upload-to-file';
import { chooseAboutPage } from '../../services/wordpress-import/choose-about-page';
import { importFilesDir, wordpressUploadsDir } from '../../services/wordpress-import/folders';
import { getWordpressImport, wordpressImportOverview } from '../../services/wordpress-import/get-import';
import { exportMaxBytes } from '../../services/wordpress-import/read-export';
import { startWordpressImport } from '../../services/wordpress-import/start-import';

/**
 * "Importar do WordPress", admins only (here and in every service): the export is streamed to
 * disk (up to WORDPRESS_IMPORT_MAX_MB, never whole in memory) and imported in the background;
 * the screen polls the import for its progress and report, then may choose the page that becomes
 * "A Rádio". The images come from the server's WORDPRESS_UPLOADS_DIR.
 */

const importId = (c: ApiContext) => parseParam(idParam, c.req.param('id'), 'Identificador de importação inválido.');

async function start(c: ApiContext) {
  const maxBytes = exportMaxBytes();
  const file = await receiveFileToDisk(c.req.raw, {
    field: WORDPRESS_EXPORT_FIELD,
    maxBytes,
    tooLarge: (bytes) => WXR_MESSAGES.tooLarge(bytes, maxBytes),
    dir: importFilesDir(),
    extension: '.xml',
  });
  try {
    return await startWordpressImport(c.get('db'), actorOf(c), file, { uploadsDir: wordpressUploadsDir(), maxBytes });
  } catch (error) {
    // Not started (another import running, no longer an admin): the file goes now.
    await fs.promises.rm(file.path, { force: true }).catch(() => undefined);
    throw error;
  }
}

export const wordpressImportRoutes = new Hono<ApiEnv>()
  .get('/importacoes/wordpress', requireUser('admin'), async (c) => c.json(await wordpressImportOverview(c.get('db'), actorOf(c))))
  .post('/importacoes/wordpress', requireUser('admin'), async (c) => c.json(await start(c), 202))
  .get('/importacoes/wordpress/:id{[0-9]+}', requireUser('admin'), async (c) => c.json(await getWordpressImport(c.get('db'), actorOf(c), importId(c))))
  .post('/importacoes/wordpress/:id{[0-9]+}/a-radio', requireUser('admin'), async (c) => {
    const id = importId(c);
    const input = await parseJsonBody(c, aboutPageSchema);
    return c.json(await chooseAboutPage(c.get('db'), actorOf(c), id, input));
  });
