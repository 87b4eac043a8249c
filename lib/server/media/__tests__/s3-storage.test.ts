import { DeleteObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { startTestS3, TEST_BUCKET, type TestS3 } from '@/test/helpers/s3';
import { getS3Client, type S3Settings } from '../s3-client';
import { S3MediaStore } from '../s3-storage';
import {
  checkMediaStorage,
  clearUploads,
  deleteStoredImage,
  describeMediaStorage,
  readUpload,
  storeImage,
  storeImageIn,
} from '../storage';
import { publicMediaUrl } from '../public-media-url';
import type { MediaStore } from '../upload-keys';
import { uploadResponse } from '../upload-response';

jest.setTimeout(30_000);

let s3: TestS3;
let settings: S3Settings;

beforeAll(async () => {
  s3 = await startTestS3();
  settings = s3.settings();
});

afterAll(async () => {
  await s3?.dispose();
});

afterEach(async () => {
  await clearUploads({ s3: settings });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

async function bucketKeys(prefix = ''): Promise<string[]> {
  const page = await getS3Client(settings).send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key as string).sort();
}

async function bytesOf(key: string): Promise<Buffer | null> {
  const file = await readUpload(key.split('/'), { s3: settings });
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}

describe('storeImage into the bucket', () => {
  it('writes the variants and the original under uploads/{yyyy}/{mm}/{uuid}, typed and immutable', async () => {
    const stored = await storeImage(await photo(1600, 900), 'Enchente no centro.jpg', { s3: settings, now: new Date('2026-11-05T12:00:00Z') });
    expect(stored.arquivo).toMatch(/^2026\/11\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.url).toBe(`/uploads/${stored.arquivo}`);
    const stem = stored.arquivo.replace(/\.jpg$/, '');
    expect(await bucketKeys()).toEqual(
      [`uploads/${stored.arquivo}`, ...['post-large', 'post-medium', 'post-thumb'].map((variant) => `uploads/${stem}_${variant}.jpg`)].sort(),
    );

    const head = await getS3Client(settings).send(new HeadObjectCommand({ Bucket: TEST_BUCKET, Key: `uploads/${stored.arquivo}` }));
    expect(head).toMatchObject({ ContentType: 'image/jpeg', CacheControl: 'public, max-age=31536000, immutable', ContentLength: stored.tamanho });

    const widths: Record<string, number> = { 'post-large': 1200, 'post-medium': 800, 'post-thumb': 400 };
    for (const [variant, url] of Object.entries(stored.variantes)) {
      const bytes = await bytesOf(url.replace(/^\/uploads\//, ''));
      expect(bytes).not.toBeNull();
      expect((await sharp(bytes as Buffer).metadata()).width).toBe(widths[variant]);
    }
  });

  it('keeps /uploads/… in content with a CDN too; MEDIA_PUBLIC_URL only changes the address that leaves the site', async () => {
    const stored = await storeImage(await photo(500, 300), 'a.jpg', { s3: { ...settings, publicUrl: 'https://midia.sintoniafm.com.br' } });
    expect(stored.url).toBe(`/uploads/${stored.arquivo}`);
    expect(stored.variantes['post-thumb']).toBe(`/uploads/${stored.arquivo.replace(/\.jpg$/, '_post-thumb.jpg')}`);
    expect(publicMediaUrl(stored.url, 'https://midia.sintoniafm.com.br')).toBe(`https://midia.sintoniafm.com.br/uploads/${stored.arquivo}`);
    expect(publicMediaUrl(stored.url, null)).toBe(stored.url);
    expect(publicMediaUrl('https://outro.site/a.jpg', 'https://midia.sintoniafm.com.br')).toBe('https://outro.site/a.jpg');
    expect(publicMediaUrl(null, 'https://midia.sintoniafm.com.br')).toBeNull();
  });

  it('removes what it wrote when a write fails, leaving no orphan', async () => {
    const bucket = new S3MediaStore(settings);
    let writes = 0;
    // The real bucket, except that the fourth write (the original, written last) is refused.
    const failing: MediaStore = {
      write: async (key, data, type) => {
        writes += 1;
        if (writes === 4) throw new Error('falha simulada na gravação do original');
        await bucket.write(key, data, type);
      },
      writeFile: (key, source, type, size) => bucket.writeFile(key, source, type, size),
      read: (key) => bucket.read(key),
      remove: (keys) => bucket.remove(keys),
      clear: () => bucket.clear(),
      check: () => bucket.check(),
      describe: () => bucket.describe(),
    };
    await expect(storeImageIn(failing, await photo(900, 500), 'a.jpg', { s3: settings })).rejects.toThrow('falha simulada');
    expect(writes).toBe(4);
    expect(await bucketKeys()).toEqual([]);
  });
});

describe('deleteStoredImage in the bucket', () => {
  it('removes the original and every variant, and refuses unsafe paths', async () => {
    const stored = await storeImage(await photo(900, 500), 'a.jpg', { s3: settings });
    expect(await bucketKeys()).toHaveLength(4);
    await expect(deleteStoredImage(stored.arquivo, { s3: settings })).resolves.toBe(true);
    expect(await bucketKeys()).toEqual([]);
    await expect(deleteStoredImage(stored.arquivo, { s3: settings })).resolves.toBe(true);
    await expect(deleteStoredImage('../segredo.jpg', { s3: settings })).resolves.toBe(false);
  });
});

describe('/uploads served from the bucket', () => {
  it('streams the object with its type, length and cache policy', async () => {
    const stored = await storeImage(await photo(640, 360), 'a.jpg', { s3: settings });
    const response = await uploadResponse(stored.arquivo.split('/'), { s3: settings });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-length')).toBe(String(stored.tamanho));
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBe(stored.tamanho);
    expect((await sharp(body).metadata()).width).toBe(640);
  });

  it.each([
    [['2026', '11', '00000000-0000-0000-0000-000000000000.jpg']],
    [['..', 'secrets.json']],
    [['2026', '../x.jpg']],
    [['.hidden']],
    [['2026', '11', 'nota.txt']],
    [[]],
  ])('answers 404 for %j', async (segments) => {
    const response = await uploadResponse(segments, { s3: settings });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Arquivo não encontrado.');
  });

  it('does not serve objects outside the uploads/ prefix', async () => {
    await getS3Client(settings).send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'privado/a.jpg', Body: 'x', ContentType: 'image/jpeg' }));
    expect((await uploadResponse(['privado', 'a.jpg'], { s3: settings })).status).toBe(404);
    expect((await uploadResponse(['..', 'privado', 'a.jpg'], { s3: settings })).status).toBe(404);
    await getS3Client(settings).send(new DeleteObjectCommand({ Bucket: TEST_BUCKET, Key: 'privado/a.jpg' }));
  });
});

describe('clearUploads in the bucket', () => {
  it('deletes every object under uploads/, page after page, and nothing else', async () => {
    const client = getS3Client(settings);
    await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'privado/manter.txt', Body: 'fica' }));
    const store = new S3MediaStore(settings, 2);
    for (let i = 0; i < 7; i++) await store.write(`2026/11/arquivo-${i}.jpg`, Buffer.from(`conteudo ${i}`), 'image/jpeg');
    expect(await bucketKeys('uploads/')).toHaveLength(7);
    await store.clear();
    expect(await bucketKeys()).toEqual(['privado/manter.txt']);
    await client.send(new PutObjectCommand({ Bucket: TEST_BUCKET, Key: 'uploads/2026/11/a.jpg', Body: 'x' }));
    await clearUploads({ s3: settings });
    expect(await bucketKeys()).toEqual(['privado/manter.txt']);
  });
});

