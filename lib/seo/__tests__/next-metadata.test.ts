/** pageMetadata's RSS discovery links (alternates.types), with the request and settings stubbed. */
import { defaultSettings } from '@/lib/domain/settings';

const mockHeaders = jest.fn();
const mockGetPublicSettings = jest.fn();

jest.mock('next/headers', () => ({ headers: () => mockHeaders() }));
jest.mock('@/lib/api/public', () => ({ getPublicSettings: () => mockGetPublicSettings() }));

type NextMetadata = typeof import('../next-metadata');
let seo: NextMetadata;

beforeAll(async () => {
  delete process.env.SITE_URL;
  seo = await import('../next-metadata');
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

  it('uses the forwarded host and protocol behind a proxy', async () => {
    mockHeaders.mockResolvedValue(new Headers({ host: 'interno:3000', 'x-forwarded-host': 'sintonia.fm.br', 'x-forwarded-proto': 'https' }));
    const metadata = await seo.pageMetadata({ title: 'Início', siteName: 'Sintonia FM' });
    expect(metadata.alternates?.types?.['application/rss+xml']).toEqual([{ title: 'Sintonia FM — Notícias', url: 'https://sintonia.fm.br/rss.xml' }]);
  });
});
