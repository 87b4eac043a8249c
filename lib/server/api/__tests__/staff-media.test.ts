import fs from 'node:fs';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { MEDIA_MAX_BYTES } from '@/lib/schemas/media';
import type { ApiApp } from '@/lib/server/api/app';
import { banners, configuracoes, logs, membrosEquipe, midias, postagens, programas, usuarios } from '@/lib/server/db/schema';
import { deleteStoredImage, resolveUploadPath } from '@/lib/server/media/storage';
import { mediaInUseMessage } from '@/lib/server/services/media';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffTokens } from '@/test/helpers/staff-api';
import { pngBomb } from '@/test/helpers/images';

jest.setTimeout(120_000);

const TOO_LARGE = 'Arquivo grande demais. O limite é 10 MB.';
// Content that is neither an image nor audio (issue 15 added audio to the library).
const UNSUPPORTED = 'Tipo de arquivo não suportado. Envie uma imagem (JPEG, PNG, WebP ou GIF) ou um áudio (MP3, M4A ou OGG).';

const picture = (width = 640, height = 360) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 110, b: 180 } } });

const SAMPLES = {
  jpeg: { nome: 'Praça da Matriz.jpg', mime: 'image/jpeg', ext: 'jpg', make: () => picture(1600, 900).jpeg().toBuffer() },
  png: { nome: 'logo-parceiro.png', mime: 'image/png', ext: 'png', make: () => picture(500, 500).png().toBuffer() },
  webp: { nome: 'enchente.webp', mime: 'image/webp', ext: 'webp', make: () => picture(900, 600).webp().toBuffer() },
  gif: { nome: 'animacao.gif', mime: 'image/gif', ext: 'gif', make: () => picture(300, 200).gif().toBuffer() },
} as const;

const onDisk = (url: string) => {
  const file = resolveUploadPath(url);
  return file !== null && fs.existsSync(file);
};

