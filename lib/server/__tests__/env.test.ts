import path from 'node:path';
import { parseEnvironment } from '@/lib/server/env';

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
});