describe('checkMediaStorage', () => {
  it('resolves at once for local disk and for a reachable bucket', async () => {
    await expect(checkMediaStorage({ s3: null })).resolves.toBeUndefined();
    await expect(checkMediaStorage({ s3: settings })).resolves.toBeUndefined();
    expect(await describeMediaStorage({ s3: settings })).toBe(`s3://${TEST_BUCKET}/uploads/ em ${s3.endpoint}`);
  });

  it('rejects, in Portuguese, when the bucket does not exist', async () => {
    await expect(checkMediaStorage({ s3: { ...settings, bucket: 'bucket-inexistente' } })).rejects.toThrow(
      /^Armazenamento de mídia inacessível \(s3:\/\/bucket-inexistente\/uploads\/ em http:\/\/127\.0\.0\.1:\d+\): o bucket não existe\.$/,
    );
  });

  it('rejects quickly when the server is down, and /uploads answers 503', async () => {
    const other = await startTestS3();
    const down = other.settings();
    await other.stop();
    const started = Date.now();
    await expect(checkMediaStorage({ s3: down })).rejects.toThrow(/^Armazenamento de mídia inacessível \(s3:\/\/sintonia-test\/uploads\/ em http:\/\/127\.0\.0\.1:\d+\): /);
    expect(Date.now() - started).toBeLessThan(5_000);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await uploadResponse(['2026', '11', 'a.jpg'], { s3: down });
      expect(response.status).toBe(503);
      expect(errors).toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      await other.dispose();
    }
  });
});
