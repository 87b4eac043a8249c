import 'server-only';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Settings } from './s3-client';
import { S3MediaStore } from './s3-storage';
import { uploadsDir } from './storage';
import { uploadContentType, uploadKey } from './upload-keys';

/*
 * Copies {DATA_DIR}/uploads into the bucket, key for key, so the rows and the URLs already in
 * posts keep working once S3_BUCKET is set. Idempotent: an object of the same size is left alone,
 * so an interrupted run is simply run again.
 */

export type MigrationEvent =
  | { kind: 'enviado' | 'existente'; key: string; bytes: number }
  | { kind: 'ignorado'; key: string; motivo: string }
  | { kind: 'falhou'; key: string; erro: unknown };

export type MigrationSummary = {
  total: number;
  enviados: number;
  /** Already in the bucket with the same size. */
  existentes: number;
  /** Not media this app wrote (unsafe names, unknown types): never sent. */
  ignorados: number;
  falhas: number;
  bytesEnviados: number;
};

export type MigrationOptions = {
  dataDir?: string;
  s3: S3Settings;
  /** Uploads in flight at once. */
  concurrency?: number;
  onProgress?: (event: MigrationEvent, done: number, total: number) => void;
};

/** Every file under the uploads directory as its key ('2026/11/x.jpg'); nothing when there is no directory. */
async function listLocalFiles(root: string): Promise<string[]> {
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export async function migrateLocalMedia(options: MigrationOptions): Promise<MigrationSummary> {
  const root = uploadsDir({ dataDir: options.dataDir });
  const store = new S3MediaStore(options.s3);
  const keys = await listLocalFiles(root);
  const summary: MigrationSummary = { total: keys.length, enviados: 0, existentes: 0, ignorados: 0, falhas: 0, bytesEnviados: 0 };
  let done = 0;
  const report = (event: MigrationEvent) => {
    done += 1;
    options.onProgress?.(event, done, keys.length);
  };

  const migrate = async (key: string): Promise<void> => {
    const contentType = uploadContentType(key);
    if (uploadKey(key.split('/')) === null || contentType === null) {
      summary.ignorados += 1;
      return report({ kind: 'ignorado', key, motivo: contentType === null ? 'tipo de arquivo desconhecido' : 'nome fora do padrão' });
    }
    try {
      const file = path.join(root, ...key.split('/'));
      const { size } = await fs.stat(file);
      if ((await store.size(key)) === size) {
        summary.existentes += 1;
        return report({ kind: 'existente', key, bytes: size });
      }
      // Streamed from disk (an episode's audio may be hundreds of megabytes); a re-run reads none
      // of what is already in the bucket.
      await store.writeFile(key, file, contentType, size);
      summary.enviados += 1;
      summary.bytesEnviados += size;
      report({ kind: 'enviado', key, bytes: size });
    } catch (error) {
      summary.falhas += 1;
      report({ kind: 'falhou', key, erro: error });
    }
  };

  // A fixed pool of workers over one queue: bounded sockets and memory whatever the file count.
  let next = 0;
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 4) }, async () => {
    while (next < keys.length) await migrate(keys[next++]);
  });
  await Promise.all(workers);
  return summary;
}
