import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { ApiApp } from '@/lib/server/api/app';
import { episodeCoverFocus, normalizePodcastShowPage } from '@/lib/domain/podcast';
import { episodios, logs, midias, postagens, programas } from '@/lib/server/db/schema';
import { DerivedFiles } from '@/lib/server/media/derived-files';
import { podcastArtworkPath, podcastArtworkResponse } from '@/lib/server/media/podcast-artwork';
import { removeShareImage, shareImageKey, shareImagePath, shareImageResponse } from '@/lib/server/media/share-image';
import { deleteStoredImage, mediaStore, storeImage } from '@/lib/server/media/storage';
import { podcastArtworkKey } from '@/lib/server/media/upload-keys';
import { shareImageSource } from '@/lib/server/services/media';
import { FOCAL_POINT_MESSAGES } from '@/lib/schemas/media';
import { TEST_BACKENDS, type TestDatabase } from '@/test/helpers/database';
import { setupStaffApi, type ApiCall, type StaffTokens } from '@/test/helpers/staff-api';

jest.setTimeout(120_000);

/*
 * Issue 28, the focal point: an editor sets it on an image (PATCH /midia/:id), and the share image
 * (1200×630, /compartilhamento/…) is cut around it instead of the centre. Checked on the pixels: a
 * tall picture with a red block in its bottom-left corner shows no red cut from the centre, and the
 * block once the point is put on it.
 */

const RED = { r: 230, g: 20, b: 20 };
const BLUE = { r: 20, g: 60, b: 200 };

/** 900×1600, blue, with a 300×200 red block in the bottom-left corner. */
async function pictureWithCornerBlock(): Promise<Buffer> {
  const block = await sharp({ create: { width: 300, height: 200, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width: 900, height: 1600, channels: 3, background: BLUE } })
    .composite([{ input: block, left: 0, top: 1400 }])
    .png()
    .toBuffer();
}

/** 1500×600, blue, its left third red: the podcast cover's 600-px square is mostly red at x = 0.1, mostly blue at the centre. */
async function pictureWithRedLeftThird(): Promise<Buffer> {
  const third = await sharp({ create: { width: 500, height: 600, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width: 1500, height: 600, channels: 3, background: BLUE } })
    .composite([{ input: third, left: 0, top: 0 }])
    .png()
    .toBuffer();
}

type Pixels = { data: Buffer; width: number; height: number; channels: number };