describe.each(TEST_BACKENDS)('API de mídia /api/v1/midia ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  const uploaded: string[] = [];

  const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

  const upload = async (who: keyof typeof tokens | null, data: Buffer | string, nome: string, mime: string) => {
    const form = new FormData();
    form.append('arquivo', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type: mime }), nome);
    const response = await app.request('/api/v1/midia', { method: 'POST', headers: who ? auth(who) : {}, body: form });
    const body = (await response.json()) as any;
    if (response.status === 201) uploaded.push(body.arquivo);
    return { status: response.status, body };
  };
  const json = (method: string, path: string, who: keyof typeof tokens | null, payload?: unknown) => call(method, path, who ? tokens[who] : undefined, payload);
  const uploadJpeg = async (who: keyof typeof tokens, nome = 'foto.jpg') => {
    const result = await upload(who, await picture(800, 450).jpeg().toBuffer(), nome, 'image/jpeg');
    expect(result.status).toBe(201);
    return result.body;
  };

  beforeAll(async () => {
    ({ database, app, call, tokens } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    // Uploads went to the process DATA_DIR of test/setup.ts: remove only what this file wrote.
    await Promise.all(uploaded.map((arquivo) => deleteStoredImage(arquivo)));
    await database?.dispose();
  });

  describe('POST /midia', () => {
    it.each(Object.entries(SAMPLES))('accepts a real %s: 201, a row, a log entry and the variant files on disk', async (_type, sample) => {
      const { status, body } = await upload('editor', await sample.make(), sample.nome, sample.mime);
      expect(status).toBe(201);
      expect(body).toMatchObject({
        id: expect.any(Number),
        nomeOriginal: sample.nome,
        mime: sample.mime,
        alt: '',
        enviadoPor: { id: expect.any(Number), nome: 'Marta Lindner' },
      });
      expect(body.arquivo).toMatch(new RegExp(`^\\d{4}/\\d{2}/[0-9a-f-]{36}\\.${sample.ext}$`));
      expect(body.url).toBe(`/uploads/${body.arquivo}`);
      expect(body.tamanho).toBeGreaterThan(0);
      expect(body.largura).toBeGreaterThan(0);
      expect(body.altura).toBeGreaterThan(0);
      expect(new Date(body.criadoEm).toString()).not.toBe('Invalid Date');
      const stem = body.url.slice(0, -(sample.ext.length + 1));
      expect(body.variantes).toEqual({
        'post-large': `${stem}_post-large.${sample.ext}`,
        'post-medium': `${stem}_post-medium.${sample.ext}`,
        'post-thumb': `${stem}_post-thumb.${sample.ext}`,
      });
      expect(onDisk(body.url)).toBe(true);
      for (const url of Object.values(body.variantes) as string[]) expect(onDisk(url)).toBe(true);

      const thumb = await sharp(resolveUploadPath(body.variantes['post-thumb']) as string).metadata();
      expect(thumb.format).toBe(_type);
      expect(thumb.width).toBeLessThanOrEqual(400);

      const [row] = await database.db.select().from(midias).where(eq(midias.id, body.id));
      expect(row).toMatchObject({ arquivo: body.arquivo, alt: '', enviadoPorId: body.enviadoPor.id });
      const [log] = await database.db
        .select()
        .from(logs)
        .where(and(eq(logs.entidade, 'midia'), eq(logs.entidadeId, String(body.id))));
      expect(log).toMatchObject({ acao: 'enviar', usuarioId: body.enviadoPor.id });
    });

    it('decides the type by content: an SVG or a text file is 415 whatever its name says', async () => {
      const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      for (const [data, nome, mime] of [
        [svg, 'desenho.svg', 'image/svg+xml'],
        [svg, 'disfarcado.png', 'image/png'],
        ['apenas texto, nada de imagem', 'notas.txt', 'text/plain'],
        ['texto com nome de foto', 'foto.jpg', 'image/jpeg'],
      ] as const) {
        expect(await upload('admin', data, nome, mime)).toEqual({
          status: 415,
          body: { message: UNSUPPORTED, codigo: 'TIPO_NAO_SUPORTADO' },
        });
      }
    });

    it('refuses a file over 10 MB with 413', async () => {
      const big = Buffer.alloc(MEDIA_MAX_BYTES + 1024, 0);
      big.set([0xff, 0xd8, 0xff], 0);
      expect(await upload('admin', big, 'enorme.jpg', 'image/jpeg')).toEqual({
        status: 413,
        body: { message: TOO_LARGE, codigo: 'ARQUIVO_GRANDE' },
      });
    });

    it('refuses a declared Content-Length over the image cap without reading the body, when images are asked for', async () => {
      let pulled = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(1024));
        },
      });
      const response = await app.request(
        new Request('http://localhost/api/v1/midia?tipo=imagem', {
          method: 'POST',
          headers: { ...auth('admin'), 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(50 * 1024 * 1024) },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: TOO_LARGE, codigo: 'ARQUIVO_GRANDE' });
      // The stream may be primed with a chunk or two, never drained.
      expect(pulled).toBeLessThan(5);
    });

    it('stops reading a body without Content-Length as soon as it passes the image cap, when images are asked for', async () => {
      let sent = 0;
      const chunk = new Uint8Array(256 * 1024);
      // A file part that never ends: its header, a JPEG's first bytes, then zeros.
      const start = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="arquivo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n');
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 100 * 1024 * 1024) return controller.close();
          if (sent === 0) controller.enqueue(Uint8Array.from([...start, 0xff, 0xd8, 0xff]));
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      const response = await app.request(
        new Request('http://localhost/api/v1/midia?tipo=imagem', {
          method: 'POST',
          headers: { ...auth('admin'), 'content-type': 'multipart/form-data; boundary=x' },
          body,
          duplex: 'half',
        } as RequestInit),
      );
      expect(response.status).toBe(413);
      expect(sent).toBeLessThan(MEDIA_MAX_BYTES + 2 * 1024 * 1024);
    });

    it('refuses a pixel bomb with 422 before decoding it', async () => {
      const { status, body } = await upload('admin', pngBomb(30_000, 30_000), 'bomba.png', 'image/png');
      expect(status).toBe(422);
      expect(body.codigo).toBe('IMAGEM_GRANDE');
      expect(body.message).toMatch(/^Imagem grande demais: 30000×30000 pixels\./);
    });

    it('refuses a broken image with 422', async () => {
      const jpeg = await picture().jpeg().toBuffer();
      const { status, body } = await upload('admin', jpeg.subarray(0, 40), 'cortada.jpg', 'image/jpeg');
      expect(status).toBe(422);
      expect(body.codigo).toBe('IMAGEM_INVALIDA');
    });

    it('asks for multipart with exactly one file in the field arquivo', async () => {
      expect((await json('POST', '/midia', 'admin', { arquivo: 'x' })).status).toBe(400);
      const empty = new FormData();
      empty.append('outro', 'valor');
      const none = await app.request('/api/v1/midia', { method: 'POST', headers: auth('admin'), body: empty });
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({ campos: { arquivo: 'Escolha um arquivo para enviar.' } });
      const two = new FormData();
      const jpeg = new Uint8Array(await picture().jpeg().toBuffer());
      two.append('arquivo', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
      two.append('arquivo', new Blob([jpeg], { type: 'image/jpeg' }), 'b.jpg');
      const both = await app.request('/api/v1/midia', { method: 'POST', headers: auth('admin'), body: two });
      expect(both.status).toBe(400);
      expect(await both.json()).toMatchObject({ message: 'Envie um arquivo por vez.' });
    });

    it('needs a token: 401 without one, 401 with a bad one', async () => {
      const jpeg = await picture().jpeg().toBuffer();
      expect((await upload(null, jpeg, 'x.jpg', 'image/jpeg')).status).toBe(401);
      const form = new FormData();
      form.append('arquivo', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'x.jpg');
      const response = await app.request('/api/v1/midia', { method: 'POST', headers: { authorization: 'Bearer nada' }, body: form });
      expect(response.status).toBe(401);
      expect((await json('GET', '/midia', null)).status).toBe(401);
      expect((await json('PATCH', '/midia/1', null, { alt: 'x' })).status).toBe(401);
      expect((await json('DELETE', '/midia/1', null)).status).toBe(401);
    });
  });

  describe('GET /midia', () => {
    it('lists newest first with pagination meta, for every staff role', async () => {
      const total = await database.db.$count(midias);
      for (const who of ['admin', 'editor', 'autor'] as const) {
        const { status, body } = await json('GET', '/midia?limite=5&pagina=2', who);
        expect(status).toBe(200);
        expect(body.meta).toEqual({ pagina: 2, limite: 5, total, totalPaginas: Math.ceil(total / 5) });
        expect(body.dados).toHaveLength(5);
      }
      const { body } = await json('GET', '/midia?limite=100', 'admin');
      const dates = body.dados.map((m: { criadoEm: string }) => Date.parse(m.criadoEm));
      expect([...dates].sort((a, b) => b - a)).toEqual(dates);
      expect(body.dados[0].variantes['post-thumb']).toMatch(/_post-thumb\.\w+$/);
    });

    it('searches name and alt text without caring for accents or case', async () => {
      const media = await uploadJpeg('autor', 'Ponte do Rio Caí.jpg');
      for (const term of ['ponte do rio cai', 'PONTE DO RIO CAÍ', 'rio caí']) {
        const { body } = await json('GET', `/midia?busca=${encodeURIComponent(term)}`, 'admin');
        expect(body.dados.map((m: { id: number }) => m.id)).toContain(media.id);
      }
      await json('PATCH', `/midia/${media.id}`, 'autor', { alt: 'Balsa atravessando o rio ao entardecer' });
      const byAlt = await json('GET', `/midia?busca=${encodeURIComponent('balsa atravessando')}`, 'admin');
      expect(byAlt.body.dados.map((m: { id: number }) => m.id)).toEqual([media.id]);
      const literal = await json('GET', `/midia?busca=${encodeURIComponent('100%_')}`, 'admin');
      expect(literal.body).toMatchObject({ dados: [], meta: { total: 0, totalPaginas: 0 } });
    });

    it('refuses malformed paging', async () => {
      expect((await json('GET', '/midia?pagina=0', 'admin')).status).toBe(400);
      expect((await json('GET', '/midia?limite=abc', 'admin')).status).toBe(400);
    });
  });

  describe('PATCH /midia/:id', () => {
    it('saves the alt text (trimmed, at most 250 characters) for any staff member', async () => {
      const media = await uploadJpeg('admin');
      const { status, body } = await json('PATCH', `/midia/${media.id}`, 'autor', { alt: '  Vista aérea da praça  ' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ id: media.id, alt: 'Vista aérea da praça', url: media.url });
      const [row] = await database.db.select({ alt: midias.alt }).from(midias).where(eq(midias.id, media.id));
      expect(row.alt).toBe('Vista aérea da praça');
      const [log] = await database.db
        .select()
        .from(logs)
        .where(and(eq(logs.entidade, 'midia'), eq(logs.entidadeId, String(media.id)), eq(logs.acao, 'atualizar')));
      expect(log).toBeDefined();

      const tooLong = await json('PATCH', `/midia/${media.id}`, 'admin', { alt: 'a'.repeat(251) });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.campos.alt).toBe('O texto alternativo pode ter no máximo 250 caracteres.');
      expect((await json('PATCH', `/midia/${media.id}`, 'admin', { alt: 'a'.repeat(250) })).status).toBe(200);
      expect((await json('PATCH', '/midia/999999', 'admin', { alt: 'x' })).status).toBe(404);
    });
  });

  describe('DELETE /midia/:id', () => {
    const seededMediaFor = async (url: string) => {
      const arquivo = url.replace(/^\/uploads\//, '');
      const [row] = await database.db.select().from(midias).where(eq(midias.arquivo, arquivo));
      return row;
    };

    it('refuses with 409 naming the post that shows it as its featured image', async () => {
      const [post] = await database.db
        .select({ titulo: postagens.titulo, imagem: postagens.imagemDestaque })
        .from(postagens)
        .where(isNotNull(postagens.imagemDestaque))
        .orderBy(desc(postagens.id))
        .limit(1);
      const media = await seededMediaFor(post.imagem as string);
      const { status, body } = await json('DELETE', `/midia/${media.id}`, 'admin');
      expect(status).toBe(409);
      expect(body.codigo).toBe('MIDIA_EM_USO');
      expect(body.message).toMatch(/^Esta imagem está em uso: /);
      expect(body.message).toContain(`postagem «${post.titulo}»`);
      expect(await database.db.$count(midias, eq(midias.id, media.id))).toBe(1);
    });

    it('names banners too', async () => {
      const [banner] = await database.db.select().from(banners).limit(1);
      const media = await seededMediaFor(banner.imagem);
      const { status, body } = await json('DELETE', `/midia/${media.id}`, 'editor');
      expect(status).toBe(409);
      expect(body.message).toBe(`Esta imagem está em uso: banner «${banner.titulo}».`);
    });

    it('names a show of the programme grid whose cover it is', async () => {
      const [show] = await database.db.select().from(programas).where(isNotNull(programas.imagem)).limit(1);
      const media = await seededMediaFor(show.imagem as string);
      const { status, body } = await json('DELETE', `/midia/${media.id}`, 'editor');
      expect(status).toBe(409);
      expect(body.message).toBe(`Esta imagem está em uso: programa «${show.nome}».`);
    });

    it('finds a variant used inside a post body', async () => {
      const media = await uploadJpeg('editor');
      const [post] = await database.db.select({ id: postagens.id, titulo: postagens.titulo, conteudo: postagens.conteudo }).from(postagens).limit(1);
      await database.db
        .update(postagens)
        .set({ conteudo: `${post.conteudo}<p><img src="${media.variantes['post-large']}" alt=""></p>` })
        .where(eq(postagens.id, post.id));
      const { status, body } = await json('DELETE', `/midia/${media.id}`, 'editor');
      expect(status).toBe(409);
      expect(body.message).toBe(`Esta imagem está em uso: postagem «${post.titulo}».`);
      await database.db.update(postagens).set({ conteudo: post.conteudo }).where(eq(postagens.id, post.id));
    });

    it('names settings (even a path stored without /uploads/), user photos and team members', async () => {
      const media = await uploadJpeg('admin');
      const [setting] = await database.db.select().from(configuracoes).where(eq(configuracoes.chave, 'site.logo'));
      const [member] = await database.db.select().from(membrosEquipe).orderBy(asc(membrosEquipe.id)).limit(1);
      const [user] = await database.db.select().from(usuarios).where(eq(usuarios.email, 'autor@sintonia.local'));
      await database.db.update(configuracoes).set({ valor: media.arquivo }).where(eq(configuracoes.chave, 'site.logo'));
      await database.db.update(membrosEquipe).set({ avatar: media.variantes['post-thumb'] }).where(eq(membrosEquipe.id, member.id));
      await database.db.update(usuarios).set({ avatar: `https://radio.example${media.url}` }).where(eq(usuarios.id, user.id));
      const { status, body } = await json('DELETE', `/midia/${media.id}`, 'admin');
      expect(status).toBe(409);
      expect(body.message).toBe(
        `Esta imagem está em uso: membro da equipe «${member.nome}», foto do usuário «${user.nome}», configuração «site.logo».`,
      );
      await database.db.update(configuracoes).set({ valor: setting.valor }).where(eq(configuracoes.chave, 'site.logo'));
      await database.db.update(membrosEquipe).set({ avatar: member.avatar }).where(eq(membrosEquipe.id, member.id));
      await database.db.update(usuarios).set({ avatar: user.avatar }).where(eq(usuarios.id, user.id));
      expect((await json('DELETE', `/midia/${media.id}`, 'admin')).status).toBe(204);
    });

    it('deletes an unused image: 204, row, original and variants gone, a log entry', async () => {
      const media = await uploadJpeg('editor');
      const urls = [media.url, ...Object.values(media.variantes)] as string[];
      for (const url of urls) expect(onDisk(url)).toBe(true);
      const { status } = await json('DELETE', `/midia/${media.id}`, 'editor');
      expect(status).toBe(204);
      for (const url of urls) expect(onDisk(url)).toBe(false);
      expect(await database.db.$count(midias, eq(midias.id, media.id))).toBe(0);
      const [log] = await database.db
        .select()
        .from(logs)
        .where(and(eq(logs.entidade, 'midia'), eq(logs.entidadeId, String(media.id)), eq(logs.acao, 'excluir')));
      expect(log.detalhes).toMatchObject({ arquivo: media.arquivo });
      expect((await json('DELETE', `/midia/${media.id}`, 'editor')).status).toBe(404);
    });

    it("lets an autor delete only their own uploads: 403 on someone else's", async () => {
      const others = await uploadJpeg('admin');
      const { status, body } = await json('DELETE', `/midia/${others.id}`, 'autor');
      expect(status).toBe(403);
      expect(body).toEqual({ message: 'Você só pode excluir as imagens que você mesmo enviou.', codigo: 'SEM_PERMISSAO' });
      expect(onDisk(others.url)).toBe(true);

      const own = await uploadJpeg('autor');
      expect((await json('DELETE', `/midia/${own.id}`, 'autor')).status).toBe(204);
      expect(onDisk(own.url)).toBe(false);
      // Editors (and admins) may delete anyone's.
      expect((await json('DELETE', `/midia/${others.id}`, 'editor')).status).toBe(204);
    });
  });

  describe('mediaInUseMessage', () => {
    it('names up to eight users and sums up the rest', () => {
      expect(mediaInUseMessage(['postagem «A»', 'banner «B»'])).toBe('Esta imagem está em uso: postagem «A», banner «B».');
      const many = Array.from({ length: 11 }, (_, i) => `postagem «P${i + 1}»`);
      expect(mediaInUseMessage(many)).toBe(
        `Esta imagem está em uso: ${many.slice(0, 8).join(', ')} e mais 3.`,
      );
    });
  });
});
