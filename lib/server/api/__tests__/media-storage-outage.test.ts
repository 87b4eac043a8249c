import sharp from 'sharp';
import type { StaffApi } from '@/test/helpers/staff-api';
import { startTestS3, TEST_BUCKET, type TestS3 } from '@/test/helpers/s3';

jest.setTimeout(120_000);

/*
 * The media bucket down during an upload: the answer says so (503, "armazenamento de mídia fora
 * do ar"), not the database's "Serviço temporariamente indisponível", which the bucket's refused
 * connection (ECONNREFUSED, like a database's) used to be taken for. The app reads S3_BUCKET when
 * lib/server/env.ts loads, so the bucket is set before the app is imported.
 */

const DOWN = { message: 'O armazenamento de mídia está fora do ar. Tente novamente em alguns minutos.', codigo: 'ARMAZENAMENTO_INDISPONIVEL' };
const VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

describe('POST /midia with the media bucket down', () => {
  let s3: TestS3;
  let api: StaffApi<'editor'>;
  const saved = Object.fromEntries(VARIABLES.map((name) => [name, process.env[name]]));
  let errors: jest.SpyInstance;

  const upload = async (data: Buffer, nome: string, mime: string) => {
    const form = new FormData();
    form.append('arquivo', new Blob([new Uint8Array(data)], { type: mime }), nome);
    const response = await api.app.request('/api/v1/midia', { method: 'POST', headers: { authorization: `Bearer ${api.tokens.editor}` }, body: form });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: (await response.json()) as Record<string, unknown> };
  };
  const jpeg = () => sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 20, g: 110, b: 180 } } }).jpeg().toBuffer();

  beforeAll(async () => {
    s3 = await startTestS3();
    Object.assign(process.env, { S3_BUCKET: TEST_BUCKET, S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' });
    const [{ setupStaffApi }, { TEST_BACKENDS }] = await Promise.all([import('@/test/helpers/staff-api'), import('@/test/helpers/database')]);
    api = await setupStaffApi(TEST_BACKENDS[0], { logins: ['editor'] });
  });
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The SDK warns of the failed streamed PUT (the audio) on its own.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  afterAll(async () => {
    await api?.dispose();
    await s3?.dispose();
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('uploads into the bucket while it answers', async () => {
    const { status, body } = await upload(await jpeg(), 'praca.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);
  });

  it('answers 503 saying the media storage is down, for an image and an audio file; the log says why', async () => {
    await s3.stop();
    const { silentMp3 } = await import('@/lib/server/media/silent-mp3');
    for (const [data, nome, mime] of [[await jpeg(), 'praca.jpg', 'image/jpeg'], [silentMp3(3), 'boletim.mp3', 'audio/mpeg']] as const) {
      expect(await upload(data, nome, mime)).toEqual({ status: 503, retryAfter: '60', body: DOWN });
    }
    expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([
      expect.stringMatching(/^\[midia\] Armazenamento de mídia inacessível \(s3:\/\/sintonia-test\/uploads\/ em http:\/\/127\.0\.0\.1:\d+\): sem conexão com o servidor \(ECONNREFUSED\)\.$/),
      expect.stringMatching(/ECONNREFUSED/),
    ]);
  });
});
