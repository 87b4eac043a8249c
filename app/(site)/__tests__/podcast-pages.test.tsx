/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/toast-provider';
import { getPodcastEpisode, getPodcasts, getPodcastShow, getPublicSettings } from '@/lib/api/public';
import { normalizePodcastEpisodePage, normalizePodcastShowList, normalizePodcastShowPage } from '@/lib/domain/podcast';
import { normalizeSettings } from '@/lib/domain/settings';
import { pageMetadata } from '@/lib/seo/next-metadata';
import PodcastsPage from '../podcasts/page';
import ShowPodcastRoute, { generateMetadata as showMetadata } from '../podcasts/[programa]/page';
import EpisodeRoute, { generateMetadata as episodeMetadata } from '../podcasts/[programa]/[episodio]/page';

// Async server pages are called as functions here; what they return is plain React.
jest.mock('@/lib/api/public', () => ({
  getPublicSettings: jest.fn(),
  getPodcasts: jest.fn(),
  getPodcastShow: jest.fn(),
  getPodcastEpisode: jest.fn(),
}));
jest.mock('@/lib/seo/next-metadata', () => ({
  getSiteBase: jest.fn(async () => 'https://www.sintoniafm.com.br'),
  pageMetadata: jest.fn(async (input: { title: string }) => ({ title: { absolute: input.title }, input })),
}));
const mockPlayItem = jest.fn();
jest.mock('@/components/site/player/player-provider', () => ({
  usePlayer: () => ({
    ready: true,
    playing: false,
    item: null,
    itemPlaying: false,
    itemLoading: false,
    audioRef: { current: null },
    streamUrl: 'http://stream.sintonia.local:8000/sintonia',
    play: jest.fn(),
    pause: jest.fn(),
    playItem: mockPlayItem,
  }),
}));
const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND');
});
jest.mock('next/navigation', () => ({ notFound: () => notFound(), permanentRedirect: jest.fn(), useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }) }));

const mocked = <T extends (...args: never[]) => unknown>(fn: T) => fn as unknown as jest.Mock;

const SHOW = {
  id: 5,
  nome: 'Sintonia FM Notícias',
  slug: 'sintonia-fm-noticias',
  descricao: 'O jornal da Sintonia FM.',
  imagem: null,
  apresentadores: [
    { id: 1, nome: 'Marta Lindner', cargo: 'Diretora', avatar: null },
    { id: 2, nome: 'Paulo Weber', cargo: 'Colunista', avatar: null },
  ],
  totalEpisodios: 2,
  ultimoEpisodioEm: '2026-11-20T21:30:00.000Z',
};
const episode = (slug: string, titulo: string, publicadoEm: string) => ({
  id: slug,
  titulo,
  slug,
  descricao: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
  audioUrl: `/uploads/2026/11/${slug}.mp3`,
  audioMime: 'audio/mpeg',
  audioTamanho: 300_000,
  duracaoSegundos: 3723,
  capa: null,
  explicito: false,
  guid: `guid-${slug}`,
  publicadoEm,
  atualizadoEm: publicadoEm,
});
const EPISODES = [episode('safra-de-soja', 'Safra de soja', '2026-11-20T21:30:00.000Z'), episode('entrevista-prefeito', 'Entrevista com o prefeito', '2026-11-16T22:00:00.000Z')];

const params = <T extends object>(value: T) => ({ params: Promise.resolve(value) });
const jsonLdOf = (container: HTMLElement) => [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));
const inLayout = (element: React.ReactElement) => render(<ToastProvider>{element}</ToastProvider>);

beforeEach(() => {
  notFound.mockClear();
  mocked(pageMetadata).mockClear();
  mocked(getPublicSettings).mockResolvedValue(normalizeSettings([{ chave: 'site.nome', valor: 'Sintonia FM' }, { chave: 'site.logo', valor: '/uploads/2026/01/logo.png' }]));
  mocked(getPodcasts).mockResolvedValue(normalizePodcastShowList([SHOW]));
  mocked(getPodcastShow).mockResolvedValue(normalizePodcastShowPage({ programa: SHOW, dados: EPISODES, meta: { pagina: 1, totalPaginas: 1, total: 2 } }));
  mocked(getPodcastEpisode).mockResolvedValue(normalizePodcastEpisodePage({ programa: SHOW, episodio: EPISODES[0] }));
});

