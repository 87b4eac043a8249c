import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { silentMp3 } from '@/test/helpers/audio';
import { testMediaStores } from '@/test/helpers/media-stores';
import { podcastArtworkPath, podcastArtworkResponse, renderPodcastArtwork } from '../podcast-artwork';
import { deleteStoredImage, mediaStore, storeAudioFile, storeImage } from '../storage';

jest.setTimeout(60_000);

/*
 * Podcast directories take square JPEG/PNG covers of 1400–3000 px (issue 15's feed): the feed sends
 * /capas-podcast/…jpg for an uploaded image, whatever its shape and format.
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
});

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
});

const { stores: STORES, dataDir, removeDirectory } = testMediaStores('sintonia-capa-');
afterAll(removeDirectory);

describe.each(STORES)('/capas-podcast from the $name', (store) => {
  beforeAll(async () => store.setup?.());
  afterAll(async () => store.teardown?.());

  const segmentsOf = (url: string) => podcastArtworkPath(url)!.replace('/capas-podcast/', '').split('/');

  it('draws the square once, keeps it beside the original, and removes it with the original', async () => {
    const uploaded = await storeImage(await picture(1920, 1080, 'webp'), 'capa.webp', store.options());
    const segments = segmentsOf(uploaded.url);

    const first = await podcastArtworkResponse(segments, store.options());
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await first.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1400, height: 1400 });

    const squareKey = uploaded.arquivo.replace(/\.webp$/, '_podcast.jpg');
    const kept = await (await mediaStore(store.options())).read(squareKey);
    expect(kept).not.toBeNull();

    // Served from what was kept: the original is no longer read.
    await (await mediaStore(store.options())).remove([uploaded.arquivo]);
    expect((await podcastArtworkResponse(segments, store.options())).status).toBe(200);

    await deleteStoredImage(uploaded.arquivo, store.options());
    expect(await (await mediaStore(store.options())).read(squareKey)).toBeNull();
    expect((await podcastArtworkResponse(segments, store.options())).status).toBe(404);
  });

  it('404 for a missing image, an audio file, an unsafe path or a kept square asked for by name', async () => {
    const mp3 = silentMp3(2);
    const source = path.join(dataDir, `audio-${store.name.replace(/\W/g, '')}.mp3`);
    fs.writeFileSync(source, mp3);
    const audio = await storeAudioFile(source, 'a.mp3', { mime: 'audio/mpeg', ext: 'mp3', size: mp3.length }, store.options());
    const image = await storeImage(await picture(1500, 1500, 'png'), 'quadrada.png', store.options());
    await podcastArtworkResponse(segmentsOf(image.url), store.options());
    for (const segments of [
      ['2026', '11', '00000000-0000-0000-0000-000000000000.jpg'],
      audio.arquivo.replace(/\.mp3$/, '.jpg').split('/'),
      ['..', 'segredo.jpg'],
      image.arquivo.replace(/\.png$/, '_podcast.jpg').split('/'),
    ]) {
      const response = await podcastArtworkResponse(segments, store.options());
      expect([segments.join('/'), response.status]).toEqual([segments.join('/'), 404]);
    }
  });
});
