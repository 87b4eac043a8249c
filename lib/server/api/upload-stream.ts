import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { Readable, Transform } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { stripControlCharacters } from '@/lib/domain/control-characters';
import {
  AUDIO_MAX_BYTES,
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE_MESSAGE,
  MEDIA_UNSUPPORTED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  type MediaKind,
} from '@/lib/schemas/media';
import { AppError, badRequest } from '@/lib/server/errors';
import { AUDIO_SNIFF_BYTES, detectAudioType, type AudioType } from '../media/audio';
import { MULTIPART_OVERHEAD_BYTES } from './body';

/*
 * The media library's upload (POST /midia), read as a stream: one file in the field 'arquivo' of
 * a multipart/form-data body. Its first bytes decide what it is. Audio goes straight to a
 * temporary file as it arrives (up to AUDIO_MAX_BYTES, never held in memory); anything else is an
 * image candidate, gathered in memory up to MEDIA_MAX_BYTES and then judged by sharp. Caps are
 * enforced before reading (a declared Content-Length) and while reading (the bytes counted), so
 * a huge or endless body is cut off early with 413.
 */

/** A form whose file has not begun within this many bytes is not a form this route reads. */
const FILE_START_WITHIN_BYTES = 1024 * 1024;

const FIELD = 'arquivo';
const NO_FILE_MESSAGE = 'Escolha um arquivo para enviar.';
const ONE_FILE_MESSAGE = 'Envie um arquivo por vez.';
const UNREADABLE_FORM_MESSAGE = 'Não foi possível ler o formulário enviado.';

export type ReceivedImage = { kind: 'imagem'; buffer: Buffer; nome: string };
export type ReceivedAudio = {
  kind: 'audio';
  type: AudioType;
  /** The temporary file holding it: remove it with dispose() once stored (or refused). */
  tempPath: string;
  size: number;
  nome: string;
  dispose(): Promise<void>;
};
export type ReceivedUpload = ReceivedImage | ReceivedAudio;

export type ReceiveOptions = {
  /** Only this kind is wanted (the pickers): the other is refused with 415, and its cap applies. */
  accept?: MediaKind;
  imageMaxBytes?: number;
  audioMaxBytes?: number;
};

const fileTooLarge = (message: string) => new AppError('too-large', 'ARQUIVO_GRANDE', message);
const unsupported = (message: string) => new AppError('unsupported-type', 'TIPO_NAO_SUPORTADO', message);

type Caps = { image: number; audio: number; accept: MediaKind | undefined };

/** The biggest file the request may carry, and what to say when it is passed before its kind is known. */
function requestCap(caps: Caps): { bytes: number; message: string } {
  if (caps.accept === 'imagem') return { bytes: caps.image, message: MEDIA_TOO_LARGE_MESSAGE };
  if (caps.accept === 'audio') return { bytes: caps.audio, message: AUDIO_TOO_LARGE_MESSAGE };
  return { bytes: Math.max(caps.image, caps.audio), message: UPLOAD_TOO_LARGE_MESSAGE };
}

async function removeDir(dir: string): Promise<void> {
  await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => undefined);
}

/** Reads one file part: sniffs its start, then spools audio to disk or gathers an image in memory. */
async function receiveFile(stream: Readable, filename: string, caps: Caps): Promise<ReceivedUpload> {
  const nome = stripControlCharacters(filename ?? '').trim();
  const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const next = async (): Promise<Buffer | null> => {
    const step = await iterator.next();
    return step.done ? null : step.value;
  };
  let head: Buffer = Buffer.alloc(0);
  let ended = false;
  while (head.length < AUDIO_SNIFF_BYTES) {
    const chunk = await next();
    if (chunk === null) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, chunk]);
  }
  if (head.length === 0) throw badRequest('O arquivo enviado está vazio.', { [FIELD]: 'O arquivo enviado está vazio.' });

  const audioType = detectAudioType(head);
  if (audioType) {
    if (caps.accept === 'imagem') throw unsupported(MEDIA_UNSUPPORTED_MESSAGE);
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sintonia-envio-'));
    const tempPath = path.join(dir, `audio.${audioType}`);
    const out = fs.createWriteStream(tempPath, { flags: 'wx' });
    let size = 0;
    try {
      const write = async (chunk: Buffer) => {
        size += chunk.length;
        if (size > caps.audio) throw fileTooLarge(AUDIO_TOO_LARGE_MESSAGE);
        if (!out.write(chunk)) await once(out, 'drain');
      };
      await write(head);
      for (let chunk = ended ? null : await next(); chunk !== null; chunk = await next()) await write(chunk);
      out.end();
      await finished(out);
    } catch (error) {
      out.destroy();
      await removeDir(dir);
      throw error;
    }
    return { kind: 'audio', type: audioType, tempPath, size, nome: nome || 'audio', dispose: () => removeDir(dir) };
  }

  // Refusals leave the part unread: receiveUpload then stops reading the body altogether.
  if (caps.accept === 'audio') throw unsupported(AUDIO_UNSUPPORTED_MESSAGE);
  // Not audio: an image, or nothing the library takes (sharp decides, 415).
  const chunks = [head];
  let size = head.length;
  for (let chunk = ended ? null : await next(); chunk !== null; chunk = await next()) {
    size += chunk.length;
    if (size > caps.image) throw fileTooLarge(MEDIA_TOO_LARGE_MESSAGE);
    chunks.push(chunk);
  }
  if (size > caps.image) throw fileTooLarge(MEDIA_TOO_LARGE_MESSAGE);
  return { kind: 'imagem', buffer: Buffer.concat(chunks), nome: nome || 'imagem' };
}

