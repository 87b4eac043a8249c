import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  AUDIO_TOO_LARGE_MESSAGE,
  AUDIO_UNSUPPORTED_MESSAGE,
  MEDIA_FILE_UNSUPPORTED_MESSAGE,
  MEDIA_UNSUPPORTED_MESSAGE,
  UPLOAD_TOO_LARGE_MESSAGE,
  AUDIO_MAX_BYTES,
} from '@/lib/schemas/media';
import type { ApiApp } from '@/lib/server/api/app';
import { receiveUpload } from '@/lib/server/api/upload-stream';
import { logs, midias } from '@/lib/server/db/schema';
import { deleteStoredImage, resolveUploadPath } from '@/lib/server/media/storage';
import { silentMp3, tinyMp4, tinyOggOpus } from '@/test/helpers/audio';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

/** Temporary upload folders left in the system's temp directory (there should never be any after a request). */
/** Waits (up to 2 s) for a list to empty: the temp folder is removed just after the rejection. */
async function eventuallyEmpty(list: () => string[]): Promise<void> {
  for (let i = 0; i < 40 && list().length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(list()).toEqual([]);
}

/**
 * The streamed copies this file's uploads made (lib/server/api/upload-stream.ts): its own only, as
 * other test files upload into the same temporary directory at the same time.
 */
const streamedCopies: string[] = [];
const mkdtemp = fs.promises.mkdtemp;
/** This file's streamed copies still on disk. */
const copiesLeft = () => streamedCopies.filter((dir) => fs.existsSync(dir));

beforeAll(() => {
  jest.spyOn(fs.promises, 'mkdtemp').mockImplementation((async (prefix: string) => {
    const dir = await mkdtemp(prefix);
    if (path.basename(dir).startsWith('sintonia-envio-')) streamedCopies.push(dir);
    return dir;
  }) as typeof fs.promises.mkdtemp);
});
afterAll(() => {
  jest.restoreAllMocks();
  // The checks looked at real copies.
  expect(streamedCopies.length).toBeGreaterThan(0);
});

function multipart(data: Buffer, nome: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('arquivo', new Blob([new Uint8Array(data)], { type }), nome);
  return form;
}

describe.each(TEST_BACKENDS)('audio in the media library, POST /midia ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  const uploaded: string[] = [];

  const upload = async (who: keyof StaffTokens | null, data: Buffer, nome: string, type?: string, query = '') => {
    const response = await app.request(`/api/v1/midia${query}`, {
      method: 'POST',
      headers: who ? { authorization: `Bearer ${tokens[who]}` } : {},
      body: multipart(data, nome, type),
    });
    const body = (await response.json()) as any;
    if (response.status === 201) uploaded.push(body.arquivo);
    return { status: response.status, body };
  };

  beforeAll(async () => {
    ({ database, app, call, tokens } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await Promise.all(uploaded.map((arquivo) => deleteStoredImage(arquivo)));
    await database?.dispose();
  });
  afterEach(() => {
    // Whatever happened, the streamed copy is gone.
    expect(copiesLeft()).toEqual([]);
  });

  it('stores an MP3 (ID3 tag) as sent, with its duration read from the file: 201, a row, a log entry', async () => {
    const mp3 = silentMp3(30, { title: 'Entrevista com o prefeito' });
    const { status, body } = await upload('editor', mp3, 'Entrevista do prefeito.mp3', 'audio/mpeg');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      tipo: 'audio',
      mime: 'audio/mpeg',
      tamanho: mp3.length,
      duracaoSegundos: 30,
      largura: null,
      altura: null,
      variantes: {},
      nomeOriginal: 'Entrevista do prefeito.mp3',
      enviadoPor: { nome: 'Marta Lindner' },
    });
    expect(body.arquivo).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.mp3$/);
    expect(body.url).toBe(`/uploads/${body.arquivo}`);
    expect(fs.readFileSync(resolveUploadPath(body.url) as string).equals(mp3)).toBe(true);
    const [log] = await database.db
      .select()
      .from(logs)
      .where(and(eq(logs.entidade, 'midia'), eq(logs.entidadeId, String(body.id))));
    expect(log).toMatchObject({ acao: 'enviar', detalhes: { arquivo: body.arquivo, nomeOriginal: 'Entrevista do prefeito.mp3', tamanho: mp3.length } });
    expect((await call('GET', `/midia/${body.id}`, tokens.autor)).body).toEqual(body);
  });

  it.each([
    ['an MP3 without a tag (MPEG frame sync), whatever its name and declared type', () => silentMp3(7), 'gravacao.bin', 'application/octet-stream', 'audio/mpeg', 'mp3', 7],
    ['an M4A (ftyp)', () => tinyMp4(12.4), 'programa.m4a', 'audio/mp4', 'audio/mp4', 'm4a', 12],
    ['an Ogg Opus (OggS)', () => tinyOggOpus(9), 'vinheta.opus', 'audio/ogg', 'audio/ogg', 'ogg', 9],
    ['an Ogg file named like a picture', () => tinyOggOpus(4), 'foto.jpg', 'image/jpeg', 'audio/ogg', 'ogg', 4],
  ])('recognises %s by content', async (_label, make, nome, declared, mime, ext, seconds) => {
    const { status, body } = await upload('autor', make(), nome, declared);
    expect(status).toBe(201);
    expect(body).toMatchObject({ tipo: 'audio', mime, duracaoSegundos: seconds });
    expect(body.arquivo.endsWith(`.${ext}`)).toBe(true);
  });

  it('refuses a film (an MP4 with a video track) with 415 and a file it cannot read with 422', async () => {
    expect(await upload('admin', tinyMp4(10, { brand: 'isom', handler: 'vide' }), 'video.mp4', 'video/mp4')).toEqual({
      status: 415,
      body: { message: AUDIO_UNSUPPORTED_MESSAGE, codigo: 'TIPO_NAO_SUPORTADO' },
    });
    const fake = Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 10]), Buffer.alloc(4000, 0x41)]);
    const broken = await upload('admin', fake, 'quebrado.mp3', 'audio/mpeg');
    expect(broken.status).toBe(422);
    expect(broken.body.codigo).toBe('AUDIO_INVALIDO');
    expect(broken.body.message).toMatch(/^Não foi possível ler (a duração d)?o áudio/);
  });

  it('content that is neither image nor audio: 415 naming both', async () => {
    expect(await upload('admin', Buffer.from('apenas texto, nada de áudio'), 'musica.mp3', 'audio/mpeg')).toEqual({
      status: 415,
      body: { message: MEDIA_FILE_UNSUPPORTED_MESSAGE, codigo: 'TIPO_NAO_SUPORTADO' },
    });
  });

  it('?tipo= restricts the kind: audio where images are asked for, and an image where audio is, are 415', async () => {
    expect(await upload('admin', silentMp3(2), 'a.mp3', 'audio/mpeg', '?tipo=imagem')).toEqual({
      status: 415,
      body: { message: MEDIA_UNSUPPORTED_MESSAGE, codigo: 'TIPO_NAO_SUPORTADO' },
    });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#08f' } }).jpeg().toBuffer();
    expect(await upload('admin', jpeg, 'a.jpg', 'image/jpeg', '?tipo=audio')).toEqual({
      status: 415,
      body: { message: AUDIO_UNSUPPORTED_MESSAGE, codigo: 'TIPO_NAO_SUPORTADO' },
    });
    expect((await upload('admin', silentMp3(2), 'b.mp3', 'audio/mpeg', '?tipo=audio')).status).toBe(201);
    expect((await call('POST', '/midia?tipo=video', tokens.admin, {})).status).toBe(400);
  });

  it('a declared Content-Length over the cap is 413 before the body is read', async () => {
    for (const [query, message] of [
      ['', UPLOAD_TOO_LARGE_MESSAGE],
      ['?tipo=audio', AUDIO_TOO_LARGE_MESSAGE],
    ] as const) {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const response = await app.request(
        new Request(`http://localhost/api/v1/midia${query}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(AUDIO_MAX_BYTES + 1024 * 1024) },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message, codigo: 'ARQUIVO_GRANDE' });
      expect(pulled).toBeLessThan(5);
    }
  });

  it('GET /midia?tipo= lists one kind; audio answers its duration and no variants', async () => {
    const audio = await call('GET', '/midia?tipo=audio&limite=100', tokens.autor);
    expect(audio.status).toBe(200);
    expect(audio.body.dados.length).toBeGreaterThan(0);
    for (const item of audio.body.dados) {
      expect(item.tipo).toBe('audio');
      expect(item.mime).toMatch(/^audio\//);
      expect(item.duracaoSegundos).toBeGreaterThan(0);
    }
    const images = await call('GET', '/midia?tipo=imagem&limite=100', tokens.autor);
    expect(images.body.dados.every((item: any) => item.tipo === 'imagem' && item.duracaoSegundos === null)).toBe(true);
    const all = await call('GET', '/midia?limite=1', tokens.autor);
    expect(all.body.meta.total).toBe(audio.body.meta.total + images.body.meta.total);
    expect(await database.db.$count(midias)).toBe(all.body.meta.total);
  });
});

describe('receiveUpload: the upload stream (memory and caps)', () => {
  /** A multipart body whose one file is `head` followed by `size` zero bytes, produced lazily; `sent` tells how much was read. */
  function endlessFile(head: Buffer, size: number) {
    const state = { sent: 0 };
    const chunk = new Uint8Array(256 * 1024);
    const start = Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="arquivo"; filename="longo.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n'),
      head,
    ]);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.sent === 0) controller.enqueue(new Uint8Array(start));
        if (state.sent >= size) {
          controller.enqueue(new TextEncoder().encode('\r\n--x--\r\n'));
          return controller.close();
        }
        state.sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = new Request('http://localhost/api/v1/midia', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    return { request, state };
  }

  it('spools audio to a temporary file, never whole in memory, and cuts it off past its cap (413)', async () => {
    const cap = 4 * 1024 * 1024;
    const { request, state } = endlessFile(silentMp3(1), 64 * 1024 * 1024);
    await expect(receiveUpload(request, { audioMaxBytes: cap })).rejects.toMatchObject({ kind: 'too-large', message: AUDIO_TOO_LARGE_MESSAGE });
    expect(state.sent).toBeLessThan(cap + 2 * 1024 * 1024);
    expect(copiesLeft()).toEqual([]);
  });

  it('a client that goes away mid-upload leaves no temporary file behind', async () => {
    const start = Buffer.concat([
      Buffer.from('--x\r\nContent-Disposition: form-data; name="arquivo"; filename="caiu.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n'),
      silentMp3(1),
    ]);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new Uint8Array(start));
        sent += 1;
        if (sent > 8) return controller.error(new Error('conexão encerrada pelo cliente'));
        controller.enqueue(new Uint8Array(256 * 1024));
      },
    });
    const request = new Request('http://localhost/api/v1/midia', { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body, duplex: 'half' } as RequestInit);
    await expect(receiveUpload(request)).rejects.toBeDefined();
    await eventuallyEmpty(copiesLeft);
  });

  it('hands over an audio file within its cap as a temporary file, removed by dispose()', async () => {
    const { request } = endlessFile(silentMp3(1), 1024 * 1024);
    const received = await receiveUpload(request, { audioMaxBytes: 4 * 1024 * 1024 });
    expect(received.kind).toBe('audio');
    if (received.kind !== 'audio') return;
    expect(received).toMatchObject({ type: 'mp3', nome: 'longo.mp3' });
    expect(fs.statSync(received.tempPath).size).toBe(received.size);
    expect(received.size).toBeGreaterThan(1024 * 1024);
    await received.dispose();
    expect(fs.existsSync(received.tempPath)).toBe(false);
  });

  it('a form whose file never starts is refused after a little reading (400)', async () => {
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 100 * 1024 * 1024) return controller.close();
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request('http://localhost/api/v1/midia', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit);
    await expect(receiveUpload(request)).rejects.toMatchObject({ kind: 'invalid', message: 'Não foi possível ler o formulário enviado.' });
    expect(sent).toBeLessThan(4 * 1024 * 1024);
  });
});
