/** @jest-environment jsdom */
import { act, render, screen, within } from '@testing-library/react';
import { PlayerProvider } from '@/components/site/player/player-provider';
import { ToastProvider } from '@/components/ui/toast-provider';
import { normalizePost, type Post } from '@/lib/domain/post';
import { defaultSettings } from '@/lib/domain/settings';

const mockGetPost = jest.fn();
const mockGetRelatedPosts = jest.fn();
const mockGetPublicSettings = jest.fn();
const mockGetMostRead = jest.fn();

jest.mock('@/lib/api/public', () => ({
  getPost: (slug: string) => mockGetPost(slug),
  getRelatedPosts: (post: unknown) => mockGetRelatedPosts(post),
  getPublicSettings: () => mockGetPublicSettings(),
  getMostRead: () => mockGetMostRead(),
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
  id: 7,
  titulo: 'Câmara aprova orçamento de 2026',
  slug: 'camara-aprova-orcamento',
  resumo: 'Votação terminou às 22h com 9 votos a favor.',
  conteudo:
    '<h1>Título no corpo</h1><p>Primeiro parágrafo.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>' +
    '<p><a href="https://audio.sintonia.local/sessao.mp3">Ouça a sessão</a></p>',
  imagemDestaque: '/uploads/2026/01/camara.jpg',
  legenda: 'O plenário da Câmara de Vereadores',
  categoria: { id: 3, nome: 'Política Local', slug: 'politica-local', cor: '#2563EB' },
  autor: { id: 1, nome: 'Renata Souza', foto: null },
  membroEquipe: { id: 2, nome: 'Marta Lima', cargo: 'Repórter', avatar: '/uploads/2026/01/marta.jpg' },
  visualizacoes: 1234,
  tags: ['orçamento', 'Câmara de Vereadores'],
  galeriaImagens: [
    { id: 1, url: '/uploads/2026/01/g1.jpg', legenda: 'Galeria 1', ordem: 0 },
    { id: 2, url: '/uploads/2026/01/g2.jpg', legenda: 'Galeria 2', ordem: 1 },
  ],
  criadoEm: '2026-01-10T13:05:00.000Z',
  publicadoEm: '2026-01-10T13:05:00.000Z',
  atualizadoEm: '2026-01-11T18:40:00.000Z',
  status: 'publicado',
};

const related = (n: number): Post[] =>
  Array.from({ length: n }, (_, i) => normalizePost({ ...RAW, id: 100 + i, slug: `relacionada-${i}`, titulo: `Relacionada ${i}` }));

beforeAll(async () => {
  process.env.SITE_URL = 'https://sintonia.test';
  page = await import('../post-page');
});

afterAll(() => {
  delete process.env.SITE_URL;
});

beforeEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn().mockReturnValue(true), configurable: true });
  const settings = defaultSettings();
  settings.site.nome = 'Sintonia FM';
  settings.site.logo = '/uploads/logo.png';
  // The station shows view counts to readers here; off is the default (a test below).
  settings.postagens.mostrarVisualizacoes = true;
  mockGetPublicSettings.mockResolvedValue(settings);
  mockGetMostRead.mockResolvedValue(null);
  mockGetPost.mockResolvedValue(normalizePost(RAW));
  mockGetRelatedPosts.mockResolvedValue(related(4));
});

async function renderPage(slug: string, categoria: string | null) {
  const element = await page.PostPage({ slug, categoria });
  const player = { brand: 'Sintonia FM', streamUrl: null, autoplay: false, volumeInicial: 0.7, iniciarMutado: false, artwork: null, shows: [] };
  const view = render(
    <ToastProvider>
      <PlayerProvider config={player}>{element}</PlayerProvider>
    </ToastProvider>,
  );
  // A post's audio card is loaded on demand: it arrives within this act().
  await act(async () => {});
  return view;
}

