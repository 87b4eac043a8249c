import 'server-only';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { stripControlCharacters } from '@/lib/domain/control-characters';
import { AppError, badRequest } from '@/lib/server/errors';
import { MULTIPART_OVERHEAD_BYTES } from './body';

/*
 * A large upload (a WordPress export of hundreds of megabytes) received as a stream straight into
 * a file on disk: never held in memory, cut off with 413 as soon as it passes its cap (declared
 * Content-Length first, then the bytes as they arrive). The front door leaves /api/v1 bodies to
 * the routes, so this cap is the one that holds for the route that uses it.
 */

const NO_FILE_MESSAGE = 'Escolha o arquivo para enviar.';
const ONE_FILE_MESSAGE = 'Envie um arquivo por vez.';
const UNREADABLE_FORM_MESSAGE = 'Não foi possível ler o formulário enviado.';
/** A form whose file has not begun within this many bytes is not one this route reads. */
const FILE_START_WITHIN_BYTES = 1024 * 1024;

export type ReceivedFile = { path: string; nome: string; bytes: number };

export type ReceiveFileOptions = {
  field: string;
  maxBytes: number;
  /** The 413's message for a file of `bytes` (or more). */
  tooLarge: (bytes: number) => string;
  dir: string;
  extension: string;
};

/** The one file of the request, on disk under `dir` (the caller removes it), or an AppError: 400, 413. */
export async function receiveFileToDisk(request: Request, options: ReceiveFileOptions): Promise<ReceivedFile> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw badRequest(`Envie o arquivo como multipart/form-data, no campo '${options.field}'.`);
  const tooLarge = (bytes: number) => new AppError('too-large', 'ARQUIVO_GRANDE', options.tooLarge(bytes));
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge(declared);
  if (!request.body) throw badRequest(NO_FILE_MESSAGE, { [options.field]: NO_FILE_MESSAGE });

  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': type }, defParamCharset: 'utf8', limits: { files: 2, fields: 20, fieldSize: 16 * 1024, parts: 40, headerPairs: 50 } });
  } catch {
    throw badRequest(UNREADABLE_FORM_MESSAGE);
  }
  await fs.promises.mkdir(options.dir, { recursive: true });
  const target = path.join(options.dir, `${randomUUID()}${options.extension}`);
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);

  return new Promise<ReceivedFile>((resolve, reject) => {
    let settled = false;
    let files = 0;
    let writing: Promise<ReceivedFile> | null = null;
    let total = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        const before = total;
        total += chunk.length;
        if (total > options.maxBytes + MULTIPART_OVERHEAD_BYTES) return callback(tooLarge(total));
        if (!writing && before > FILE_START_WITHIN_BYTES) return callback(badRequest(UNREADABLE_FORM_MESSAGE));
        callback(null, chunk);
      },
    });
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(counter);
      counter.unpipe(parser);
      source.destroy();
      counter.destroy();
      parser.removeAllListeners('file');
      parser.on('error', () => undefined);
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
      void (writing ?? Promise.resolve()).catch(() => undefined).finally(() => fs.promises.rm(target, { force: true }).catch(() => undefined));
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (settled || field !== options.field) {
        stream.on('error', () => undefined).resume();
        return;
      }
      files += 1;
      if (files > 1) {
        stream.on('error', () => undefined).resume();
        fail(badRequest(ONE_FILE_MESSAGE, { [options.field]: ONE_FILE_MESSAGE }));
        return;
      }
      const nome = stripControlCharacters(path.basename((info.filename ?? '').replace(/\\/g, '/'))).trim().slice(0, 255) || 'exportacao.xml';
      writing = (async () => {
        const out = fs.createWriteStream(target, { flags: 'wx' });
        let bytes = 0;
        try {
          for await (const chunk of stream as AsyncIterable<Buffer>) {
            bytes += chunk.length;
            if (bytes > options.maxBytes) throw tooLarge(bytes);
            if (!out.write(chunk)) await once(out, 'drain');
          }
          out.end();
          await finished(out);
        } catch (error) {
          out.destroy();
          throw error;
        }
        if (bytes === 0) throw badRequest('O arquivo enviado está vazio.', { [options.field]: 'O arquivo enviado está vazio.' });
        return { path: target, nome, bytes };
      })();
      writing.catch(fail);
    });
    parser.on('error', () => fail(badRequest(UNREADABLE_FORM_MESSAGE)));
    parser.on('close', () => {
      if (settled) return;
      if (!writing) return fail(badRequest(NO_FILE_MESSAGE, { [options.field]: NO_FILE_MESSAGE }));
      writing.then((file) => {
        if (settled) return;
        settled = true;
        resolve(file);
      }, fail);
    });
    counter.on('error', fail);
    source.on('error', () => fail(badRequest(UNREADABLE_FORM_MESSAGE)));
    source.pipe(counter).pipe(parser);
  });
}