async function pixelsOf(jpeg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

const isRed = (r: number, g: number, b: number) => r > 180 && g < 80 && b < 80;

/** How many pixels of a region are the block's red (JPEG's noise allowed for). */
function redPixels(pixels: Pixels, region = { left: 0, top: 0, width: pixels.width, height: pixels.height }): number {
  let count = 0;
  for (let y = region.top; y < region.top + region.height; y += 1) {
    for (let x = region.left; x < region.left + region.width; x += 1) {
      const at = (y * pixels.width + x) * pixels.channels;
      if (isRed(pixels.data[at], pixels.data[at + 1], pixels.data[at + 2])) count += 1;
    }
  }
  return count;
}

describe.each(TEST_BACKENDS)('focal point and share image ($name)', (backend) => {
  let database: TestDatabase;
  let app: ApiApp;
  let call: ApiCall;
  let tokens: StaffTokens;
  const uploaded: string[] = [];

  beforeAll(async () => {
    ({ database, app, call, tokens } = await setupStaffApi(backend));
  });
  afterAll(async () => {
    await Promise.all(uploaded.map((arquivo) => deleteStoredImage(arquivo)));
    await database?.dispose();
  });

  const upload = async (data: Buffer, nome: string, mime: string) => {
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(data)], { type: mime }), nome);
    const response = await app.request('/api/v1/midia', { method: 'POST', headers: { authorization: `Bearer ${tokens.editor}` }, body: form });
    const body = (await response.json()) as { id: number; url: string; arquivo: string; focoX: number | null; focoY: number | null };
    expect(response.status).toBe(201);
    uploaded.push(body.arquivo);
    return body;
  };
  const patch = (id: number, payload: unknown, who: keyof StaffTokens = 'editor') => call('PATCH', `/midia/${id}`, tokens[who], payload);
  const share = (url: string, headers: Record<string, string> = {}) => {
    const path = shareImagePath(url) as string;
    const segments = path.replace('/compartilhamento/', '').split('/');
    const request = new Request(`http://localhost${path}`, { headers });
    // A fresh set of single flights per call: each answer is drawn or read as a new process would.
    return shareImageResponse(segments, request, { source: (base) => shareImageSource(database.db, base), derived: new DerivedFiles() });
  };

  it('moves the 1200×630 crop onto the point: the corner block appears only when the point is on it', async () => {
    const media = await upload(await pictureWithCornerBlock(), 'retrato.png', 'image/png');
    expect(media).toMatchObject({ focoX: null, focoY: null });

    // No point: the centre. The block (bottom 200 px of 1600) is far outside a 473-px-high centred crop.
    const centred = await share(media.url);
    expect(centred.status).toBe(200);
    expect(centred.headers.get('content-type')).toBe('image/jpeg');
    expect(centred.headers.get('cache-control')).toBe('public, no-cache');
    expect(centred.headers.get('etag')).toBe('"og-500-500"');
    const centredPixels = await pixelsOf(Buffer.from(await centred.arrayBuffer()));
    expect([centredPixels.width, centredPixels.height]).toEqual([1200, 630]);
    expect(redPixels(centredPixels)).toBe(0);

    // The point on the block: the crop goes to the bottom, and the block is in its bottom-left corner.
    const set = await patch(media.id, { focoX: 0.15, focoY: 0.95 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ id: media.id, focoX: 0.15, focoY: 0.95 });
    const focused = await share(media.url);
    expect(focused.status).toBe(200);
    expect(focused.headers.get('etag')).toBe('"og-150-950"');
    const focusedPixels = await pixelsOf(Buffer.from(await focused.arrayBuffer()));
    expect([focusedPixels.width, focusedPixels.height]).toEqual([1200, 630]);
    // 300×200 of a 900×473 crop, scaled by 4/3: about 400×267 at the bottom left.
    expect(redPixels(focusedPixels, { left: 10, top: 380, width: 380, height: 240 })).toBeGreaterThan(0.95 * 380 * 240);
    expect(redPixels(focusedPixels, { left: 450, top: 0, width: 750, height: 630 })).toBe(0);
    expect(redPixels(focusedPixels, { left: 0, top: 0, width: 400, height: 330 })).toBe(0);

    // Each point's crop is kept under its own name; the old one went when the point moved.
    const store = await mediaStore();
    expect(await store.read(shareImageKey(media.arquivo, { x: 0.15, y: 0.95 }))).not.toBeNull();
    expect(await store.read(shareImageKey(media.arquivo, null))).toBeNull();

    // The client holding this crop revalidates for nothing; one holding the old crop gets the new one.
    expect((await share(media.url, { 'if-none-match': '"og-150-950"' })).status).toBe(304);
    expect((await share(media.url, { 'if-none-match': 'W/"og-500-500"' })).status).toBe(200);

    // "Centralizar": both null, back to the centre crop, the focused file removed.
    const reset = await patch(media.id, { focoX: null, focoY: null });
    expect(reset.body).toMatchObject({ focoX: null, focoY: null });
    expect(await store.read(shareImageKey(media.arquivo, { x: 0.15, y: 0.95 }))).toBeNull();
    const again = await share(media.url);
    expect(again.headers.get('etag')).toBe('"og-500-500"');
    expect(redPixels(await pixelsOf(Buffer.from(await again.arrayBuffer())))).toBe(0);
    await removeShareImage(media.arquivo, null);
  });

  it('stores the point at the crops’ precision, logs it, and leaves the alt text alone', async () => {
    const media = await upload(await sharp({ create: { width: 640, height: 360, channels: 3, background: BLUE } }).jpeg().toBuffer(), 'foto.jpg', 'image/jpeg');
    await patch(media.id, { alt: 'Praça central' });
    const { status, body } = await patch(media.id, { focoX: 0.123456, focoY: 1 }, 'autor');
    expect(status).toBe(200);
    expect(body).toMatchObject({ alt: 'Praça central', focoX: 0.123, focoY: 1 });
    const [row] = await database.db.select({ focoX: midias.focoX, focoY: midias.focoY, alt: midias.alt }).from(midias).where(eq(midias.id, media.id));
    expect(row).toEqual({ focoX: expect.closeTo(0.123, 5), focoY: 1, alt: 'Praça central' });
    const entries = await database.db
      .select({ detalhes: logs.detalhes })
      .from(logs)
      .where(and(eq(logs.entidade, 'midia'), eq(logs.entidadeId, String(media.id)), eq(logs.acao, 'atualizar')));
    expect(entries.map((entry) => entry.detalhes)).toContainEqual({ focoX: 0.123, focoY: 1 });
    // GET answers it too.
    expect((await call('GET', `/midia/${media.id}`, tokens.editor)).body).toMatchObject({ focoX: 0.123, focoY: 1 });
  });

  it('refuses bad points with pt-BR messages (400), and 404/401 as any media write', async () => {
    const media = await upload(await sharp({ create: { width: 320, height: 200, channels: 3, background: BLUE } }).png().toBuffer(), 'mini.png', 'image/png');
    for (const [payload, campo, message] of [
      [{ focoX: 1.2, focoY: 0.5 }, 'focoX', FOCAL_POINT_MESSAGES.fora],
      [{ focoX: 0.5, focoY: -0.1 }, 'focoY', FOCAL_POINT_MESSAGES.fora],
      [{ focoX: '0.5', focoY: 0.5 }, 'focoX', FOCAL_POINT_MESSAGES.fora],
      [{ focoX: 0.5 }, 'focoY', FOCAL_POINT_MESSAGES.juntos],
      [{ focoX: null, focoY: 0.5 }, 'focoX', FOCAL_POINT_MESSAGES.juntos],
    ] as const) {
      const answer = await patch(media.id, payload);
      expect(answer.status).toBe(400);
      expect(answer.body.campos[campo]).toBe(message);
    }
    const empty = await patch(media.id, {});
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain(FOCAL_POINT_MESSAGES.vazio);
    expect((await patch(999_999, { focoX: 0.5, focoY: 0.5 })).status).toBe(404);
    expect((await call('PATCH', `/midia/${media.id}`, undefined, { focoX: 0.5, focoY: 0.5 })).status).toBe(401);

    // An audio file has no picture to crop.
    const [audio] = await database.db
      .insert(midias)
      .values({ arquivo: `2026/11/${crypto.randomUUID()}.mp3`, nomeOriginal: 'boletim.mp3', mime: 'audio/mpeg', tamanho: 1000, variantes: {} })
      .returning({ id: midias.id });
    const refused = await patch(audio.id, { focoX: 0.5, focoY: 0.5 });
    expect(refused.status).toBe(400);
    expect(refused.body.campos.focoX).toBe(FOCAL_POINT_MESSAGES.audio);
  });

  it('answers 404 for what is no uploaded image, and never serves a derived file as a base', async () => {
    expect((await shareImageResponse(['2026', '11', 'nao-existe.jpg'], null, { source: (base) => shareImageSource(database.db, base) })).status).toBe(404);
    expect((await shareImageResponse(['2026', '11', 'x_og-500-500.jpg'], null, { source: async () => ({ arquivo: 'x', focal: null }) })).status).toBe(404);
    expect((await shareImageResponse(['..', 'segredo.jpg'], null, { source: async () => null })).status).toBe(404);
    expect((await shareImageResponse(['2026', '11', 'a.png'], null, { source: async () => null })).status).toBe(404);
  });

  it("gives the public post its featured image's point, for the cards' crops", async () => {
    const [post] = await database.db
      .select({ id: postagens.id, slug: postagens.slug, imagem: postagens.imagemDestaque })
      .from(postagens)
      .where(and(eq(postagens.status, 'publicado'), like(postagens.imagemDestaque, '/uploads/%')))
      .limit(1);
    const [media] = await database.db.select({ id: midias.id }).from(midias).where(eq(midias.arquivo, (post.imagem as string).slice('/uploads/'.length)));
    expect((await call('GET', `/publico/postagens/${post.slug}`)).body.imagemFoco).toBeNull();
    await patch(media.id, { focoX: 0.3, focoY: 0.7 });
    const read = await call('GET', `/publico/postagens/${post.slug}`);
    expect(read.body.imagemFoco).toEqual({ x: expect.closeTo(0.3, 5), y: expect.closeTo(0.7, 5) });
    const list = await call('GET', '/publico/postagens?limite=50');
    expect(list.body.dados.find((item: { id: number }) => item.id === post.id)?.imagemFoco).toEqual({ x: expect.closeTo(0.3, 5), y: expect.closeTo(0.7, 5) });
    await patch(media.id, { focoX: null, focoY: null });
    expect((await call('GET', `/publico/postagens/${post.slug}`)).body.imagemFoco).toBeNull();
  });

  it('cuts a stored upload with no library row (an old import) from its centre', async () => {
    const stored = await storeImage(await pictureWithCornerBlock(), 'importada.png');
    uploaded.push(stored.arquivo);
    const answer = await share(stored.url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBe('"og-500-500"');
    expect(redPixels(await pixelsOf(Buffer.from(await answer.arrayBuffer())))).toBe(0);
    await removeShareImage(stored.arquivo, null);
  });

  it('removes the kept share image with the image', async () => {
    const media = await upload(await sharp({ create: { width: 800, height: 450, channels: 3, background: BLUE } }).jpeg().toBuffer(), 'apagar.jpg', 'image/jpeg');
    await patch(media.id, { focoX: 0.2, focoY: 0.3 });
    expect((await share(media.url)).status).toBe(200);
    const key = shareImageKey(media.arquivo, { x: 0.2, y: 0.3 });
    const store = await mediaStore();
    expect(await store.read(key)).not.toBeNull();
    expect((await call('DELETE', `/midia/${media.id}`, tokens.admin)).status).toBe(204);
    expect(await store.read(key)).toBeNull();
    expect((await share(media.url)).status).toBe(404);
  });

  const cover = async (address: string, headers: Record<string, string> = {}) => {
    const segments = address.replace('/capas-podcast/', '').split('/');
    const response = await podcastArtworkResponse(segments, new Request(`http://localhost${address}`, { headers }), {
      source: (base) => shareImageSource(database.db, base),
      derived: new DerivedFiles(),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), bytes };
  };
  /** The share of a cover's pixels that are the red third's. */
  const redShare = async (jpeg: Buffer) => {
    const pixels = await pixelsOf(await sharp(jpeg).resize(100, 100, { fit: 'fill' }).jpeg({ quality: 95 }).toBuffer());
    return redPixels(pixels) / (pixels.width * pixels.height);
  };

  it('cuts the podcast cover around the point, and removes the old square when the point moves and with the image', async () => {
    const media = await upload(await pictureWithRedLeftThird(), 'terco.png', 'image/png');
    const store = await mediaStore();
    const centreKey = podcastArtworkKey(media.arquivo, null);
    const leftKey = podcastArtworkKey(media.arquivo, { x: 0.1, y: 0.5 });

    // No point: the centre square (x 450–1050 of 1500), mostly blue.
    const centred = await cover(podcastArtworkPath(media.url)!);
    expect([centred.status, centred.etag, centred.cacheControl]).toEqual([200, '"podcast-500-500"', 'public, no-cache']);
    expect(await sharp(centred.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });
    expect(await redShare(centred.bytes)).toBeLessThan(0.12);
    expect(await store.read(centreKey)).not.toBeNull();

    // The point at x = 0.1: the old square goes with the change, the new one is mostly red.
    expect((await patch(media.id, { focoX: 0.1, focoY: 0.5 })).status).toBe(200);
    expect(await store.read(centreKey)).toBeNull();
    const address = podcastArtworkPath(media.url, { x: 0.1, y: 0.5 })!;
    const focused = await cover(address);
    expect([focused.status, focused.etag]).toEqual([200, '"podcast-100-500"']);
    expect(await redShare(focused.bytes)).toBeGreaterThan(0.75);
    expect(await store.read(leftKey)).not.toBeNull();
    // The address a directory already holds answers with the new square; a client holding it revalidates for nothing.
    const old = await cover(podcastArtworkPath(media.url)!, { 'if-none-match': '"podcast-500-500"' });
    expect([old.status, old.etag, old.bytes.equals(focused.bytes)]).toEqual([200, '"podcast-100-500"', true]);
    expect((await cover(address, { 'if-none-match': '"podcast-100-500"' })).status).toBe(304);

    // Deleting the image removes the square of its current point.
    expect((await call('DELETE', `/midia/${media.id}`, tokens.admin)).status).toBe(204);
    expect(await store.read(leftKey)).toBeNull();
    expect((await cover(address)).status).toBe(404);
  });

  it("gives the public show and episode their images' points, and the feed's cover address carries them", async () => {
    const showImage = await upload(await pictureWithRedLeftThird(), 'programa.png', 'image/png');
    const episodeImage = await upload(await pictureWithRedLeftThird(), 'episodio.png', 'image/png');
    const { body: shows } = await call('GET', '/publico/podcasts');
    const slug = shows[0].slug as string;
    const [show] = await database.db.select({ id: programas.id, imagem: programas.imagem }).from(programas).where(eq(programas.slug, slug));
    const { body: page } = await call('GET', `/publico/podcasts/${slug}?limite=1`);
    const episodeId = Number(page.dados[0].id);
    const [episode] = await database.db.select({ capa: episodios.capa }).from(episodios).where(eq(episodios.id, episodeId));
    await database.db.update(programas).set({ imagem: showImage.url }).where(eq(programas.id, show.id));
    await database.db.update(episodios).set({ capa: episodeImage.url }).where(eq(episodios.id, episodeId));
    try {
      const read = async () => normalizePodcastShowPage((await call('GET', `/publico/podcasts/${slug}?limite=1`)).body)!;
      let current = await read();
      expect([current.programa.imagemFoco, current.episodios[0].capaFoco]).toEqual([undefined, undefined]);
      expect(podcastArtworkPath(current.programa.imagem, current.programa.imagemFoco ?? null)).toBe(podcastArtworkPath(showImage.url));

      await patch(showImage.id, { focoX: 0.1, focoY: 0.5 });
      await patch(episodeImage.id, { focoX: 0.25, focoY: 0.8 });
      current = await read();
      expect(current.programa.imagemFoco).toEqual({ x: expect.closeTo(0.1, 5), y: expect.closeTo(0.5, 5) });
      expect(current.episodios[0].capaFoco).toEqual({ x: expect.closeTo(0.25, 5), y: expect.closeTo(0.8, 5) });
      const showAddress = podcastArtworkPath(current.programa.imagem, current.programa.imagemFoco ?? null)!;
      expect(showAddress).toBe(`/capas-podcast/${showImage.arquivo.replace(/\.png$/, '')}_foco-100-500.jpg`);
      expect(podcastArtworkPath(current.episodios[0].capa, episodeCoverFocus(current.episodios[0], current.programa))).toBe(
        `/capas-podcast/${episodeImage.arquivo.replace(/\.png$/, '')}_foco-250-800.jpg`,
      );
      expect(await redShare((await cover(showAddress)).bytes)).toBeGreaterThan(0.75);
    } finally {
      await database.db.update(programas).set({ imagem: show.imagem }).where(eq(programas.id, show.id));
      await database.db.update(episodios).set({ capa: episode.capa }).where(eq(episodios.id, episodeId));
      for (const image of [showImage, episodeImage]) {
        await patch(image.id, { focoX: null, focoY: null });
        await call('DELETE', `/midia/${image.id}`, tokens.admin);
      }
    }
  });
});

describe('shareImagePath', () => {
  it.each([
    ['/uploads/2026/11/0f6c.webp', '/compartilhamento/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c_post-large.jpg', '/compartilhamento/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.png?v=2', '/compartilhamento/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c_podcast.jpg', null],
    ['/uploads/2026/11/0f6c_podcast-250-800.jpg', null],
    ['/uploads/2026/11/0f6c.mp3', null],
    ['/uploads/../segredo.png', null],
    ['https://cdn.example.com/capa.webp', null],
    [null, null],
  ])('%p → %p', (url, expected) => {
    expect(shareImagePath(url)).toBe(expected);
  });
});
