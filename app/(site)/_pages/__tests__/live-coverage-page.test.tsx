/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { PlayerProvider } from '@/components/site/player/player-provider';
import { ToastProvider } from '@/components/ui/toast-provider';
import { normalizePost } from '@/lib/domain/post';
import { defaultSettings } from '@/lib/domain/settings';

/* A live coverage's page and the "Urgente" label, as PostPage renders them. */

const mockGetPost = jest.fn();
const mockGetLiveCoverage = jest.fn();

jest.mock('@/lib/api/public', () => ({
  getPost: (slug: string) => mockGetPost(slug),
  getRelatedPosts: async () => [],
  getPublicSettings: async () => {
    const settings = defaultSettings();
    settings.site.nome = 'Sintonia FM';
    return settings;
  },
  getMostRead: async () => null,
  getLiveCoverage: (id: string) => mockGetLiveCoverage(id),
}));
jest.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NOT_FOUND');
  },
  permanentRedirect: (to: string) => {
    throw new Error(`REDIRECT 308 ${to}`);
  },
  useRouter: () => ({ push: jest.fn() }),
}));

type PostPageModule = typeof import('../post-page');
let page: PostPageModule;

const RAW = {
  id: 9,
  titulo: 'Apuração das eleições municipais',
  slug: 'apuracao-das-eleicoes',
  resumo: 'Acompanhe voto a voto.',
  conteudo: '<p>A apuração começa às 17h.</p>',
  categoria: { id: 3, nome: 'Política', slug: 'politica', cor: '#2563EB' },
  autor: { id: 1, nome: 'Redação', foto: null },
  publicadoEm: '2026-10-04T20:00:00.000Z',
  atualizadoEm: '2026-10-04T20:00:00.000Z',
  coberturaInicio: '2026-10-04T20:00:00.000Z',
  coberturaFim: null,
  status: 'publicado',
};

const FEED = {
  cobertura: { inicio: '2026-10-04T20:00:00.000Z', fim: null },
  dados: [
    { id: '3', conteudo: '<p>Regra: boca de urna é crime.</p>', fixada: true, programa: 'Sintonia Notícias', criadoEm: '2026-10-04T20:10:00.000Z', atualizadoEm: '2026-10-04T20:10:00.000Z' },
    {
      id: '5',
      conteudo: '<p onclick="alert(1)">Com 98% das urnas apuradas, a prefeita está reeleita.</p><script>alert(1)</script><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Discurso"></iframe>',
      fixada: false,
      programa: 'Plantão das eleições',
      criadoEm: '2026-10-04T23:40:00.000Z',
      atualizadoEm: '2026-10-04T23:45:00.000Z',
    },
    { id: '4', conteudo: '<p>Urnas fechadas.</p>', fixada: false, programa: null, criadoEm: '2026-10-04T20:30:00.000Z', atualizadoEm: '2026-10-04T20:30:00.000Z' },
  ],
};

beforeAll(async () => {
  process.env.SITE_URL = 'https://sintonia.test';
  page = await import('../post-page');
});
afterAll(() => {
  delete process.env.SITE_URL;
});
beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn().mockReturnValue(true), configurable: true });
  mockGetPost.mockResolvedValue(normalizePost(RAW));
  mockGetLiveCoverage.mockReset();
  mockGetLiveCoverage.mockResolvedValue(JSON.parse(JSON.stringify(FEED)));
});

async function renderPage() {
  const element = await page.PostPage({ slug: RAW.slug, categoria: 'politica' });
  const player = { brand: 'Sintonia FM', streamUrl: null, autoplay: false, volumeInicial: 0.7, iniciarMutado: false, artwork: null, shows: [] };
  const view = render(
    <ToastProvider>
      <PlayerProvider config={player}>{element}</PlayerProvider>
    </ToastProvider>,
  );
  await act(async () => {});
  return view;
}

const jsonLd = (container: HTMLElement) => [...container.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? ''));

