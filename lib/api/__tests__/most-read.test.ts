/** "Mais lidas": its read, tagged; hidden (null) when the backend has no such read or fails. */
import { apiGetJson, ApiResponseError } from '../transport';
import { CACHE_TAGS } from '@/lib/domain/cache-tags';
import { getMostRead } from '../public';

jest.mock('../transport', () => ({
  ...jest.requireActual<typeof import('../transport')>('../transport'),
  apiGetJson: jest.fn(),
}));

const apiGet = apiGetJson as jest.Mock;
let errorSpy: jest.SpyInstance;

const post = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  titulo: `Notícia ${id}`,
  slug: `noticia-${id}`,
  categoria: { id: 1, nome: 'Cidade', slug: 'cidade', cor: '#B91C1C' },
  criadoEm: '2026-11-20T12:00:00.000Z',
  status: 'publicado',
  ...extra,
});

/** Answers by path: the categories (read beside every post list) and the ranking. */
function backend(ranking: unknown) {
  apiGet.mockImplementation(async (path: string) => {
    if (path === '/configuracoes/publicas') return [];
    if (path === '/publico/categorias') return [{ id: 1, nome: 'Cidade', slug: 'cidade', cor: '#B91C1C' }];
    if (path.startsWith('/publico/postagens/mais-lidas')) {
      if (ranking instanceof Error) throw ranking;
      return ranking;
    }
    throw new Error(`inesperado: ${path}`);
  });
}

beforeEach(() => {
  apiGet.mockReset();
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

it('reads the period asked, tagged with its own tag and the posts', async () => {
  backend({ periodo: '7d', solicitado: '24h', dados: [post(3), post(1)] });
  const mostRead = await getMostRead();
  expect(apiGet).toHaveBeenCalledWith('/publico/postagens/mais-lidas?periodo=24h', [CACHE_TAGS.mostRead, CACHE_TAGS.posts]);
  // The backend fell back to 7 days: the block says so.
  expect(mostRead?.periodo).toBe('7d');
  expect(mostRead?.posts.map((p) => [p.id, p.titulo, p.categoriaCor])).toEqual([
    ['3', 'Notícia 3', '#B91C1C'],
    ['1', 'Notícia 1', '#B91C1C'],
  ]);
});

it('keeps 5 posts at most, each once; a bare array is accepted', async () => {
  backend([post(1), post(2), post(2), post(3), post(4), post(5), post(6)]);
  const mostRead = await getMostRead('7d');
  expect(mostRead?.periodo).toBe('7d');
  expect(mostRead?.posts.map((p) => p.id)).toEqual(['1', '2', '3', '4', '5']);
});

it('an older backend without the read (404): null, quietly, and the block hides', async () => {
  backend(new ApiResponseError(404, { message: 'Rota não encontrada.' }));
  expect(await getMostRead()).toBeNull();
  expect(errorSpy).not.toHaveBeenCalled();
});

it('a failing backend: null, logged', async () => {
  backend(new ApiResponseError(503, null));
  expect(await getMostRead()).toBeNull();
  expect(errorSpy).toHaveBeenCalledWith(expect.stringContaining('Erro ao carregar as mais lidas'));
});
