import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { resolveByteRange, type ByteRangeRequest, type MediaStore, type StoredObject, type UnsatisfiableRange } from './upload-keys';

/** The default backend: files under {DATA_DIR}/uploads, one process or a shared disk. */
export class LocalMediaStore implements MediaStore {
  constructor(readonly root: string) {}

  /** The file of a key, or null if it would resolve outside the root (keys are checked already; this is the second lock). */
  filePath(key: string): string | null {
    const resolved = path.resolve(this.root, ...key.split('/'));
    const relative = path.relative(this.root, resolved);
    if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
    return resolved;
  }

  async write(key: string, data: Buffer): Promise<void> {
    const file = this.filePath(key);
    if (file === null) throw new Error(`Caminho de mídia inválido: ${key}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Written aside, then linked into place: a reader (an instance waiting for a cover another one
    // draws) never finds half a file, which it would serve as immutable. link fails on an existing file.
    const aside = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.parcial`);
    await fs.promises.writeFile(aside, data, { flag: 'wx' });
    try {
      await fs.promises.link(aside, file);
    } finally {
      await fs.promises.rm(aside, { force: true });
    }
  }

  async writeFile(key: string, sourcePath: string): Promise<void> {
    const file = this.filePath(key);
    if (file === null) throw new Error(`Caminho de mídia inválido: ${key}`);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.copyFile(sourcePath, file, fs.constants.COPYFILE_EXCL);
  }

  async read(key: string, range?: ByteRangeRequest): Promise<StoredObject | UnsatisfiableRange | null> {
    const file = this.filePath(key);
    const stat = file ? await fs.promises.stat(file).catch(() => null) : null;
    if (!file || !stat?.isFile()) return null;
    if (!range) return { body: Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>, size: stat.size };
    const part = resolveByteRange(range, stat.size);
    if (!part) return { unsatisfiable: true, size: stat.size };
    return { body: Readable.toWeb(fs.createReadStream(file, part)) as ReadableStream<Uint8Array>, size: stat.size, range: part };
  }

  async remove(keys: readonly string[]): Promise<void> {
    const files = keys.map((key) => this.filePath(key)).filter((file) => file !== null);
    await Promise.all(files.map((file) => fs.promises.rm(file, { force: true })));
  }

  async clear(): Promise<void> {
    await fs.promises.rm(this.root, { recursive: true, force: true });
  }

  async check(): Promise<void> {
    // The disk is this machine's: nothing to reach.
  }

  describe(): string {
    return this.root;
  }
}