describe('a live coverage’s page', () => {
  it('"AO VIVO", the pinned entry on top, then newest first, each with its time (Horário de Brasília) and show; entries sanitised', async () => {
    const { container } = await renderPage();
    expect(mockGetLiveCoverage).toHaveBeenCalledWith('9');
    const section = screen.getByTestId('cobertura');
    expect(within(section).getByRole('heading', { name: 'Cobertura ao vivo' })).toBeInTheDocument();
    expect(within(section).getByTestId('ao-vivo')).toHaveTextContent('AO VIVO');
    // The article's header says so too.
    expect(container.querySelector('article header [data-testid="ao-vivo"]')).not.toBeNull();

    const items = [...section.querySelectorAll('li[data-atualizacao]')];
    expect(items.map((item) => item.getAttribute('id'))).toEqual(['atualizacao-3', 'atualizacao-5', 'atualizacao-4']);
    expect(items[0]).toHaveTextContent('17h10· Sintonia NotíciasFixada');
    expect(items[1].querySelector('time')).toHaveAttribute('dateTime', '2026-10-04T23:40:00.000Z');
    expect(items[1]).toHaveTextContent('20h40· Plantão das eleições');
    expect(items[2]).toHaveTextContent('17h30Urnas fechadas.');
    expect(section.querySelector('script, [onclick]')).toBeNull();
    // The YouTube frame waits for a click (a poster), as in the post's text.
    expect(section.querySelector('iframe')).toBeNull();
    expect(section.querySelector('[data-video-embed]')).not.toBeNull();
  });

  it('JSON-LD LiveBlogPosting: start, no end while it runs, the entries as BlogPosting (newest first after the pinned)', async () => {
    const { container } = await renderPage();
    const data = jsonLd(container);
    expect(data.find((item) => item['@type'] === 'NewsArticle')).toBeUndefined();
    const live = data.find((item) => item['@type'] === 'LiveBlogPosting');
    expect(live).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'Apuração das eleições municipais',
      url: 'https://sintonia.test/politica/apuracao-das-eleicoes',
      coverageStartTime: '2026-10-04T20:00:00.000Z',
      dateModified: '2026-10-04T23:45:00.000Z',
    });
    expect(live).not.toHaveProperty('coverageEndTime');
    expect(live.liveBlogUpdate.map((update: { url: string }) => update.url)).toEqual([
      'https://sintonia.test/politica/apuracao-das-eleicoes#atualizacao-3',
      'https://sintonia.test/politica/apuracao-das-eleicoes#atualizacao-5',
      'https://sintonia.test/politica/apuracao-das-eleicoes#atualizacao-4',
    ]);
    expect(live.liveBlogUpdate[1]).toMatchObject({ '@type': 'BlogPosting', articleBody: 'Com 98% das urnas apuradas, a prefeita está reeleita.', datePublished: '2026-10-04T23:40:00.000Z' });
  });

  it('ended: "Encerrada" with its time, coverageEndTime, and nothing polls', async () => {
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, coberturaFim: '2026-10-05T02:00:00.000Z' }));
    mockGetLiveCoverage.mockResolvedValue({ ...JSON.parse(JSON.stringify(FEED)), cobertura: { inicio: FEED.cobertura.inicio, fim: '2026-10-05T02:00:00.000Z' } });
    const { container } = await renderPage();
    const section = screen.getByTestId('cobertura');
    expect(within(section).getByTestId('cobertura-encerrada')).toHaveTextContent('Encerrada');
    expect(within(section).getByText(/Encerrada em/)).toHaveTextContent('Encerrada em 04/10/2026 23h00.');
    expect(within(section).queryByRole('list', { name: 'Atualizações recebidas agora' })).toBeNull();
    expect(jsonLd(container).find((item) => item['@type'] === 'LiveBlogPosting').coverageEndTime).toBe('2026-10-05T02:00:00.000Z');
  });

  it('a backend without the read (404 → null): the post alone, as a NewsArticle', async () => {
    mockGetLiveCoverage.mockResolvedValue(null);
    const { container } = await renderPage();
    expect(screen.queryByTestId('cobertura')).toBeNull();
    expect(jsonLd(container).find((item) => item['@type'] === 'NewsArticle')).toBeDefined();
  });

  it('"Urgente" beside the category while the urgency lasts, not after', async () => {
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, coberturaInicio: null, urgenteAte: new Date(Date.now() + 60_000).toISOString() }));
    await renderPage();
    expect(screen.getByTestId('selo-urgente')).toHaveTextContent('Urgente');
    expect(mockGetLiveCoverage).not.toHaveBeenCalled();

    document.body.innerHTML = '';
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, coberturaInicio: null, urgenteAte: new Date(Date.now() - 60_000).toISOString() }));
    await renderPage();
    expect(screen.queryByTestId('selo-urgente')).toBeNull();
  });
});
