import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '@/lib/server/errors';
import { checkMediaStorage, clearUploads, deleteStoredImage, resolveUploadPath, storeImage, uploadContentType, uploadsDir } from '../storage';
import { uploadResponse } from '../upload-response';

let dataDir: string;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-storage-'));
});

afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('storeImage', () => {
  it('writes the original and its variants under {yyyy}/{mm}/{uuid}', async () => {
    const stored = await storeImage(await photo(1600, 900), '../../Foto da Enchente.JPG', {
      dataDir,
      now: new Date('2026-11-05T12:00:00Z'),
    });
    expect(stored.arquivo).toMatch(/^2026\/11\/[0-9a-f-]{36}\.jpg$/);
    expect(stored.url).toBe(`/uploads/${stored.arquivo}`);
    expect(stored).toMatchObject({ mime: 'image/jpeg', largura: 1600, altura: 900, nomeOriginal: 'Foto da Enchente.JPG' });
    const stem = stored.url.replace(/\.jpg$/, '');
    expect(stored.variantes).toEqual({
      'post-large': `${stem}_post-large.jpg`,
      'post-medium': `${stem}_post-medium.jpg`,
      'post-thumb': `${stem}_post-thumb.jpg`,
    });

    const originalFile = resolveUploadPath(stored.url, { dataDir });
    expect(originalFile).toBe(path.join(dataDir, 'uploads', ...stored.arquivo.split('/')));
    expect(fs.statSync(originalFile as string).size).toBe(stored.tamanho);
    const widths: Record<string, number> = { 'post-large': 1200, 'post-medium': 800, 'post-thumb': 400 };
    for (const [variant, url] of Object.entries(stored.variantes)) {
      const file = resolveUploadPath(url, { dataDir });
      expect(file).not.toBeNull();
      const meta = await sharp(file as string).metadata();
      expect(meta.width).toBe(widths[variant]);
      expect(meta.format).toBe('jpeg');
    }
  });

  it('writes nothing when the upload is refused', async () => {
    await expect(storeImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', { dataDir })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(fs.existsSync(uploadsDir({ dataDir }))).toBe(false);
  });

  it('names files by content type, not by the uploaded name', async () => {
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const stored = await storeImage(png, 'foto.jpg', { dataDir });
    expect(stored.arquivo.endsWith('.png')).toBe(true);
    expect(stored.mime).toBe('image/png');
    expect(uploadContentType(resolveUploadPath(stored.variantes['post-thumb'], { dataDir }) as string)).toBe('image/png');
  });
});

describe('deleteStoredImage', () => {
  it('removes the original and every variant', async () => {
    const stored = await storeImage(await photo(900, 500), 'a.jpg', { dataDir });
    const files = [stored.url, ...Object.values(stored.variantes)].map((url) => resolveUploadPath(url, { dataDir }) as string);
    expect(files.every((file) => fs.existsSync(file))).toBe(true);
    await expect(deleteStoredImage(stored.arquivo, { dataDir })).resolves.toBe(true);
    expect(files.some((file) => fs.existsSync(file))).toBe(false);
    await expect(deleteStoredImage(stored.arquivo, { dataDir })).resolves.toBe(true);
  });

  it('refuses paths that leave the uploads directory', async () => {
    const outside = path.join(dataDir, 'segredo.jpg');
    fs.writeFileSync(outside, 'x');
    await expect(deleteStoredImage('../segredo.jpg', { dataDir })).resolves.toBe(false);
    expect(fs.existsSync(outside)).toBe(true);
  });
});

describe('resolveUploadPath', () => {
  const root = () => path.join(dataDir, 'uploads');

  it('maps /uploads URLs and segment lists inside the uploads directory', () => {
    expect(resolveUploadPath('/uploads/2026/11/abc_post-thumb.jpg', { dataDir })).toBe(
      path.join(root(), '2026', '11', 'abc_post-thumb.jpg'),
    );
    expect(resolveUploadPath('/uploads/2026/11/abc.jpg?v=2', { dataDir })).toBe(path.join(root(), '2026', '11', 'abc.jpg'));
    expect(resolveUploadPath(['2026', '11', 'abc.webp'], { dataDir })).toBe(path.join(root(), '2026', '11', 'abc.webp'));
  });

  it.each([
    '/uploads/../secrets.json',
    '/uploads/2026/../../secrets.json',
    '/uploads/%2e%2e/secrets.json',
    '/uploads/2026/%2e%2e%2f%2e%2e%2fsecrets.json',
    '/uploads/..%5csecrets.json',
    '/uploads/2026//abc.jpg',
    '/uploads/.hidden',
    '/uploads/',
    '/uploads',
    '/etc/passwd',
    'uploads/2026/abc.jpg',
    '/uploads/2026/abc%00.jpg',
    '/uploads/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(resolveUploadPath(url, { dataDir })).toBeNull();
  });

  it('refuses unsafe segment lists', () => {
    expect(resolveUploadPath(['..', 'secrets.json'], { dataDir })).toBeNull();
    expect(resolveUploadPath(['2026', '../x'], { dataDir })).toBeNull();
    expect(resolveUploadPath(['/etc', 'passwd'], { dataDir })).toBeNull();
    expect(resolveUploadPath([], { dataDir })).toBeNull();
  });
});

describe('clearUploads', () => {
  it('removes the whole uploads directory', async () => {
    await storeImage(await photo(100, 100), 'a.jpg', { dataDir });
    await clearUploads({ dataDir });
    expect(fs.existsSync(uploadsDir({ dataDir }))).toBe(false);
    expect(fs.existsSync(dataDir)).toBe(true);
  });
});

describe('uploadResponse (the /uploads route) from local disk', () => {
  it('streams the file with its type, length and an immutable cache policy', async () => {
    const stored = await storeImage(await photo(320, 180), 'a.jpg', { dataDir, s3: null });
    const response = await uploadResponse(stored.arquivo.split('/'), { dataDir, s3: null });
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(stored.tamanho),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(fs.readFileSync(resolveUploadPath(stored.url, { dataDir }) as string));
  });

  it('answers 404 for missing files, unsafe paths and other types', async () => {
    fs.mkdirSync(uploadsDir({ dataDir }), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir({ dataDir }), 'nota.txt'), 'x');
    fs.writeFileSync(path.join(dataDir, 'segredo.jpg'), 'x');
    for (const segments of [['2026', '11', 'nada.jpg'], ['nota.txt'], ['..', 'segredo.jpg'], ['2026'], []]) {
      const response = await uploadResponse(segments, { dataDir, s3: null });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Arquivo não encontrado.');
    }
  });
});

describe('checkMediaStorage on local disk', () => {
  it('resolves without touching anything', async () => {
    await expect(checkMediaStorage({ dataDir, s3: null })).resolves.toBeUndefined();
    expect(fs.existsSync(uploadsDir({ dataDir }))).toBe(false);
  });
});