describe('PostPage', () => {
  it('renders the post on its canonical URL', async () => {
    await renderPage('camara-aprova-orcamento', 'politica-local');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Câmara aprova orçamento de 2026');
    const trail = screen.getByRole('navigation', { name: 'Trilha de navegação' });
    expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/');
    expect(within(trail).getByRole('link', { name: 'Política Local' })).toHaveAttribute('href', '/politica-local');
    expect(screen.getByText('Votação terminou às 22h com 9 votos a favor.')).toBeInTheDocument();
    // São Paulo time (UTC−3).
    expect(screen.getByText('Publicado em', { exact: false }).querySelector('time')).toHaveTextContent('10/01/2026 10h05');
    expect(screen.getByText('Atualizado em', { exact: false }).querySelector('time')).toHaveAttribute('dateTime', '2026-01-11T18:40:00.000Z');
    expect(screen.getByText('Atualizado em', { exact: false })).toHaveTextContent('Atualizado em 11/01/2026 15h40');
    expect(screen.getByTestId('post-author')).toHaveTextContent('Por Marta LimaRepórter');
    expect(screen.getByAltText('Foto de Marta Lima')).toBeInTheDocument();
    expect(screen.getByTestId('post-views')).toHaveTextContent('1.234 visualizações');
    const figure = screen.getByText('O plenário da Câmara de Vereadores').closest('figure');
    expect(figure?.querySelector('img')).toHaveAttribute('alt', 'O plenário da Câmara de Vereadores');
    expect(screen.getByRole('link', { name: 'orçamento' })).toHaveAttribute('href', '/noticias?busca=or%C3%A7amento');
    expect(screen.getByRole('link', { name: 'Compartilhar no Facebook' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent('https://sintonia.test/politica-local/camara-aprova-orcamento')}`,
    );
    expect(screen.getByRole('heading', { name: 'Leia também' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Relacionada \d$/ })).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /^Abrir foto/ })).toHaveLength(2);
  });

  it('injects only sanitised body HTML, with the body h1 demoted, and plays the linked audio in the bottom player', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    const { container } = await renderPage('camara-aprova-orcamento', 'politica-local');
    const body = container.querySelector('.post-body') as HTMLElement;
    expect(body.querySelector('h2')).toHaveTextContent('Título no corpo');
    expect(body.querySelector('script, [onerror]')).toBeNull();
    expect(container.querySelectorAll('script:not([type="application/ld+json"])')).toHaveLength(0);
    const media = screen.getByRole('region', { name: 'Mídia da reportagem' });
    expect(within(media).getByText('Áudio da reportagem')).toBeInTheDocument();
    expect(await within(media).findByRole('link', { name: 'Baixar o áudio da reportagem' })).toHaveAttribute('href', 'https://audio.sintonia.local/sessao.mp3');
    // The one <audio> is the layout's player's.
    expect(container.querySelectorAll('audio')).toHaveLength(1);
    await act(async () => within(media).getByRole('button', { name: 'Ouvir o áudio' }).click());
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('radio-audio')).toHaveAttribute('src', 'https://audio.sintonia.local/sessao.mp3');
    play.mockRestore();
  });

  it('emits NewsArticle and BreadcrumbList JSON-LD with absolute URLs', async () => {
    const { container } = await renderPage('camara-aprova-orcamento', 'politica-local');
    const data = [...container.querySelectorAll('script[type="application/ld+json"]')].map((node) => JSON.parse(node.textContent ?? ''));
    const article = data.find((item) => item['@type'] === 'NewsArticle');
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(article.url).toBe('https://sintonia.test/politica-local/camara-aprova-orcamento');
    expect(article.publisher.logo.url).toBe('https://sintonia.test/uploads/logo.png');
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Início', 'Política Local', 'Câmara aprova orçamento de 2026']);
  });

  it('falls back to the author name, hides the update date when it prints the same, and omits a missing image', async () => {
    mockGetPost.mockResolvedValue(
      normalizePost({ ...RAW, membroEquipe: null, imagemDestaque: null, galeriaImagens: [], visualizacoes: 1, atualizadoEm: '2026-01-10T13:05:40.000Z' }),
    );
    mockGetRelatedPosts.mockResolvedValue([]);
    const { container } = await renderPage('camara-aprova-orcamento', 'politica-local');
    expect(screen.getByTestId('post-author')).toHaveTextContent('Por Renata Souza');
    expect(screen.queryByText('Atualizado em', { exact: false })).toBeNull();
    expect(screen.getByTestId('post-views')).toHaveTextContent('1 visualização');
    expect(container.querySelector('article > figure')).toBeNull();
    expect(screen.queryByText('Sem imagem')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Leia também' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Galeria de fotos/ })).toBeNull();
  });

  it('hides the view counts from readers unless the station shows them (issue 27), and shows "Mais lidas" after the text', async () => {
    mockGetPublicSettings.mockResolvedValue(defaultSettings());
    mockGetMostRead.mockResolvedValue({ periodo: '24h', posts: related(3) });
    const { container } = await renderPage('camara-aprova-orcamento', 'politica-local');
    expect(screen.queryByTestId('post-views')).toBeNull();
    expect(screen.queryByText(/visualizaç/)).toBeNull();
    expect(container.querySelector('[data-testid="card-views"]')).toBeNull();
    const block = screen.getByRole('region', { name: 'Mais lidas' });
    expect(within(block).getAllByRole('link').map((link) => link.textContent)).toEqual(['Relacionada 0', 'Relacionada 1', 'Relacionada 2']);
    expect(within(block).getByText('Nas últimas 24 horas')).toBeInTheDocument();
  });

  it('no "Mais lidas" block when there is no ranking (a backend without it)', async () => {
    await renderPage('camara-aprova-orcamento', 'politica-local');
    expect(screen.queryByRole('region', { name: 'Mais lidas' })).toBeNull();
  });

  it('does not show the cover twice when it is the body’s first image', async () => {
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, imagemDestaque: null, conteudo: '<p><img src="/uploads/2026/01/corpo.jpg" alt="No corpo"></p>' }));
    const { container } = await renderPage('camara-aprova-orcamento', 'politica-local');
    expect(container.querySelectorAll('img[alt="No corpo"]')).toHaveLength(1);
    expect(container.querySelector('article > figure')).toBeNull();
  });

  it('does not use a columnist’s avatar, standing in for the cover, as the featured image', async () => {
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, categoria: { id: 9, nome: 'Colunistas', slug: 'colunistas', cor: '#0F172A' } }));
    const { container } = await renderPage('camara-aprova-orcamento', 'colunistas');
    expect(container.querySelector('article > figure')).toBeNull();
    expect(screen.getByAltText('Foto de Marta Lima')).toBeInTheDocument();
  });

  it('answers 404 for an unknown post', async () => {
    mockGetPost.mockResolvedValue(null);
    await expect(page.PostPage({ slug: 'nao-existe', categoria: 'politica' })).rejects.toThrow('NOT_FOUND');
  });

  it.each([
    ['a wrong category', 'esportes', 'camara-aprova-orcamento'],
    ['the post id', 'politica-local', '7'],
    ['another letter case', 'politica-local', 'Camara-Aprova-Orcamento'],
  ])('redirects permanently to the canonical URL from %s', async (_case, categoria, slug) => {
    await expect(page.PostPage({ slug, categoria })).rejects.toThrow('REDIRECT 308 /politica-local/camara-aprova-orcamento');
  });

  it('renders on /noticias/{slug} whatever the category', async () => {
    await renderPage('camara-aprova-orcamento', null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Câmara aprova orçamento de 2026');
  });
});

describe('postPageMetadata', () => {
  it('describes the article (SPEC §2.5)', async () => {
    const metadata = await page.postPageMetadata('camara-aprova-orcamento');
    expect(metadata.title).toEqual({ absolute: 'Câmara aprova orçamento de 2026 | Sintonia FM' });
    expect(metadata.description).toBe('Votação terminou às 22h com 9 votos a favor.');
    expect(metadata.keywords).toEqual(['orçamento', 'Câmara de Vereadores']);
    expect(metadata.alternates?.canonical).toBe('https://sintonia.test/politica-local/camara-aprova-orcamento');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      url: 'https://sintonia.test/politica-local/camara-aprova-orcamento',
      // The 1200×630 share image of the featured image, cut around its focal point.
      images: [{ url: 'https://sintonia.test/compartilhamento/2026/01/camara.jpg', width: 1200, height: 630 }],
      publishedTime: '2026-01-10T13:05:00.000Z',
      modifiedTime: '2026-01-11T18:40:00.000Z',
      authors: ['Marta Lima'],
      section: 'Política Local',
      tags: ['orçamento', 'Câmara de Vereadores'],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('falls back to the content text and the site logo', async () => {
    mockGetPost.mockResolvedValue(normalizePost({ ...RAW, resumo: '', imagemDestaque: null, galeriaImagens: [], conteudo: `<p>${'Texto longo da notícia. '.repeat(20)}</p>` }));
    const metadata = await page.postPageMetadata('camara-aprova-orcamento');
    expect(String(metadata.description).length).toBeLessThanOrEqual(160);
    expect(String(metadata.description)).toMatch(/^Texto longo da notícia\. .*…$/);
    expect(metadata.openGraph?.images).toEqual([{ url: 'https://sintonia.test/uploads/logo.png' }]);
  });

  it('does not throw for an unknown post', async () => {
    mockGetPost.mockResolvedValue(null);
    await expect(page.postPageMetadata('nao-existe')).resolves.toMatchObject({ title: { absolute: 'Notícia não encontrada | Sintonia FM' } });
  });
});
