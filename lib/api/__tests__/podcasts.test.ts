/** The podcast reads: normalised on success; empty (or null) when the backend has no podcasts (404) or fails. */
import { apiGetJson, ApiResponseError } from '../transport';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { getPodcastEpisode, getPodcastFeedData, getPodcasts, getPodcastShow } from '../public';

jest.mock('../transport', () => ({
  ...jest.requireActual<typeof import('../transport')>('../transport'),
  apiGetJson: jest.fn(),
}));

const apiGet = apiGetJson as jest.Mock;
let errorSpy: jest.SpyInstance;

const show = { id: 1, nome: 'Tarde Musical', slug: 'tarde-musical', descricao: '', imagem: null, apresentadores: [], totalEpisodios: 1, ultimoEpisodioEm: '2026-11-20T12:00:00Z' };
const episode = { id: 2, titulo: 'Especial', slug: 'especial', audioUrl: '/uploads/2026/11/a.mp3', audioMime: 'audio/mpeg', audioTamanho: 10, duracaoSegundos: 60, guid: 'g', publicadoEm: '2026-11-20T12:00:00Z' };

beforeEach(() => {
  apiGet.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

it('reads /publico/podcasts tagged with the podcasts tag', async () => {
  apiGet.mockResolvedValue([show]);
  expect((await getPodcasts()).map((item) => item.slug)).toEqual(['tarde-musical']);
  expect(apiGet).toHaveBeenCalledWith('/publico/podcasts', [CACHE_TAGS.podcasts]);
});

it('an older backend without podcasts (404): nothing, quietly', async () => {
  apiGet.mockRejectedValue(new ApiResponseError(404, { message: 'Rota não encontrada.' }));
  expect(await getPodcasts()).toEqual([]);
  expect(await getPodcastShow('tarde-musical')).toBeNull();
  expect(await getPodcastEpisode('tarde-musical', 'especial')).toBeNull();
  expect(await getPodcastFeedData('tarde-musical')).toEqual({ kind: 'not-found' });
  expect(errorSpy).not.toHaveBeenCalled();
});

it('a show page and an episode', async () => {
  apiGet.mockResolvedValueOnce({ programa: show, dados: [episode], meta: { pagina: 2, totalPaginas: 2, total: 21 } });
  expect(await getPodcastShow('tarde-musical', 2)).toMatchObject({ pagina: 2, episodios: [{ slug: 'especial' }] });
  expect(apiGet).toHaveBeenLastCalledWith('/publico/podcasts/tarde-musical?pagina=2', [CACHE_TAGS.podcasts]);
  apiGet.mockResolvedValueOnce({ programa: show, episodio: episode });
  expect((await getPodcastEpisode('tarde-musical', 'especial'))?.episodio.guid).toBe('g');
});

it("the feed's read: a failure is 'unavailable' (503), never an empty feed", async () => {
  apiGet.mockRejectedValue(new ApiResponseError(503, null));
  expect(await getPodcastFeedData('tarde-musical')).toEqual({ kind: 'unavailable' });
  expect(errorSpy).toHaveBeenCalledWith('[api] Erro ao carregar o feed do podcast (HTTP 503)');
  apiGet.mockReset();
  apiGet.mockResolvedValue({ programa: show, dados: [episode], meta: { pagina: 1, totalPaginas: 1, total: 1 } });
  expect(await getPodcastFeedData('tarde-musical')).toMatchObject({ kind: 'ok', episodios: [{ slug: 'especial' }] });
  expect(apiGet).toHaveBeenCalledWith('/publico/podcasts/tarde-musical?pagina=1&limite=100', [CACHE_TAGS.podcasts]);
});
