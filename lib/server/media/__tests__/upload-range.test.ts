import fs from 'node:fs';
import path from 'node:path';
import { silentMp3 } from '@/test/helpers/audio';
import { testMediaStores } from '@/test/helpers/media-stores';
import { storeAudioFile } from '../storage';
import { parseRangeHeader, uploadResponse } from '../upload-response';

jest.setTimeout(30_000);

/*
 * /uploads answers byte ranges (issue 15: seeking in an episode), from disk and from a bucket
 * alike: 206 with Content-Range for one range, 416 with the size for one past the end, the whole
 * file (200) for several ranges or a header that does not parse. Every answer says Accept-Ranges.
 */

describe('parseRangeHeader', () => {
  it.each([
    ['bytes=0-99', { kind: 'single', range: { start: 0, end: 99 } }],
    ['bytes=500-', { kind: 'single', range: { start: 500 } }],
    ['bytes=-200', { kind: 'single', range: { suffix: 200 } }],
    [' bytes = 10 - 20 ', { kind: 'single', range: { start: 10, end: 20 } }],
    ['BYTES=1-1', { kind: 'single', range: { start: 1, end: 1 } }],
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['bytes=0-1,5-9', { kind: 'none' }],
    ['bytes=9-1', { kind: 'none' }],
    ['bytes=-', { kind: 'none' }],
    ['bytes=a-b', { kind: 'none' }],
    ['bytes=1-2-3', { kind: 'none' }],
    ['items=0-9', { kind: 'none' }],
    ['bytes=99999999999999999999-', { kind: 'none' }],
  ])('%p', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });
});

const { stores: STORES, dataDir, removeDirectory } = testMediaStores('sintonia-range-');
afterAll(removeDirectory);

describe.each(STORES)('byte ranges from the $name', (store) => {
  const mp3 = silentMp3(20, { title: 'Faixa de teste' });
  let segments: string[];

  const get = (headers: Record<string, string> = {}) =>
    uploadResponse(segments, store.options(), new Request(`http://localhost/uploads/${segments.join('/')}`, { headers }));
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  beforeAll(async () => {
    await store.setup?.();
    const source = path.join(dataDir, `fonte-${store.name.replace(/\W/g, '')}.mp3`);
    fs.writeFileSync(source, mp3);
    const stored = await storeAudioFile(source, 'fonte.mp3', { mime: 'audio/mpeg', ext: 'mp3', size: mp3.length }, store.options());
    segments = stored.arquivo.split('/');
  });
  afterAll(async () => {
    await store.teardown?.();
  });

  it('without Range: 200, the whole file, Accept-Ranges and the immutable cache policy', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'audio/mpeg',
      'content-length': String(mp3.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await bytes(response)).equals(mp3)).toBe(true);
  });

  it('bytes=a-b: 206 with that part, its Content-Range and Content-Length', async () => {
    const response = await get({ range: 'bytes=100-1123' });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 100-1123/${mp3.length}`);
    expect(response.headers.get('content-length')).toBe('1024');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(response)).equals(mp3.subarray(100, 1124))).toBe(true);
  });

  it('bytes=a-: 206 from there to the end; an end past the file is cut to its last byte', async () => {
    const from = mp3.length - 5000;
    const open = await get({ range: `bytes=${from}-` });
    expect(open.status).toBe(206);
    expect(open.headers.get('content-range')).toBe(`bytes ${from}-${mp3.length - 1}/${mp3.length}`);
    expect(open.headers.get('content-length')).toBe('5000');
    expect((await bytes(open)).equals(mp3.subarray(from))).toBe(true);

    const past = await get({ range: `bytes=${from}-${mp3.length + 9999}` });
    expect(past.status).toBe(206);
    expect(past.headers.get('content-range')).toBe(`bytes ${from}-${mp3.length - 1}/${mp3.length}`);
    expect((await bytes(past)).length).toBe(5000);
  });

  it('bytes=-n: 206 with the last n bytes (the whole file when n is larger)', async () => {
    const tail = await get({ range: 'bytes=-300' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe(`bytes ${mp3.length - 300}-${mp3.length - 1}/${mp3.length}`);
    expect(tail.headers.get('content-length')).toBe('300');
    expect((await bytes(tail)).equals(mp3.subarray(mp3.length - 300))).toBe(true);

    const all = await get({ range: `bytes=-${mp3.length * 2}` });
    expect(all.status).toBe(206);
    expect(all.headers.get('content-range')).toBe(`bytes 0-${mp3.length - 1}/${mp3.length}`);
    expect((await bytes(all)).equals(mp3)).toBe(true);
  });

  it('a range starting past the end: 416 with Content-Range bytes */size', async () => {
    for (const range of [`bytes=${mp3.length}-`, `bytes=${mp3.length + 10}-${mp3.length + 20}`, 'bytes=-0']) {
      const response = await get({ range });
      expect(response.status).toBe(416);
      expect(response.headers.get('content-range')).toBe(`bytes */${mp3.length}`);
      expect(response.headers.get('cache-control')).toBeNull();
    }
  });

  it('several ranges or a malformed header: the whole file (200)', async () => {
    for (const range of ['bytes=0-10,20-30', 'bytes=30-10', 'linhas=1-2']) {
      const response = await get({ range });
      expect(response.status).toBe(200);
      expect((await bytes(response)).length).toBe(mp3.length);
    }
  });

  it('a missing file is 404 with or without Range', async () => {
    const missing = [...segments.slice(0, -1), '00000000-0000-4000-8000-000000000000.mp3'];
    for (const headers of [{}, { range: 'bytes=0-10' }] as Array<Record<string, string>>) {
      const response = await uploadResponse(missing, store.options(), new Request('http://localhost/x', { headers }));
      expect(response.status).toBe(404);
    }
  });
});
