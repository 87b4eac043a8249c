import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startTestS3, type TestS3 } from '@/test/helpers/s3';
import { migrateLocalMedia, type MigrationEvent } from '../migrate-local-media';
import type { S3Settings } from '../s3-client';
import { S3MediaStore } from '../s3-storage';
import { clearUploads, readUpload, storeImage, uploadsDir, type StoredImage } from '../storage';

jest.setTimeout(60_000);

const ROOT = path.resolve(__dirname, '../../../..');

let s3: TestS3;
let settings: S3Settings;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  settings = s3.settings();
});

afterAll(async () => {
  await s3?.dispose();
});

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sintonia-migracao-'));
});

afterEach(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await clearUploads({ s3: settings });
});

const photo = (width: number) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: 10, g: 120, b: 90 } } })
    .png()
    .toBuffer();

async function localUploads(count: number): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (let i = 0; i < count; i++) stored.push(await storeImage(await photo(500 + i * 10), `foto-${i}.png`, { dataDir, s3: null }));
  return stored;
}

async function bucketBytes(key: string): Promise<Buffer | null> {
  const file = await readUpload(key.split('/'), { s3: settings });
  return file ? Buffer.from(await new Response(file.body).arrayBuffer()) : null;
}

describe('migrateLocalMedia', () => {
  it('sends every local file under the same key, then skips them on a second run', async () => {
    const stored = await localUploads(2);
    const root = uploadsDir({ dataDir });
    fs.writeFileSync(path.join(root, '.DS_Store'), 'lixo');
    fs.writeFileSync(path.join(root, 'leia-me.txt'), 'não é mídia');

    const events: MigrationEvent[] = [];
    const first = await migrateLocalMedia({ dataDir, s3: settings, onProgress: (event) => events.push(event) });
    expect(first).toMatchObject({ total: 10, enviados: 8, existentes: 0, ignorados: 2, falhas: 0 });
    expect(events.filter((event) => event.kind === 'ignorado').map((event) => event.key).sort()).toEqual(['.DS_Store', 'leia-me.txt']);

    for (const image of stored) {
      for (const url of [image.url, ...Object.values(image.variantes)]) {
        const key = url.replace(/^\/uploads\//, '');
        expect(await bucketBytes(key)).toEqual(fs.readFileSync(path.join(root, ...key.split('/'))));
      }
    }
    expect(first.bytesEnviados).toBe(
      stored.flatMap((image) => [image.url, ...Object.values(image.variantes)]).reduce((sum, url) => sum + fs.statSync(path.join(root, url.slice('/uploads/'.length))).size, 0),
    );

    const second = await migrateLocalMedia({ dataDir, s3: settings });
    expect(second).toMatchObject({ total: 10, enviados: 0, existentes: 8, ignorados: 2, falhas: 0, bytesEnviados: 0 });
  });

  it('sends again an object whose size differs (an interrupted copy)', async () => {
    const [image] = await localUploads(1);
    await migrateLocalMedia({ dataDir, s3: settings });
    await new S3MediaStore(settings).write(image.arquivo, Buffer.from('cortado'), 'image/png');

    const again = await migrateLocalMedia({ dataDir, s3: settings });
    expect(again).toMatchObject({ enviados: 1, existentes: 3, falhas: 0 });
    expect((await bucketBytes(image.arquivo))?.length).toBe(image.tamanho);
  });

  it('does nothing without an uploads directory', async () => {
    await expect(migrateLocalMedia({ dataDir, s3: settings })).resolves.toMatchObject({ total: 0, enviados: 0 });
  });

  it('counts failures instead of stopping (bucket missing)', async () => {
    await localUploads(1);
    const summary = await migrateLocalMedia({ dataDir, s3: { ...settings, bucket: 'bucket-inexistente' } });
    expect(summary).toMatchObject({ total: 4, enviados: 0, falhas: 4 });
  });
});

describe('npm run media:to-s3 (scripts/media-to-s3.ts)', () => {
  const run = (extraEnv: Record<string, string>) => {
    const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...extraEnv };
    for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'MEDIA_PUBLIC_URL']) {
      if (!(name in extraEnv)) delete environment[name];
    }
    return spawnSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'scripts/media-to-s3.ts'], {
      cwd: ROOT,
      env: environment,
      encoding: 'utf8',
      timeout: 45_000,
    });
  };

  it('refuses to run without S3_BUCKET, in Portuguese', () => {
    const result = run({});
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('S3_BUCKET não está definida');
  });

  it('copies the local media and prints a summary; a second run skips them', async () => {
    await localUploads(1);
    const bucketEnv = {
      S3_BUCKET: settings.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const first = run(bucketEnv);
    expect(first.stderr).not.toContain('FALHOU');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('[midia] 4/4 enviado');
    expect(first.stdout).toContain('Concluído: 4 arquivo(s); 4 enviado(s)');

    const second = run(bucketEnv);
    expect(second.status).toBe(0);
    expect(second.stdout).toContain('0 enviado(s) (0 B), 4 já estava(m) no bucket');
  });
});