/** Counts the body's bytes on their way to the parser; `check` may refuse the next chunk (an Error). */
function byteCounter(check: (before: number, total: number) => Error | null) {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const before = total;
      total += chunk.length;
      const refusal = check(before, total);
      if (refusal) callback(refusal);
      else callback(null, chunk);
    },
  });
}

/**
 * The one file of an upload request, or an AppError: 400 (not multipart, no file, two files, a
 * form that does not parse), 413 (past its cap, before or while reading), 415 (the other kind
 * than `accept`). The caller disposes of an audio file's temporary copy.
 */
export async function receiveUpload(request: Request, options: ReceiveOptions = {}): Promise<ReceivedUpload> {
  const caps: Caps = { image: options.imageMaxBytes ?? MEDIA_MAX_BYTES, audio: options.audioMaxBytes ?? AUDIO_MAX_BYTES, accept: options.accept };
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest(`Envie o arquivo como multipart/form-data, no campo '${FIELD}'.`);
  }
  const cap = requestCap(caps);
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > cap.bytes + MULTIPART_OVERHEAD_BYTES) throw fileTooLarge(cap.message);
  if (!request.body) throw badRequest(NO_FILE_MESSAGE, { [FIELD]: NO_FILE_MESSAGE });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      // Browsers send file names in UTF-8.
      defParamCharset: 'utf8',
      limits: { files: 2, fields: 20, fieldSize: 16 * 1024, parts: 40, headerPairs: 50 },
    });
  } catch {
    throw badRequest(UNREADABLE_FORM_MESSAGE);
  }
  const source = Readable.fromWeb(request.body as import('node:stream/web').ReadableStream<Uint8Array>);

  return new Promise<ReceivedUpload>((resolve, reject) => {
    let settled = false;
    let files = 0;
    let file: Promise<ReceivedUpload> | null = null;
    const counter = byteCounter((before, total) => {
      if (total > cap.bytes + MULTIPART_OVERHEAD_BYTES) return fileTooLarge(cap.message);
      // A body that is all preamble (no part ever starts) is not read to the end of its cap. Judged
      // on what the parser has already had: a chunk may carry the part's start and much more.
      if (!file && before > FILE_START_WITHIN_BYTES) return badRequest(UNREADABLE_FORM_MESSAGE);
      return null;
    });
    const discard = (upload: ReceivedUpload) => (upload.kind === 'audio' ? upload.dispose() : Promise.resolve());
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Nothing more is read: the rest of the body is left unsent.
      source.unpipe(counter);
      counter.unpipe(parser);
      source.destroy();
      counter.destroy();
      parser.removeAllListeners('file');
      parser.on('error', () => undefined);
      // Destroying the parser errors the file part under way, so receiveFile removes its temp file.
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
      file?.then(discard, () => undefined);
      reject(error);
    };
    parser.on('file', (field, stream, info) => {
      if (settled || field !== FIELD) {
        stream.on('error', () => undefined).resume();
        return;
      }
      files += 1;
      if (files > 1) {
        stream.on('error', () => undefined).resume();
        fail(badRequest(ONE_FILE_MESSAGE, { [FIELD]: ONE_FILE_MESSAGE }));
        return;
      }
      file = receiveFile(stream, info.filename ?? '', caps);
      file.catch(fail);
    });
    parser.on('error', () => fail(badRequest(UNREADABLE_FORM_MESSAGE)));
    parser.on('close', () => {
      if (settled) return;
      if (!file) return fail(badRequest(NO_FILE_MESSAGE, { [FIELD]: NO_FILE_MESSAGE }));
      file.then((upload) => {
        if (settled) return void discard(upload);
        settled = true;
        resolve(upload);
      }, fail);
    });
    counter.on('error', fail);
    source.on('error', () => fail(badRequest(UNREADABLE_FORM_MESSAGE)));
    source.pipe(counter).pipe(parser);
  });
}
