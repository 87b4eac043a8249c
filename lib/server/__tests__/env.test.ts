import path from 'node:path';
import { allowPrivateStreamHost, parseEnvironment } from '@/lib/server/env';

describe('parseEnvironment', () => {
  it('needs no variable at all (the demo)', () => {
    expect(parseEnvironment({})).toEqual({
      dataDir: path.resolve('data'),
      databaseUrl: null,
      apiUrl: null,
      siteUrl: null,
      seedDemoData: true,
      trustProxyHeader: null,
      youtubeFeedBase: 'https://www.youtube.com',
      s3: null,
      cdnPurge: null,
    });
  });

  it.each([
    ['SITE_URL', 'https://www.radio.com.br/', 'siteUrl', 'https://www.radio.com.br'],
    ['API_URL', 'http://10.0.0.5:8080//', 'apiUrl', 'http://10.0.0.5:8080'],
    ['YOUTUBE_FEED_BASE', 'http://127.0.0.1:4010', 'youtubeFeedBase', 'http://127.0.0.1:4010'],
    ['TRUST_PROXY_HEADER', ' X-Real-IP ', 'trustProxyHeader', 'x-real-ip'],
    ['SEED_DEMO_DATA', 'não', 'seedDemoData', false],
    ['SEED_DEMO_DATA', 'sim', 'seedDemoData', true],
    ['SEED_DEMO_DATA', '', 'seedDemoData', true],
    ['DATABASE_URL', '', 'databaseUrl', null],
  ])('%s=%j → %s %j', (name, value, key, expected) => {
    expect(parseEnvironment({ [name]: value })).toMatchObject({ [key]: expected });
  });

  it.each([
    ['SITE_URL', 'www.radio.com.br'],
    ['SITE_URL', 'ftp://radio.com.br'],
    ['API_URL', 'localhost:8080'],
  ])('refuses %s=%j, naming the variable', (name, value) => {
    expect(() => parseEnvironment({ [name]: value })).toThrow(
      `Configuração inválida: ${name} precisa ser um endereço completo com http:// ou https:// (recebido: "${value}").`,
    );
  });

  const secrets = { NEXTAUTH_SECRET: 'a'.repeat(44), ENCRYPTION_KEY: 'b'.repeat(44) };

  it('reads the bucket settings, with the region and the path style defaulted', () => {
    expect(
      parseEnvironment({ ...secrets, S3_BUCKET: 'midia', S3_ENDPOINT: 'http://127.0.0.1:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', MEDIA_PUBLIC_URL: 'https://cdn.radio.com.br/' }).s3,
    ).toEqual({
      bucket: 'midia',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: false,
      publicUrl: 'https://cdn.radio.com.br',
    });
  });

  it.each([
    [{ REDIS_URL: 'redis://cache:6379' }, 'NEXTAUTH_SECRET é obrigatória com várias instâncias (REDIS_URL definida): gere uma com "openssl rand -base64 32" e use o mesmo valor em todas as instâncias.'],
    [{ REDIS_URL: 'redis://cache:6379', NEXTAUTH_SECRET: 'x' }, 'ENCRYPTION_KEY é obrigatória com várias instâncias (REDIS_URL definida)'],
    [{ S3_BUCKET: 'midia', AUTH_SECRET: 'x' }, 'ENCRYPTION_KEY é obrigatória com várias instâncias (S3_BUCKET definida)'],
    [{ ...secrets, REDIS_URL: 'http://cache:6379' }, 'REDIS_URL precisa ser um endereço redis:// ou rediss:// (recebido: "http://cache:6379").'],
    [{ ...secrets, S3_BUCKET: 'midia', S3_ACCESS_KEY_ID: 'k' }, 'S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY vão juntas: defina as duas ou nenhuma.'],
    [{ MEDIA_PUBLIC_URL: 'https://cdn.radio.com.br' }, 'MEDIA_PUBLIC_URL só vale com S3_BUCKET definida.'],
  ])('refuses to start several instances without what they must share: %j', (variables, message) => {
    expect(() => parseEnvironment(variables)).toThrow(message);
  });

  it('reads the CDN purge: the address as given and one header', () => {
    expect(parseEnvironment({ CDN_PURGE_URL: 'https://api.cloudflare.com/client/v4/zones/z1/purge_cache', CDN_PURGE_HEADER: 'Authorization: Bearer abc:def' }).cdnPurge).toEqual({
      url: 'https://api.cloudflare.com/client/v4/zones/z1/purge_cache',
      headers: { Authorization: 'Bearer abc:def' },
    });
    expect(parseEnvironment({ CDN_PURGE_URL: 'https://api.fastly.com/service/s1/purge', CDN_PURGE_HEADER: 'Fastly-Key:abc' }).cdnPurge).toEqual({
      url: 'https://api.fastly.com/service/s1/purge',
      headers: { 'Fastly-Key': 'abc' },
    });
    expect(parseEnvironment({ CDN_PURGE_URL: 'http://purga.interna:8080/' }).cdnPurge).toEqual({ url: 'http://purga.interna:8080/', headers: {} });
  });

  it.each([
    [{ CDN_PURGE_URL: 'api.fastly.com/service/s1/purge' }, 'CDN_PURGE_URL precisa ser um endereço completo com http:// ou https:// (recebido: "api.fastly.com/service/s1/purge").'],
    [{ CDN_PURGE_URL: 'https://api.fastly.com/service/s1/purge', CDN_PURGE_HEADER: 'Bearer segredo' }, 'CDN_PURGE_HEADER precisa ser um cabeçalho no formato "Nome: valor" (ex.: "Authorization: Bearer …").'],
    [{ CDN_PURGE_HEADER: 'Fastly-Key: segredo' }, 'CDN_PURGE_HEADER só vale com CDN_PURGE_URL definida.'],
  ])('refuses a CDN purge it could not send: %j', (variables, message) => {
    expect(() => parseEnvironment(variables)).toThrow(message);
    expect(() => parseEnvironment(variables)).not.toThrow(/segredo/);
  });

  it('does not ask a build for the running instances\' secrets', () => {
    expect(() => parseEnvironment({ NEXT_PHASE: 'phase-production-build', REDIS_URL: 'redis://cache:6379', MEDIA_PUBLIC_URL: 'https://cdn.radio.com.br' })).not.toThrow();
  });

  it('starts several instances when each has the shared secrets', () => {
    // The connection itself reads REDIS_URL (lib/server/redis/shared-redis.mjs, loaded outside the bundles too).
    expect(() => parseEnvironment({ ...secrets, REDIS_URL: 'rediss://cache:6380/2' })).not.toThrow();
  });
});

describe('allowPrivateStreamHost', () => {
  const saved = process.env.ALLOW_PRIVATE_STREAM_HOST;
  afterAll(() => {
    if (saved === undefined) delete process.env.ALLOW_PRIVATE_STREAM_HOST;
    else process.env.ALLOW_PRIVATE_STREAM_HOST = saved;
  });

  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
    ['sim', true],
  ])('ALLOW_PRIVATE_STREAM_HOST=%j → %s, read on each call', (value, expected) => {
    if (value === undefined) delete process.env.ALLOW_PRIVATE_STREAM_HOST;
    else process.env.ALLOW_PRIVATE_STREAM_HOST = value;
    expect(allowPrivateStreamHost()).toBe(expected);
  });
});
