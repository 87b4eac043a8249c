/**
 * A show's podcast feed end to end against the built-in backend and the demo seed: parsed by
 * rss-parser (what podcast directories run) and checked for well-formedness by fast-xml-parser's
 * validator, with every tag Apple Podcasts, Spotify and Podcasting 2.0 read.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Parser from 'rss-parser';
import type { PodcastFeedItem } from '../podcast-rss';
import { createApiApp, type ApiApp } from '@/lib/server/api/app';
import { createTestDatabase, type TestDatabase } from '@/test/helpers/database';

jest.setTimeout(120_000);

const BASE = 'http://localhost:3100';
const mockApp: { current: ApiApp | null } = { current: null };

jest.mock('next/server', () => ({
  ...jest.requireActual<typeof import('next/server')>('next/server'),
  connection: () => Promise.resolve(),
}));
jest.mock('@/lib/api/transport', () => {
  const actual = jest.requireActual<typeof import('@/lib/api/transport')>('@/lib/api/transport');
  return {
    ...actual,
    apiGetJson: async (path: string) => {
      const response = await (mockApp.current as ApiApp).request(`/api/v1${path}`);
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) throw new actual.ApiResponseError(response.status, body);
      return body;
    },
  };
});

type Feed = Parser.Output<Record<string, any>> & Record<string, any>;

const rss = new Parser<Record<string, any>, Record<string, any>>({
  customFields: {
    feed: ['language', 'lastBuildDate', 'atom:link', 'itunes:type', 'podcast:locked', 'podcast:guid', 'itunes:explicit', 'itunes:category'],
    item: ['itunes:episodeType', 'itunes:explicit', 'itunes:title', 'description'],
  },
});
const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false, isArray: (name) => name === 'item' });

let database: TestDatabase;
let feedModule: typeof import('../podcast-feed');

beforeAll(async () => {
  delete process.env.SITE_URL;
  process.env.PORT = '3100';
  delete process.env.API_URL;
  database = await createTestDatabase({ name: 'PGlite' }, { seeded: true });
  mockApp.current = createApiApp({ getDb: async () => database.db });
  feedModule = await import('../podcast-feed');
});

afterAll(async () => {
  delete process.env.PORT;
  await database?.dispose();
});

async function feedOf(programa: string): Promise<{ text: string; feed: Feed }> {
  const response = await feedModule.podcastFeedResponse(programa);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=300');
  const text = await response.text();
  expect(XMLValidator.validate(text)).toBe(true);
  return { text, feed: (await rss.parseString(text)) as Feed };
}

it('has every channel tag podcast directories read', async () => {
  const { text, feed } = await feedOf('sintonia-fm-noticias');
  expect(text).toContain('xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"');
  expect(text).toContain('xmlns:podcast="https://podcastindex.org/namespace/1.0"');
  expect(text).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
  expect(feed.title).toBe('Sintonia FM Notícias');
  expect(feed.link).toBe(`${BASE}/podcasts/sintonia-fm-noticias`);
  expect(feed.description).toMatch(/^O jornal da Sintonia FM/);
  expect(feed.language).toBe('pt-br');
  expect(feed.itunes).toMatchObject({ author: 'Sintonia FM', owner: { name: 'Sintonia FM', email: 'redacao@sintonia.local' }, explicit: 'false' });
  // The show's cover as a square JPEG the directories take (lib/server/media/podcast-artwork), absolute.
  expect(feed.itunes?.image).toMatch(new RegExp(`^${BASE}/capas-podcast/\\d{4}/\\d{2}/[0-9a-f-]{36}\\.jpg$`));
  expect(feed.itunes?.categories).toEqual(['News']);
  expect(feed['itunes:type']).toBe('episodic');
  expect(feed['podcast:locked']).toBe('no');
  expect(feed['podcast:guid']).toBe(feedModule.podcastGuid(`${BASE}/podcasts/sintonia-fm-noticias/feed.xml`));
  expect(feed['podcast:guid']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const doc = xml.parse(text);
  expect(doc.rss['@_version']).toBe('2.0');
  expect(doc.rss.channel['atom:link']).toMatchObject({ '@_href': `${BASE}/podcasts/sintonia-fm-noticias/feed.xml`, '@_rel': 'self', '@_type': 'application/rss+xml' });
  expect(doc.rss.channel['itunes:category']['@_text']).toBe('News');
});

it('lists the published episodes, newest first, each with every item tag; never a scheduled one', async () => {
  const { text, feed } = await feedOf('sintonia-fm-noticias');
  expect(feed.items.map((item) => item.title)).toEqual([
    'Safra de soja: o que esperar do preço no Vale do Sereno',
    'Entrevista: o prefeito explica o cronograma do asfalto no interior',
  ]);
  const doc = xml.parse(text);
  for (const [index, item] of feed.items.entries()) {
    const raw = doc.rss.channel.item[index];
    expect(item.link).toMatch(new RegExp(`^${BASE}/podcasts/sintonia-fm-noticias/[a-z0-9-]+$`));
    expect(item.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.guid['@_isPermaLink']).toBe('false');
    expect(new Date(item.pubDate as string).toUTCString()).toBe(item.pubDate);
    expect(item.enclosure).toEqual({ url: expect.stringMatching(new RegExp(`^${BASE}/uploads/.+\\.mp3$`)), length: expect.stringMatching(/^[1-9]\d+$/), type: 'audio/mpeg' });
    expect(Number(item.itunes.duration)).toBe(75);
    expect(item.itunes.image).toBe(feed.itunes?.image);
    expect(item['itunes:explicit']).toBe('false');
    expect(item['itunes:episodeType']).toBe('full');
    expect(item.description).toBeTruthy();
  }
  expect(text).not.toContain('plantões de saúde');
});

it('answers 404 for an unknown show or one without published episodes', async () => {
  for (const programa of ['nao-existe', 'tarde-musical', 'x.y']) {
    const response = await feedModule.podcastFeedResponse(programa);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Podcast não encontrado.');
  }
});

it('escapes every text and address, and says length 0 for an external file of unknown size', async () => {
  const { renderPodcastRss } = await import('../podcast-rss');
  const show = { id: '1', nome: 'Rock & Blues <ao vivo>', slug: 'rock-blues', descricao: 'Aspas "duplas" e \'simples\'', imagem: null, apresentadores: [], totalEpisodios: 1, ultimoEpisodioEm: null };
  const episode: PodcastFeedItem = {
    id: '9',
    titulo: 'Guns & Roses: <especial>',
    slug: 'guns-roses',
    descricao: 'Linha 1\nLinha 2 & mais\u0007',
    audioUrl: 'https://cdn.exemplo.com.br/a.mp3?x=1&y=2',
    audioMime: 'audio/mpeg',
    audioTamanho: 0,
    duracaoSegundos: 3723,
    capa: null,
    explicito: true,
    guid: 'd1b5c2a4-0000-4000-8000-000000000001',
    publicadoEm: '2026-11-20T12:00:00.000Z',
    atualizadoEm: '2026-11-20T12:00:00.000Z',
    link: `${BASE}/podcasts/rock-blues/guns-roses`,
    enclosureUrl: 'https://cdn.exemplo.com.br/a.mp3?x=1&y=2',
    imageUrl: null,
  };
  const text = renderPodcastRss(
    {
      show,
      title: show.nome,
      link: `${BASE}/podcasts/rock-blues`,
      selfUrl: `${BASE}/podcasts/rock-blues/feed.xml`,
      description: show.descricao,
      author: 'Rádio "A&B"',
      ownerEmail: null,
      image: null,
      podcastGuid: 'ead4c236-0000-5000-8000-000000000000',
    },
    [episode],
    new Date('2026-11-21T00:00:00Z'),
  );
  expect(XMLValidator.validate(text)).toBe(true);
  const feed = (await rss.parseString(text)) as Feed;
  expect(feed.title).toBe('Rock & Blues <ao vivo>');
  expect(feed.itunes?.owner).toEqual({ name: 'Rádio "A&B"' });
  expect(feed['itunes:explicit']).toBe('true');
  const [item] = feed.items;
  expect(item.title).toBe('Guns & Roses: <especial>');
  expect(item.description).toBe('Linha 1\nLinha 2 & mais');
  expect(item.enclosure).toEqual({ url: 'https://cdn.exemplo.com.br/a.mp3?x=1&y=2', length: '0', type: 'audio/mpeg' });
  expect(item.itunes.duration).toBe('3723');
  expect(item['itunes:explicit']).toBe('true');
  expect(item.pubDate).toBe('Fri, 20 Nov 2026 12:00:00 GMT');
  expect(text).toContain('<lastBuildDate>Fri, 20 Nov 2026 12:00:00 GMT</lastBuildDate>');
});

it('podcast:guid is the UUIDv5 of the feed address without scheme or trailing slash (Podcasting 2.0)', () => {
  // RFC 4122 v5 as Python's uuid.uuid5(NAMESPACE_URL, …) computes it.
  expect(feedModule.uuidV5('podcastindex.org/namespace/1.0', '6ba7b811-9dad-11d1-80b4-00c04fd430c8')).toBe('6948c005-2eb2-5e89-b865-989003754879');
  // The namespace's own example.
  expect(feedModule.podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
  expect(feedModule.podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810');
});