describe('/podcasts', () => {
  it('one card per show with episodes, linking to its page; the trail', async () => {
    const { container } = inLayout(await PodcastsPage());
    expect(screen.getByRole('heading', { level: 1, name: 'Podcasts' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Programas com episódios' });
    const card = within(list).getByTestId('podcast-programa');
    expect(within(card).getByRole('link', { name: 'Sintonia FM Notícias' })).toHaveAttribute('href', '/podcasts/sintonia-fm-noticias');
    expect(card).toHaveTextContent('Com Marta Lindner e Paulo Weber');
    expect(card).toHaveTextContent('2 episódios · último em 20/11/2026');
    expect(jsonLdOf(container)[0].itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Podcasts', item: 'https://www.sintoniafm.com.br/podcasts' });
  });

  it('without podcasts: a message, no list', async () => {
    mocked(getPodcasts).mockResolvedValue([]);
    inLayout(await PodcastsPage());
    expect(screen.getByText('Nenhum podcast publicado ainda. Volte em breve!')).toBeInTheDocument();
  });
});

describe('/podcasts/[programa]', () => {
  it('the show, its presenters, its episodes with São Paulo dates and durations, the feed to subscribe, PodcastSeries', async () => {
    const { container } = inLayout(await ShowPodcastRoute(params({ programa: 'sintonia-fm-noticias' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Sintonia FM Notícias' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Paulo Weber' })).toHaveAttribute('href', '/equipe#membro-2');
    const items = within(screen.getByRole('list', { name: 'Episódios' })).getAllByTestId('podcast-episodio');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByRole('link', { name: 'Safra de soja' })).toHaveAttribute('href', '/podcasts/sintonia-fm-noticias/safra-de-soja');
    // 21h30 UTC is 18h30 in São Paulo.
    expect(items[0]).toHaveTextContent('20/11/2026 às 18h30');
    expect(items[0]).toHaveTextContent('1 h 02 min');
    expect(screen.getByTestId('feed-url')).toHaveValue('https://www.sintoniafm.com.br/podcasts/sintonia-fm-noticias/feed.xml');
    const series = jsonLdOf(container).find((data) => data['@type'] === 'PodcastSeries');
    expect(series).toMatchObject({ name: 'Sintonia FM Notícias', webFeed: 'https://www.sintoniafm.com.br/podcasts/sintonia-fm-noticias/feed.xml', image: 'https://www.sintoniafm.com.br/uploads/2026/01/logo.png' });
    expect(series.episode).toHaveLength(2);
  });

  it('metadata names the show and advertises its feed (link rel=alternate)', async () => {
    await showMetadata(params({ programa: 'sintonia-fm-noticias' }));
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({
      title: 'Sintonia FM Notícias | Podcast | Sintonia FM',
      canonical: '/podcasts/sintonia-fm-noticias',
      feed: { title: 'Sintonia FM Notícias — Podcast', href: '/podcasts/sintonia-fm-noticias/feed.xml' },
    });
  });

  it('an unknown show, or one without episodes, is not found', async () => {
    mocked(getPodcastShow).mockResolvedValue(null);
    await expect(ShowPodcastRoute(params({ programa: 'nao-existe' }))).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(ShowPodcastRoute(params({ programa: 'x y' }))).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('/podcasts/[programa]/[episodio]', () => {
  it('the episode: its control for the bottom player, its description as paragraphs, more episodes, PodcastEpisode with its MediaObject', async () => {
    const { container } = inLayout(await EpisodeRoute(params({ programa: 'sintonia-fm-noticias', episodio: 'safra-de-soja' })));
    expect(screen.getByRole('heading', { level: 1, name: 'Safra de soja' })).toBeInTheDocument();
    // No player of its own: the episode goes to the layout's one <audio>, with what the bar shows.
    expect(container.querySelector('audio')).toBeNull();
    screen.getByRole('button', { name: 'Ouvir episódio' }).click();
    expect(mockPlayItem).toHaveBeenCalledWith(
      {
        id: 'episodio:safra-de-soja',
        src: '/uploads/2026/11/safra-de-soja.mp3',
        title: 'Safra de soja',
        showName: 'Sintonia FM Notícias',
        artwork: '/uploads/2026/01/logo_post-medium.png',
        href: '/podcasts/sintonia-fm-noticias/safra-de-soja',
      },
      undefined,
    );
    expect(screen.getByRole('link', { name: 'Baixar o episódio' })).toHaveAttribute('href', '/uploads/2026/11/safra-de-soja.mp3');
    expect(screen.getByText('Segundo parágrafo.')).toBeInTheDocument();
    const more = within(screen.getByRole('list', { name: 'Mais episódios de Sintonia FM Notícias' })).getAllByTestId('podcast-episodio');
    expect(more.map((item) => within(item).getByRole('link').textContent)).toEqual(['Entrevista com o prefeito']);
    const data = jsonLdOf(container).find((item) => item['@type'] === 'PodcastEpisode');
    expect(data).toMatchObject({
      name: 'Safra de soja',
      url: 'https://www.sintoniafm.com.br/podcasts/sintonia-fm-noticias/safra-de-soja',
      timeRequired: 'PT1H2M3S',
      associatedMedia: {
        '@type': 'MediaObject',
        contentUrl: 'https://www.sintoniafm.com.br/uploads/2026/11/safra-de-soja.mp3',
        encodingFormat: 'audio/mpeg',
        duration: 'PT1H2M3S',
        contentSize: '300000',
      },
      partOfSeries: { '@type': 'PodcastSeries', name: 'Sintonia FM Notícias' },
    });
  });

  it('metadata: the episode, its show and the show’s feed', async () => {
    await episodeMetadata(params({ programa: 'sintonia-fm-noticias', episodio: 'safra-de-soja' }));
    expect(mocked(pageMetadata).mock.calls[0][0]).toMatchObject({
      title: 'Safra de soja | Sintonia FM Notícias | Sintonia FM',
      canonical: '/podcasts/sintonia-fm-noticias/safra-de-soja',
      feed: { href: '/podcasts/sintonia-fm-noticias/feed.xml' },
    });
  });

  it('an episode not (yet) published is not found', async () => {
    mocked(getPodcastEpisode).mockResolvedValue(null);
    await expect(EpisodeRoute(params({ programa: 'sintonia-fm-noticias', episodio: 'agendado' }))).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
