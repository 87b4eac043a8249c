import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../../env';

/*
 * Where the panel's imports read and write on the server. The images come from a copy of the old
 * site's wp-content/uploads the operator puts on the server (WORDPRESS_UPLOADS_DIR, by default
 * DATA_DIR/wordpress-uploads): the browser sends only the export file, and no address typed in the
 * panel ever chooses a folder to read. The uploaded export waits in DATA_DIR/importacoes (on disk,
 * never whole in memory) and is removed when its import ends.
 */

/** Read on each call, so the operator's change (and a test's) needs no restart of this module. */
export function wordpressUploadsDir(): string {
  const configured = process.env.WORDPRESS_UPLOADS_DIR?.trim();
  return path.resolve(/*turbopackIgnore: true*/ configured || path.join(env.dataDir, 'wordpress-uploads'));
}

export async function uploadsFolderState(): Promise<{ caminho: string; existe: boolean }> {
  const caminho = wordpressUploadsDir();
  const existe = await fs.promises
    .stat(caminho)
    .then((stat) => stat.isDirectory())
    .catch(() => false);
  return { caminho, existe };
}

export function importFilesDir(): string {
  return path.join(path.resolve(/*turbopackIgnore: true*/ env.dataDir), 'importacoes');
}
