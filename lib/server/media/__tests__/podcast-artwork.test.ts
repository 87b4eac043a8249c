import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { silentMp3 } from '@/test/helpers/audio';
import { testMediaStores } from '@/test/helpers/media-stores';
import type { FocalPoint } from '@/lib/domain/focal-point';
import { DerivedFiles } from '../derived-files';
import {
  podcastArtworkPath,
  podcastArtworkResponse,
  removePodcastArtwork,
  renderPodcastArtwork,
  type PodcastArtworkOptions,
  type PodcastArtworkSource,
} from '../podcast-artwork';
import { deleteStoredImage, mediaStore, storeAudioFile, storeImage, type StorageOptions } from '../storage';
import { podcastArtworkKey } from '../upload-keys';

jest.setTimeout(60_000);

/*
 * Podcast directories take square JPEG/PNG covers of 1400–3000 px: the feed sends /capas-podcast/…jpg
 * for an uploaded image, whatever its shape and format, cut around the image's focal point. Checked
 * on the pixels: a picture whose left third is red gives a mostly red square with the point at
 * x = 0.1, and a mostly blue one from the centre.
 */

const picture = (width: number, height: number, format: 'webp' | 'png' | 'gif' | 'jpeg', alpha = false) =>
  sharp({ create: { width, height, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.4 } : { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

describe('podcastArtworkPath', () => {
  it.each([
    ['/uploads/2026/11/0f6c.webp', '/capas-podcast/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.png', '/capas-podcast/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.jpg', '/capas-podcast/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.gif?v=2', '/capas-podcast/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.mp3', null],
    ['/uploads/../segredo.png', null],
    ['https://cdn.example.com/capa.webp', null],
    ['/logo.svg', null],
    [null, null],
  ])('%p → %p', (url, expected) => {
    expect(podcastArtworkPath(url)).toBe(expected);
  });

  // The point is in the address, so directories that keep covers by address fetch a moved one.
  it.each<[string | null, FocalPoint | null, string | null]>([
    ['/uploads/2026/11/0f6c.webp', { x: 0.1, y: 0.5 }, '/capas-podcast/2026/11/0f6c_foco-100-500.jpg'],
    ['/uploads/2026/11/0f6c.png', { x: 0.25, y: 0.8 }, '/capas-podcast/2026/11/0f6c_foco-250-800.jpg'],
    ['/uploads/2026/11/0f6c.jpg', { x: 0.1234, y: 1 }, '/capas-podcast/2026/11/0f6c_foco-123-1000.jpg'],
    ['/uploads/2026/11/0f6c.jpg', { x: 0.5, y: 0.5 }, '/capas-podcast/2026/11/0f6c.jpg'],
    ['/uploads/2026/11/0f6c.jpg', null, '/capas-podcast/2026/11/0f6c.jpg'],
    ['https://cdn.example.com/capa.webp', { x: 0.1, y: 0.5 }, null],
  ])('%p at %p → %p', (url, focal, expected) => {
    expect(podcastArtworkPath(url, focal)).toBe(expected);
  });
});

const RED = { r: 230, g: 20, b: 20 };
const BLUE = { r: 20, g: 60, b: 200 };

/** 1500×600, blue, its left third (500 px) red: the largest square is 600 px, so where it sits decides the colour. */
async function leftThirdRed(format: 'png' | 'webp' = 'png'): Promise<Buffer> {
  const red = await sharp({ create: { width: 500, height: 600, channels: 3, background: RED } }).png().toBuffer();
  return sharp({ create: { width: 1500, height: 600, channels: 3, background: BLUE } })
    .composite([{ input: red, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

/** The share of a JPEG's pixels that are red and blue (read at 100×100: JPEG's noise allowed for). */
async function colours(jpeg: Buffer): Promise<{ red: number; blue: number }> {
  const { data, info } = await sharp(jpeg).resize(100, 100, { fit: 'fill' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let red = 0;
  let blue = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (data[at] > 180 && data[at + 1] < 80 && data[at + 2] < 80) red += 1;
    if (data[at] < 80 && data[at + 2] > 150) blue += 1;
  }
  const total = info.width * info.height;
  return { red: red / total, blue: blue / total };
}

describe('renderPodcastArtwork', () => {
  it.each([
    ['a wide WebP is cut square and brought up to 1400 px', 1600, 900, 'webp' as const, false, 1400],
    ['a large PNG with transparency is cut square at 3000 px, on white, without alpha', 3200, 4000, 'png' as const, true, 3000],
    ['a square GIF between the limits keeps its size', 2000, 2000, 'gif' as const, false, 2000],
  ])('%s', async (_label, width, height, format, alpha, side) => {
    const square = await renderPodcastArtwork(await picture(width, height, format, alpha));
    const meta = await sharp(square).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: side, height: side, space: 'srgb', hasAlpha: false });
  });

  it('keeps the focal point in frame: mostly red with the point at x = 0.1, mostly blue from the centre', async () => {
    const picture = await leftThirdRed();
    // Point at 0.1: the square goes against the left edge, 500 of its 600 px red.
    const focused = await renderPodcastArtwork(picture, { x: 0.1, y: 0.5 });
    expect(await sharp(focused).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });
    const left = await colours(focused);
    expect(left.red).toBeGreaterThan(0.75);
    expect(left.red).toBeLessThan(0.9);
    // Centre (no point, or the point put there): x 450–1050, 50 of its 600 px red.
    for (const focal of [null, { x: 0.5, y: 0.5 }]) {
      const centred = await colours(await renderPodcastArtwork(picture, focal));
      expect(centred.blue).toBeGreaterThan(0.85);
      expect(centred.red).toBeLessThan(0.12);
    }
    // Point at the right edge: all blue.
    expect((await colours(await renderPodcastArtwork(picture, { x: 1, y: 0 }))).red).toBe(0);
  });

  it('crops the upright picture when the file is stored turned (EXIF orientation)', async () => {
    // Upright 600×1500 with its top third red, stored lying down with orientation 6 (a quarter turn).
    const red = await sharp({ create: { width: 600, height: 500, channels: 3, background: RED } }).png().toBuffer();
    const upright = await sharp({ create: { width: 600, height: 1500, channels: 3, background: BLUE } }).composite([{ input: red, left: 0, top: 0 }]).png().toBuffer();
    const stored = await sharp(upright).rotate(-90).withMetadata({ orientation: 6 }).jpeg({ quality: 95 }).toBuffer();
    expect((await colours(await renderPodcastArtwork(stored, { x: 0.5, y: 0.1 }))).red).toBeGreaterThan(0.75);
    expect((await colours(await renderPodcastArtwork(stored, { x: 0.5, y: 0.9 }))).red).toBe(0);
  });
});

const { stores: STORES, dataDir, removeDirectory } = testMediaStores('sintonia-capa-');
afterAll(removeDirectory);

describe.each(STORES)('/capas-podcast from the $name', (store) => {
  beforeAll(async () => store.setup?.());
  afterAll(async () => store.teardown?.());

  const segmentsOf = (address: string) => address.replace('/capas-podcast/', '').split('/');
  /** An upload with no library row (an old import): cut from the centre. */
  const noLibrary = async () => null;
  /** The library as the route reads it, played by a map of base → row. */
  const library = (rows: Map<string, PodcastArtworkSource>) => async (base: string) => rows.get(base) ?? null;
  const ask = (address: string, source: PodcastArtworkOptions['source'], headers: Record<string, string> = {}) =>
    // A fresh set of single flights per call: each answer is drawn or read as a new process would.
    podcastArtworkResponse(segmentsOf(address), new Request(`http://localhost${address}`, { headers }), { ...store.options(), source, derived: new DerivedFiles() });
  const kept = async (options: StorageOptions, key: string) => {
    const object = await (await mediaStore(options)).read(key);
    if (object && !('unsatisfiable' in object)) await object.body.cancel();
    return object !== null;
  };

  it('draws the square once, keeps it beside the original, and removes it with the original', async () => {
    const uploaded = await storeImage(await picture(1920, 1080, 'webp'), 'capa.webp', store.options());
    const address = podcastArtworkPath(uploaded.url)!;

    const first = await ask(address, noLibrary);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('etag')).toBe('"podcast-500-500"');
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });

    const squareKey = uploaded.arquivo.replace(/\.webp$/, '_podcast-500-500.jpg');
    expect(podcastArtworkKey(uploaded.arquivo, null)).toBe(squareKey);
    expect(await kept(store.options(), squareKey)).toBe(true);

    // Served from what was kept: the original is no longer read.
    await (await mediaStore(store.options())).remove([uploaded.arquivo]);
    expect((await ask(address, noLibrary)).status).toBe(200);
    expect((await ask(address, noLibrary, { 'if-none-match': '"podcast-500-500"' })).status).toBe(304);

    await deleteStoredImage(uploaded.arquivo, store.options());
    expect(await kept(store.options(), squareKey)).toBe(false);
    expect((await ask(address, noLibrary)).status).toBe(404);
    expect((await ask(address, noLibrary, { 'if-none-match': '"podcast-500-500"' })).status).toBe(404);
  });

  it('cuts around the library’s focal point, one kept square per point, revalidated by ETag', async () => {
    const uploaded = await storeImage(await leftThirdRed('webp'), 'terco.webp', store.options());
    const base = uploaded.arquivo.replace(/\.webp$/, '');
    const rows = new Map<string, PodcastArtworkSource>([[base, { arquivo: uploaded.arquivo, focal: null }]]);
    const source = library(rows);
    const cover = async (address: string, headers: Record<string, string> = {}) => {
      const response = await ask(address, source, headers);
      return { status: response.status, etag: response.headers.get('etag'), cacheControl: response.headers.get('cache-control'), bytes: Buffer.from(await response.arrayBuffer()) };
    };

    // No point: the centre, mostly blue.
    const centred = await cover(podcastArtworkPath(uploaded.url)!);
    expect([centred.status, centred.etag, centred.cacheControl]).toEqual([200, '"podcast-500-500"', 'public, no-cache']);
    expect((await colours(centred.bytes)).blue).toBeGreaterThan(0.85);

    // The point moves to x = 0.1: the feed's address changes with it, and the square is mostly red.
    rows.set(base, { arquivo: uploaded.arquivo, focal: { x: 0.1, y: 0.5 } });
    const address = podcastArtworkPath(uploaded.url, { x: 0.1, y: 0.5 })!;
    expect(address).toBe(`/capas-podcast/${base}_foco-100-500.jpg`);
    const focused = await cover(address);
    expect([focused.status, focused.etag]).toEqual([200, '"podcast-100-500"']);
    expect(await sharp(focused.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });
    expect((await colours(focused.bytes)).red).toBeGreaterThan(0.75);
    expect(await kept(store.options(), podcastArtworkKey(uploaded.arquivo, { x: 0.1, y: 0.5 }))).toBe(true);

    // Every address of the image answers with the current point: the old one a directory holds, and one of another point.
    for (const old of [podcastArtworkPath(uploaded.url)!, podcastArtworkPath(uploaded.url, { x: 0.9, y: 0.2 })!]) {
      const answer = await cover(old);
      expect([answer.status, answer.etag, answer.bytes.equals(focused.bytes)]).toEqual([200, '"podcast-100-500"', true]);
    }

    // A client holding this square revalidates for nothing; one holding the centre's gets the new one.
    const current = await cover(address, { 'if-none-match': 'W/"podcast-100-500"' });
    expect([current.status, current.etag, current.cacheControl, current.bytes.length]).toEqual([304, '"podcast-100-500"', 'public, no-cache', 0]);
    expect((await cover(address, { 'if-none-match': '"podcast-500-500"' })).status).toBe(200);

    // Removing one point's square (what the library does when the point moves) leaves the other.
    await removePodcastArtwork(uploaded.arquivo, null, store.options());
    expect(await kept(store.options(), podcastArtworkKey(uploaded.arquivo, null))).toBe(false);
    expect(await kept(store.options(), podcastArtworkKey(uploaded.arquivo, { x: 0.1, y: 0.5 }))).toBe(true);
    await removePodcastArtwork(uploaded.arquivo, { x: 0.1, y: 0.5 }, store.options());
    await deleteStoredImage(uploaded.arquivo, store.options());
  });

  it('removes the square kept under the older centre-only name with the original', async () => {
    const uploaded = await storeImage(await picture(1500, 1500, 'png'), 'antiga.png', store.options());
    const legacy = uploaded.arquivo.replace(/\.png$/, '_podcast.jpg');
    await (await mediaStore(store.options())).write(legacy, await renderPodcastArtwork(await picture(1500, 1500, 'png')), 'image/jpeg');
    await deleteStoredImage(uploaded.arquivo, store.options());
    expect(await kept(store.options(), legacy)).toBe(false);
  });

  it('404 for a missing image, an audio file, an unsafe path or a kept square asked for by name', async () => {
    const mp3 = silentMp3(2);
    const source = path.join(dataDir, `audio-${store.name.replace(/\W/g, '')}.mp3`);
    fs.writeFileSync(source, mp3);
    const audio = await storeAudioFile(source, 'a.mp3', { mime: 'audio/mpeg', ext: 'mp3', size: mp3.length }, store.options());
    const image = await storeImage(await picture(1500, 1500, 'png'), 'quadrada.png', store.options());
    await ask(podcastArtworkPath(image.url)!, noLibrary);
    for (const segments of [
      ['2026', '11', '00000000-0000-0000-0000-000000000000.jpg'],
      ['2026', '11', '00000000-0000-0000-0000-000000000000_foco-100-500.jpg'],
      audio.arquivo.replace(/\.mp3$/, '.jpg').split('/'),
      ['..', 'segredo.jpg'],
      image.arquivo.replace(/\.png$/, '.png').split('/'),
      image.arquivo.replace(/\.png$/, '_podcast-500-500.jpg').split('/'),
      image.arquivo.replace(/\.png$/, '_podcast.jpg').split('/'),
      image.arquivo.replace(/\.png$/, '_og-500-500.jpg').split('/'),
    ]) {
      const response = await podcastArtworkResponse(segments, null, { ...store.options(), source: noLibrary });
      expect([segments.join('/'), response.status, await response.text()]).toEqual([segments.join('/'), 404, 'Imagem não encontrada.']);
    }
  });

  it('503 with Retry-After when the library cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failing = async () => {
        throw new Error('banco fora do ar');
      };
      const response = await podcastArtworkResponse(['2026', '11', 'x.jpg'], null, { ...store.options(), source: failing });
      expect([response.status, response.headers.get('retry-after'), await response.text()]).toEqual([503, '5', 'Não foi possível carregar a imagem.']);
    } finally {
      error.mockRestore();
    }
  });
});
