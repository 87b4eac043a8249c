/** pageMetadata's RSS discovery links (alternates.types) and public address, with the request headers and settings replaced by mocks. */
import { defaultSettings } from '@/lib/domain/settings';

const mockHeaders = jest.fn();
const mockGetPublicSettings = jest.fn();

jest.mock('next/headers', () => ({ headers: () => mockHeaders() }));
jest.mock('@/lib/api/public', () => ({ getPublicSettings: () => mockGetPublicSettings() }));

type NextMetadata = typeof import('../next-metadata');
let seo: NextMetadata;

beforeAll(async () => {
  delete process.env.SITE_URL;
  process.env.PORT = '3100';
  seo = await import('../next-metadata');
});

afterAll(() => {
  delete process.env.PORT;
});

beforeEach(() => {
  mockHeaders.mockResolvedValue(new Headers({ host: 'localhost:3100' }));
  const settings = defaultSettings();
  settings.site.nome = 'Rádio Teste';
  mockGetPublicSettings.mockResolvedValue(settings);
});

describe('pageMetadata alternates', () => {
  it('links the news feed on every page, titled with the brand the page gives', async () => {
    const metadata = await seo.pageMetadata({ title: 'Início', canonical: '/', siteName: 'Sintonia FM' });
    expect(metadata.alternates).toEqual({
      canonical: 'http://localhost:3100/',
      types: { 'application/rss+xml': [{ title: 'Sintonia FM — Notícias', url: 'http://localhost:3100/rss.xml' }] },
    });
  });

  it('takes the brand from the settings when the page gives none, and works without a canonical', async () => {
    const metadata = await seo.pageMetadata({ title: 'Equipe' });
    expect(metadata.alternates).toEqual({
      types: { 'application/rss+xml': [{ title: 'Rádio Teste — Notícias', url: 'http://localhost:3100/rss.xml' }] },
    });
  });

  it("adds a page's own feed, made absolute, after the news feed", async () => {
    const metadata = await seo.pageMetadata({
      title: 'Saúde',
      canonical: '/saude',
      siteName: 'Sintonia FM',
      feed: { title: 'Sintonia FM — Saúde', href: '/rss/saude.xml' },
    });
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [
        { title: 'Sintonia FM — Notícias', url: 'http://localhost:3100/rss.xml' },
        { title: 'Sintonia FM — Saúde', url: 'http://localhost:3100/rss/saude.xml' },
      ],
    });
  });

  it('does not repeat the news feed when a page passes it again', async () => {
    const metadata = await seo.pageMetadata({ title: 'Notícias', siteName: 'Sintonia FM', feed: { title: 'Outro', href: '/rss.xml' } });
    expect(metadata.alternates?.types?.['application/rss+xml']).toHaveLength(1);
  });

  it('never takes the address from Host or X-Forwarded-Host: cached pages are shared by every visitor', async () => {
    mockHeaders.mockResolvedValue(new Headers({ host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' }));
    const metadata = await seo.pageMetadata({ title: 'Início', canonical: '/', siteName: 'Sintonia FM' });
    expect(metadata.alternates?.canonical).toBe('http://localhost:3100/');
    expect(mockHeaders).not.toHaveBeenCalled();
  });

  it('uses SITE_URL when set', async () => {
    process.env.SITE_URL = 'https://sintonia.fm.br/';
    let isolated: NextMetadata | undefined;
    await jest.isolateModulesAsync(async () => {
      isolated = await import('../next-metadata');
    });
    delete process.env.SITE_URL;
    const metadata = await isolated!.pageMetadata({ title: 'Início', canonical: '/noticias', siteName: 'Sintonia FM' });
    expect(metadata.alternates?.canonical).toBe('https://sintonia.fm.br/noticias');
    expect(metadata.openGraph?.url).toBe('https://sintonia.fm.br/noticias');
  });
});
